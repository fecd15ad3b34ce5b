/**
 * A save whose file someone else changed meanwhile (saveEdits in editing.ts): the edits go on
 * their text without a question only when no field they changed is one the editor changed.
 */
import { expect, it } from "vitest";
import { describeStoredFile, saveEdits } from "../../../../src/studio/editing/editing.ts";
import type { Change } from "../../../../src/studio/editing/changes.ts";
import { storeWhereTheyChanged } from "../../../fixtures/conflict-store.ts";

const base = `route: /faq
title: Questions
sections:
  - type: text
    title: First
  - type: text
    title: Second
  - type: text
    title: Third
`;

async function save(theirs: string, changes: Change[]) {
  const store = storeWhereTheyChanged("content/pages/faq.yaml", theirs);
  const file = describeStoredFile({ path: "content/pages/faq.yaml", text: base, version: "base" });
  const outcome = await saveEdits(store, [{ file, changes }], "h1", "Edit");
  return { outcome, written: store.commits[1]?.files[0]?.text };
}

it("keeps their change to another field and puts the edit on their text", async () => {
  const { outcome, written } = await save(base.replace("title: Questions", "title: Questions — Verdavia"), [{ op: "set", path: ["sections", 1, "title"], value: "Mine" }]);
  expect(outcome).toMatchObject({ saved: true, broughtIn: [{ author: "Dana" }] });
  expect(written).toContain("title: Questions — Verdavia");
  expect(written).toContain("    title: Mine\n");
});

it("keeps their change to another field of the same section, and changes only the edited line", async () => {
  const theirs = base.replace("    title: Second\n", "    title: Second\n    subtitle: Theirs\n");
  const { outcome, written } = await save(theirs, [{ op: "set", path: ["sections", 1, "title"], value: "Mine" }]);
  expect(outcome.saved).toBe(true);
  expect(written).toBe(theirs.replace("    title: Second\n", "    title: Mine\n"));
});

it("stops when they changed the same field", async () => {
  const { outcome } = await save(base.replace("    title: Second\n", "    title: Dana's second\n"), [{ op: "set", path: ["sections", 1, "title"], value: "Mine" }]);
  expect(outcome).toMatchObject({ saved: false, conflicts: [{ path: "content/pages/faq.yaml", author: "Dana" }] });
});

it("stops when an earlier edit of the editor's moves the later one onto a section they changed", async () => {
  // The editor removed section 0, so their sections[1] is the base's "Third", which Dana retitled.
  const { outcome } = await save(base.replace("title: Third", "title: Dana's third"), [
    { op: "delete", path: ["sections", 0] },
    { op: "set", path: ["sections", 1, "title"], value: "Mine" },
  ]);
  expect(outcome.saved).toBe(false);
});

it("follows a section they moved to where it now is", async () => {
  const swapped = base.replace("  - type: text\n    title: First\n  - type: text\n    title: Second\n", "  - type: text\n    title: Second\n  - type: text\n    title: First\n");
  const { outcome, written } = await save(swapped, [{ op: "set", path: ["sections", 0, "title"], value: "First, renamed" }]);
  expect(outcome.saved).toBe(true);
  expect(written).toBe(swapped.replace("    title: First\n", "    title: First, renamed\n"));
});

it("never writes a file they deleted back", async () => {
  const { outcome } = await save("", [{ op: "set", path: ["description"], value: "New" }]);
  expect(outcome.saved).toBe(false);
});

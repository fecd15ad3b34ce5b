/**
 * A save of an article whose text someone else changed meanwhile (saveEdits): their edit of
 * another paragraph and the editor's both go in one commit without a question; an edit of the
 * same paragraph stops the save for the editor to choose.
 */
import { expect, it } from "vitest";
import { describeStoredFile, saveEdits } from "../../../../src/studio/editing/editing.ts";
import { storeWhereTheyChanged } from "../../../fixtures/conflict-store.ts";

const path = "content/news/dubai-airshow-2025.md";
const base = "---\ntitle: Meet Verdavia at the Dubai Airshow\ntype: event\n---\nVerdavia will exhibit on stand 1240.\n\nVisitors can book a meeting with our team.\n";

async function saveBody(theirs: string, body: string) {
  const store = storeWhereTheyChanged(path, theirs);
  const file = describeStoredFile({ path, text: base, version: "base" });
  const outcome = await saveEdits(store, [{ file, changes: [{ op: "set", path: ["body"], value: body }] }], "h1", "Edit");
  return { outcome, written: store.commits[1]?.files[0]?.text };
}

const mineBody = "Verdavia will exhibit on stand 1250.\n\nVisitors can book a meeting with our team.\n";

it("saves their edit of another paragraph and the editor's together", async () => {
  const { outcome, written } = await saveBody(base.replace("a meeting", "a visit"), mineBody);
  expect(outcome).toMatchObject({ saved: true, broughtIn: [{ author: "Dana" }] });
  expect(written).toBe(base.replace("a meeting", "a visit").replace("1240", "1250"));
});

it("stops at their edit of the same paragraph, writing nothing", async () => {
  const { outcome, written } = await saveBody(base.replace("1240", "1300"), mineBody);
  expect(outcome).toMatchObject({ saved: false, conflicts: [{ path, author: "Dana" }] });
  expect(written).toBeUndefined();
});

/**
 * A save of an article whose text someone else changed meanwhile (saveEdits): their edit of
 * another paragraph and the editor's both go in one commit without a question; an edit of the
 * same paragraph stops the save for the editor to choose.
 */
import { expect, it } from "vitest";
import { describeStoredFile, saveEdits } from "../../../../src/studio/editing.ts";
import type { CommitRequest, ContentStore } from "../../../../src/studio/store/content-store.ts";

const path = "content/news/dubai-airshow-2025.md";
const base = "---\ntitle: Meet Verdavia at the Dubai Airshow\ntype: event\n---\nVerdavia will exhibit on stand 1240.\n\nVisitors can book a meeting with our team.\n";

function storeWhereTheyChanged(theirs: string): ContentStore & { commits: CommitRequest[] } {
  const commits: CommitRequest[] = [];
  return {
    kind: "github",
    commits,
    open: async () => ({ files: [], media: [], head: "h1" }),
    reread: async () => ({ files: [], head: "h2" }),
    history: async () => ({ available: false, versions: [] }),
    readAt: async () => undefined,
    async commit(request) {
      commits.push(request);
      if (commits.length === 1) return { saved: false, head: "h2", conflicts: [{ path, file: { path, text: theirs, version: "theirs" }, author: "Dana" }] };
      return { saved: true, head: "h3", files: request.files.map((file) => ({ path: file.path, text: file.text, version: "mine" })) };
    },
  };
}

async function saveBody(theirs: string, body: string) {
  const store = storeWhereTheyChanged(theirs);
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

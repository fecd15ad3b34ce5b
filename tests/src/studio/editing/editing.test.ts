/**
 * The studio's save path above the store, on the project's own content in a real git
 * repository behind the GitHub stand-in: edits made as the forms make them, one commit a
 * save, and `git show` of each holding only the edited lines.
 */
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";
import { describeEdits, describeStoredFile, mediaLibraryOf, saveEdits, validateEdited, type EditedFile } from "../../../../src/studio/editing/editing.ts";
import type { Change } from "../../../../src/studio/editing/changes.ts";
import type { StudioFile } from "../../../../src/studio/protocol.ts";
import { memoryBlobCache } from "../../../../src/studio/store/github/blob-cache.ts";
import { createGitHubStore, type GitHubStore } from "../../../../src/studio/store/github/github-store.ts";

vi.setConfig({ testTimeout: 30_000 });

const root = resolve(import.meta.dirname, "../../../..");
let standIn: GitHubStandIn;
let store: GitHubStore;

beforeAll(async () => {
  standIn = await startGitHubStandIn({ users: { "editor-token": { login: "editor", push: true } }, seed: await filesFromFolder(root, ["content", "public/media"]) });
  store = createGitHubStore({ apiUrl: standIn.url, repository: "saf/site", branch: "main", token: "editor-token", cache: memoryBlobCache() });
});
afterAll(async () => {
  await standIn?.close();
});

async function opened(path: string): Promise<{ file: StudioFile; head: string; files: StudioFile[]; media: string[] }> {
  const snapshot = await store.open();
  const files = snapshot.files.map(describeStoredFile);
  return { file: files.find((file) => file.path === path)!, head: snapshot.head, files, media: snapshot.media };
}

async function changedLines(commit: string): Promise<string[]> {
  const diff = await standIn.git(["show", "--format=", commit]);
  return diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

async function saveOne(path: string, changes: Change[]): Promise<{ lines: string[]; message: string }> {
  const { file, head } = await opened(path);
  const edited: EditedFile[] = [{ file, changes }];
  const outcome = await saveEdits(store, edited, head);
  expect(outcome.saved).toBe(true);
  const tip = (await standIn.git(["rev-parse", "studio/editor"])).trim();
  expect(outcome.saved && outcome.head).toBe(tip);
  return { lines: await changedLines(tip), message: (await standIn.git(["log", "-1", "--format=%s", tip])).trim() };
}

describe("saving through the GitHub store", () => {
  it("the about hero title: one commit, one line, a message saying so", async () => {
    const { lines, message } = await saveOne("content/pages/about.yaml", [{ op: "set", path: ["sections", 0, "title"], value: "About Verdavia Fuels" }]);
    expect(lines).toEqual(["-    title: About Verdavia", "+    title: About Verdavia Fuels"]);
    expect(message).toBe("About Us: hero title");
  });

  it("a new FAQ entry: its lines added, nothing else", async () => {
    const { file } = await opened("content/pages/contact.yaml");
    const faq = (file.data as { sections: { type: string; items?: unknown[] }[] }).sections.findIndex((section) => section.type === "faq");
    const items = (file.data as { sections: { items: unknown[] }[] }).sections[faq]!.items.length;
    const { lines, message } = await saveOne("content/pages/contact.yaml", [
      { op: "insert", path: ["sections", faq, "items"], index: items, value: { question: "Do you supply outside Europe?", answer: "Yes, through partners in the Middle East." } },
    ]);
    expect(lines.every((line) => line.startsWith("+"))).toBe(true);
    expect(lines.join("\n")).toContain("Do you supply outside Europe?");
    expect(message).toBe("Contact: faq: new item");
    expect(await standIn.git(["rev-list", "--count", "main..studio/editor"])).toBe("2");
  });

  it("two sections reordered: only their lines move", async () => {
    const { lines, message } = await saveOne("content/pages/about.yaml", [{ op: "move", path: ["sections"], from: 1, to: 2 }]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.startsWith("+")).sort()).toEqual(lines.filter((line) => line.startsWith("-")).map((line) => `+${line.slice(1)}`).sort());
    expect(message).toBe("About Us: sections reordered");
  });
});

describe("validation in the studio", () => {
  it("finds a broken link to another page, as npm run validate does, before anything is saved", async () => {
    const { file, files, media } = await opened("content/pages/about.yaml");
    const sections = (file.data as { sections: { type: string }[] }).sections;
    const cta = sections.findIndex((section) => section.type === "cta");
    const problems = validateEdited(files, [{ file, changes: [{ op: "set", path: ["sections", cta, "actions", 0, "href"], value: "/comitment" }] }], mediaLibraryOf(media));
    const broken = problems.find((problem) => problem.file === file.path && problem.severity === "error");
    expect(broken?.message).toContain('Did you mean "/commitment"?');
    expect(broken?.line).toBeGreaterThan(1);
  });

  it("says what changed across files in the default message", () => {
    const page = describeStoredFile({ path: "content/pages/about.yaml", text: "title: About Us — Verdavia\nsections:\n  - type: hero\n    title: A\n", version: "1" });
    const site = describeStoredFile({ path: "content/site.yaml", text: "brand:\n  name: V\n", version: "2" });
    expect(describeEdits([{ file: page, changes: [{ op: "set", path: ["sections", 0, "title"], value: "B" }] }, { file: site, changes: [{ op: "set", path: ["brand", "name"], value: "W" }] }])).toBe(
      "About Us: hero title; Site settings: brand name",
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startGitHubStandIn, type GitHubStandIn } from "../../../../scripts/github-stand-in/index.ts";
import { deleteFiles } from "../../../../src/studio/articles/delete-files.ts";
import { describeStoredFile, saveEdits } from "../../../../src/studio/editing/editing.ts";
import { aboutYaml, changedLines, openAll, siteYaml, stopStandIn, storeOn } from "./github-fixture.ts";

// Each test spawns dozens of git processes; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const article = "content/news/plant-opening.md";
const arabic = "content/ar/news/plant-opening.md";
const articleText = "---\ntitle: Plant opening\nsummary: The plant opens.\ndate: 2026-03-12T09:00:00+04:00\ntype: news\n---\nThe plant opens today.\n";

let standIn: GitHubStandIn;
beforeEach(async () => {
  standIn = await startGitHubStandIn({
    users: { "alice-token": { login: "alice", name: "Alice Editor", push: true } },
    seed: new Map<string, string | Buffer>([
      ["content/site.yaml", siteYaml],
      ["content/pages/about.yaml", aboutYaml],
      [article, articleText],
      [arabic, articleText],
      ["content/news/notes.txt", "not an article\n"],
    ]),
  });
});
afterEach(() => stopStandIn(standIn));

describe("GitHub store: articles", () => {
  it("lists the articles of every language beside the pages it reads, and no other file of the news folder; reads an article when asked", async () => {
    const store = storeOn(standIn);
    const snapshot = await store.open();
    expect(snapshot.files.map((file) => file.path)).toEqual(["content/pages/about.yaml", "content/site.yaml"]);
    expect(snapshot.listed).toEqual([
      { path: arabic, version: await standIn.git(["rev-parse", `main:${arabic}`]) },
      { path: article, version: await standIn.git(["rev-parse", `main:${article}`]) },
    ]);
    const file = describeStoredFile((await store.readListed([snapshot.listed![1]!]))[0]!);
    expect(file).toMatchObject({ kind: "entry", data: { title: "Plant opening", type: "news", body: "The plant opens today.\n" } });
  });

  it("saves a front matter edit as one commit of that line, and a new article as one commit adding it", async () => {
    const store = storeOn(standIn);
    const snapshot = await openAll(store);
    const file = describeStoredFile(snapshot.files.find((candidate) => candidate.path === article)!);
    const edited = await saveEdits(store, [{ file, changes: [{ op: "set", path: ["date"], value: "2026-12-03T09:00:00+04:00" }] }], snapshot.head);
    expect(edited.saved).toBe(true);
    expect(await changedLines(standIn, "studio/alice")).toEqual(["-date: 2026-03-12T09:00:00+04:00", "+date: 2026-12-03T09:00:00+04:00"]);
    expect(await standIn.git(["log", "-1", "--format=%s", "studio/alice"])).toBe("Article “Plant opening”: date");

    const made = describeStoredFile({ path: "content/news/second.md", text: articleText.replace("Plant opening", "Second"), version: "" });
    const created = await saveEdits(store, [{ file: { ...made, isNew: true }, changes: [{ op: "set", path: ["body"], value: "Written in the studio.\n" }] }], edited.head);
    expect(created.saved).toBe(true);
    expect(await standIn.git(["diff-tree", "--no-commit-id", "--name-status", "-r", "studio/alice"])).toBe("A\tcontent/news/second.md");
    expect(await standIn.git(["show", "studio/alice:content/news/second.md"])).toBe(`${articleText.replace("Plant opening", "Second").replace("The plant opens today.\n", "Written in the studio.")}`);
  });

  it("deletes an article with its translation as one commit", async () => {
    const store = storeOn(standIn);
    const snapshot = await openAll(store);
    const before = await standIn.git(["rev-parse", "main"]);
    const files = snapshot.files.filter((file) => file.path === article || file.path === arabic).map(describeStoredFile);
    const { head } = await deleteFiles(store, files, snapshot.head, "Deleted the article “Plant opening” and its translation");
    expect(head).toBe(await standIn.git(["rev-parse", "studio/alice"]));
    expect(await standIn.git(["rev-list", "--count", `${before}..studio/alice`])).toBe("1");
    expect(await standIn.git(["diff-tree", "--no-commit-id", "--name-status", "-r", "studio/alice"])).toBe(`D\t${arabic}\nD\t${article}`);
    expect((await openAll(store)).files.map((file) => file.path)).toEqual(["content/pages/about.yaml", "content/site.yaml"]);
  });

  it("keeps someone else's change to another field of the article, and stops at one to the same text, writing nothing", async () => {
    const store = storeOn(standIn);
    const snapshot = await openAll(store);
    const file = describeStoredFile(snapshot.files.find((candidate) => candidate.path === article)!);
    await standIn.commitFiles(new Map([[article, articleText.replace("title: Plant opening", "title: Plant opening in Dubai")]]), { message: "A longer title", author: { name: "Bob Writer", email: "bob@example.com" } });
    const kept = await saveEdits(store, [{ file, changes: [{ op: "set", path: ["date"], value: "2026-12-03T09:00:00+04:00" }] }], snapshot.head);
    expect(kept.saved).toBe(true);
    expect(await standIn.git(["show", `studio/alice:${article}`])).toBe(articleText.replace("title: Plant opening", "title: Plant opening in Dubai").replace("2026-03-12", "2026-12-03").trimEnd());

    const before = await standIn.git(["rev-parse", "studio/alice"]);
    const again = describeStoredFile((await openAll(store)).files.find((candidate) => candidate.path === article)!);
    await standIn.commitFiles(new Map([[article, `${(await standIn.git(["show", `main:${article}`])).replace("The plant opens today.", "The plant opened today.")}\n`]]), { message: "Past tense", author: { name: "Bob Writer", email: "bob@example.com" } });
    await standIn.git(["update-ref", "refs/heads/studio/alice", "main"]);
    const stopped = await saveEdits(store, [{ file: again, changes: [{ op: "set", path: ["body"], value: "The plant opens tomorrow.\n" }] }], before);
    expect(stopped.saved).toBe(false);
    expect(!stopped.saved && stopped.conflicts.map((conflict) => [conflict.path, conflict.author])).toEqual([[article, "Bob Writer"]]);
    expect(await standIn.git(["show", `studio/alice:${article}`])).toContain("The plant opened today.");
  });
});

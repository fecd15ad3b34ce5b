import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { fileAt, fileHistory } from "../../scripts/studio/file-history.ts";
import { earlierEnglishReader, wordDiff, type HistoryReader } from "../../src/studio/translation/earlier-english.ts";
import { fingerprint } from "../../src/validation/translations.ts";
import { client, seededStandIn, stopStandIn } from "../github-stand-in/stand-in-fixture.ts";
import { storeOn } from "./store/github/github-fixture.ts";

vi.setConfig({ testTimeout: 30_000 });

const englishPath = "content/pages/about.yaml";
const english = (title: string, subtitle = "Who we are.") => `route: /about\ntitle: About\ndescription: About us.\nsections:\n  - type: hero\n    title: ${title}\n    subtitle: ${subtitle}\n`;
/** The Arabic made from the English whose hero title read "About Verdavia". */
const translation = {
  route: "/about",
  sections: [{ type: "hero", title: "تعرّف إلى Verdavia", subtitle: "من نحن.", translated: { title: fingerprint("About Verdavia"), subtitle: fingerprint("Who we are.") } }],
};
const question = { translationData: translation, section: 0, field: "title", recorded: fingerprint("About Verdavia") };

describe("the English a translation was made from, through the files store's history", () => {
  let root: string;
  const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: "Ana", GIT_AUTHOR_EMAIL: "ana@example.com", GIT_COMMITTER_NAME: "Ana", GIT_COMMITTER_EMAIL: "ana@example.com", GIT_CONFIG_GLOBAL: "/dev/null" } });
  const write = (text: string) => writeFileSync(join(root, englishPath), text);
  /** The files store's two reads, as the dev server answers them. */
  const store = (): HistoryReader => ({ history: async (path) => fileHistory(root, path), readAt: async (path, version) => fileAt(root, path, version) });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "earlier-english-"));
    mkdirSync(join(root, "content/pages"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds the version whose text has the fingerprint, newest first, past later changes", async () => {
    git("init", "-q");
    write(english("About Us"));
    git("add", ".");
    git("commit", "-qm", "First");
    write(english("About Verdavia"));
    git("commit", "-qam", "Translated from this");
    write(english("About Verdavia Group"));
    git("commit", "-qam", "Renamed");
    // Not yet committed: the working copy's English is what the studio shows as now.
    write(english("About Verdavia Group, Renewed"));
    expect(fileHistory(root, englishPath).versions.map((version) => version.author)).toEqual(["Ana", "Ana", "Ana"]);
    const answer = await earlierEnglishReader(store(), englishPath)(question);
    expect(answer).toMatchObject({ found: true, text: "About Verdavia" });
  });

  it("says it is not there in a folder without git, or when no version has the fingerprint", async () => {
    write(english("About Verdavia Group"));
    expect(fileHistory(root, englishPath)).toEqual({ available: false, versions: [] });
    expect(await earlierEnglishReader(store(), englishPath)(question)).toEqual({ found: false });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "Only the new English");
    expect(fileHistory(root, englishPath).available).toBe(true);
    expect(await earlierEnglishReader(store(), englishPath)(question)).toEqual({ found: false });
  });

  it("reads each version once, however many fields ask", async () => {
    git("init", "-q");
    write(english("About Verdavia"));
    git("add", ".");
    git("commit", "-qm", "Translated from this");
    write(english("About Verdavia Group", "Who we are, and where."));
    git("commit", "-qam", "Both changed");
    const reads: string[] = [];
    const counted: HistoryReader = { history: store().history, readAt: async (path, version) => (reads.push(version), fileAt(root, path, version)) };
    const lookup = earlierEnglishReader(counted, englishPath);
    const [title, subtitle] = await Promise.all([lookup(question), lookup({ ...question, field: "subtitle", recorded: fingerprint("Who we are.") })]);
    expect(title).toMatchObject({ found: true, text: "About Verdavia" });
    expect(subtitle).toMatchObject({ found: true, text: "Who we are." });
    expect(new Set(reads).size).toBe(reads.length);
  });
});

describe("the English a translation was made from, through the GitHub store", () => {
  let standIn: GitHubStandIn;
  beforeEach(async () => {
    standIn = await seededStandIn();
  });
  afterEach(() => stopStandIn(standIn));

  it("lists the file's commits and reads it at one, as GitHub's commits and contents endpoints answer", async () => {
    await standIn.commitFiles(new Map([[englishPath, english("About Verdavia")]]), { message: "Translated from this" });
    const renamed = await standIn.commitFiles(new Map([[englishPath, english("About Verdavia Group")]]), { message: "Renamed" });
    const store = storeOn(standIn);
    await store.open();
    const history = await store.history(englishPath);
    expect(history.versions.map((version) => version.version)).toEqual((await standIn.git(["rev-list", "main", "--", englishPath])).split("\n"));
    expect(await store.readAt(englishPath, renamed)).toBe(english("About Verdavia Group"));
    expect(await store.readAt("content/pages/none.yaml", renamed)).toBeUndefined();
    expect(await earlierEnglishReader(store, englishPath)(question)).toMatchObject({ found: true, text: "About Verdavia" });
  });

  it("answers Get repository content in GitHub's shape: a file, base64 in lines of 60, its blob SHA", async () => {
    const call = client(standIn);
    const answer = await call("GET", `/repos/saf/site/contents/${englishPath}?ref=main`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: "file", encoding: "base64", name: "about.yaml", path: englishPath, sha: await standIn.git(["rev-parse", `main:${englishPath}`]) });
    expect(Buffer.from(answer.body.content, "base64").toString("utf8")).toBe(await standIn.git(["show", `main:${englishPath}`]).then((text) => `${text}\n`));
    expect((answer.body.content as string).split("\n").every((line) => line.length <= 60)).toBe(true);
    expect((await call("GET", "/repos/saf/site/contents/content/pages/none.yaml?ref=main")).status).toBe(404);
    expect((await call("GET", "/repos/saf/site/contents/content/pages?ref=main")).status).toBe(404);
  });
});

describe("wordDiff", () => {
  it("marks the words taken out of the English and the words put in", () => {
    const { before, now } = wordDiff("About Verdavia today", "About Verdavia Group today");
    expect(before).toEqual([{ text: "About Verdavia today", kind: "same" }]);
    expect(now.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual(["Group"]);
    expect(now.map((part) => part.text).join("")).toBe("About Verdavia Group today");
    expect(wordDiff("Cut emissions", "Cut costs").before).toContainEqual({ text: "emissions", kind: "removed" });
  });
});

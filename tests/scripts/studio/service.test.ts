import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../../scripts/content/service.ts";
import { createStudioService, StudioRefusal, versionOf, type StudioService } from "../../../scripts/studio/service.ts";
import { createFilesStore } from "../../../src/studio/store/files-store.ts";

const about = "content/pages/about.yaml";
const contact = "content/pages/contact.yaml";
let root: string;
let content: ContentService;
let studio: StudioService;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-service-"));
  cpSync("content", join(root, "content"), { recursive: true });
  content = createContentService({ root, publicDir: join(process.cwd(), "public") });
  studio = createStudioService(content);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const onDisk = (path: string) => readFileSync(join(root, path), "utf8");
const retitle = (title: string) => [{ op: "set" as const, path: ["sections", 0, "title"], value: title }];
const errorsIn = (problems: { file: string; severity: string }[], path: string) => problems.filter((problem) => problem.file === path && problem.severity === "error");

describe("the studio's service", () => {
  it("validates each keystroke against the content service's copy of the folder, not a fresh read", () => {
    expect(studio.content().problems.filter((problem) => problem.severity === "error")).toEqual([]);
    // Broken on disk, but the watcher has not told the service yet: edits are checked against what it read.
    writeFileSync(join(root, contact), "route: /contact\n");
    const text = onDisk(about);
    expect(errorsIn(studio.validate([{ path: about, text, changes: retitle("About Us") }]), contact)).toEqual([]);
    expect(studio.validate([{ path: about, text, changes: retitle("<b>About</b>") }]).some((problem) => problem.file === about && problem.path === "sections[0].title")).toBe(true);
    expect(content.validations).toBe(1);

    // What the dev server's watcher does when the file changes.
    content.invalidate();
    expect(errorsIn(studio.validate([{ path: about, text, changes: retitle("About Us") }]), contact).length).toBeGreaterThan(0);
  });

  it("answers a check with no unsaved edits from the cached validation", () => {
    studio.validate([]);
    studio.validate([]);
    studio.content();
    expect(content.validations).toBe(1);
  });

  it("refuses a save when the file changed on disk, even before the watcher has said so", () => {
    const version = versionOf(onDisk(about));
    const elsewhere = onDisk(about).replace(/^title: .*$/m, "title: Changed In A Code Editor — Verdavia");
    writeFileSync(join(root, about), elsewhere);
    expect(() => studio.save(about, version, retitle("About Us"))).toThrow(StudioRefusal);
    expect(onDisk(about)).toBe(elsewhere);
  });

  it("saves, and what it saved is what the next check sees", () => {
    const before = onDisk(about);
    const saved = studio.save(about, versionOf(before), retitle("About Us"));
    expect(onDisk(about)).toBe(saved.text);
    expect(saved.text).toBe(before.replace("    title: About Verdavia\n", "    title: About Us\n"));
    expect(saved.version).toBe(versionOf(saved.text));
    expect(studio.content().files.find((file) => file.path === about)?.text).toBe(saved.text);
  });

  it("saves a new field where the block's schema lists it", () => {
    const before = onDisk(about);
    const saved = studio.save(about, versionOf(before), [{ op: "set", path: ["sections", 0, "eyebrow"], value: "Who we are" }]);
    expect(saved.text).toBe(before.replace("    title: About Verdavia\n", "    eyebrow: Who we are\n    title: About Verdavia\n"));
  });

  it("refuses an edit with an error and writes nothing", () => {
    const before = onDisk(about);
    expect(() => studio.save(about, versionOf(before), retitle("<i>About</i>"))).toThrow(/Nothing was saved/);
    expect(onDisk(about)).toBe(before);
  });

  it("makes a new page as npm run new-page does, and lists it at once", () => {
    const page = studio.newPage("Our Team");
    expect(page.path).toBe("content/pages/our-team.yaml");
    expect(onDisk(page.path)).toBe(page.text);
    expect(studio.content().files.some((file) => file.path === page.path)).toBe(true);
    expect(errorsIn(content.result().problems, page.path)).toEqual([]);
    expect(() => studio.newPage("our-team")).toThrow(/already exists/);
  });
});

describe("the files store's commit", () => {
  it("writes every file of a save, or, when one changed on disk meanwhile, none, and names that one", () => {
    const aboutText = onDisk(about);
    const contactText = onDisk(contact);
    const request = (aboutNew: string, contactNew: string) => ({
      files: [
        { path: about, text: aboutNew, baseVersion: versionOf(aboutText) },
        { path: contact, text: contactNew, baseVersion: versionOf(contactText) },
      ],
      media: [],
      message: "",
      baseHead: "disk",
    });
    writeFileSync(join(root, contact), `${contactText}# changed in a code editor\n`);
    const refused = studio.commit(request(aboutText.replace("title: About Verdavia", "title: About Us"), contactText));
    expect(refused.saved).toBe(false);
    expect(!refused.saved && refused.conflicts.map((conflict) => [conflict.path, conflict.file.text.endsWith("# changed in a code editor\n")])).toEqual([[contact, true]]);
    expect(onDisk(about)).toBe(aboutText);

    writeFileSync(join(root, contact), contactText);
    const saved = studio.commit(request(aboutText.replace("title: About Verdavia", "title: About Us"), contactText));
    expect(saved.saved).toBe(true);
    expect(onDisk(about)).toContain("title: About Us\n");
    expect(onDisk(contact)).toBe(contactText);
  });

  it("refuses invalid content before writing anything", () => {
    const aboutText = onDisk(about);
    expect(() => studio.commit({ files: [{ path: about, text: aboutText.replace("route: /about", "route: about"), baseVersion: versionOf(aboutText) }], media: [], message: "", baseHead: "disk" })).toThrow(StudioRefusal);
    expect(onDisk(about)).toBe(aboutText);
  });
});

describe("the files store, in the studio's page", () => {
  /** The dev server's two endpoints the store uses, answered by the real service. */
  const devServer: typeof fetch = async (input, init) => {
    const action = String(input).split("/").pop();
    try {
      const body = action === "content" ? studio.content() : studio.commit(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status: 200 });
    } catch (error) {
      const refusal = error as StudioRefusal;
      return new Response(JSON.stringify({ message: refusal.message }), { status: refusal.status });
    }
  };

  it("opens the folder's files and commits an edit to disk, as the GitHub store does to a repository", async () => {
    const store = createFilesStore(devServer);
    const snapshot = await store.open();
    const file = snapshot.files.find((candidate) => candidate.path === about)!;
    expect(file.text).toBe(onDisk(about));
    const outcome = await store.commit({ files: [{ path: about, text: file.text.replace("title: About Verdavia", "title: About Us"), baseVersion: file.version }], media: [], message: "", baseHead: snapshot.head });
    expect(outcome.saved).toBe(true);
    expect(onDisk(about)).toContain("title: About Us\n");
    await expect(store.commit({ files: [{ path: "content/nothing.yaml", text: "", baseVersion: "x" }], media: [], message: "", baseHead: "disk" })).rejects.toMatchObject({ kind: "not-found" });
  });
});

describe("articles in the files store", () => {
  const article = "content/news/astm-d7566-corsia-certification.md";
  const arabic = "content/ar/news/astm-d7566-corsia-certification.md";

  it("lists every article in both languages as an entry, its front matter and body as its value", () => {
    const files = studio.content().files;
    const entries = files.filter((file) => file.kind === "entry").map((file) => file.path);
    expect(entries).toContain(article);
    expect(entries).toContain(arabic);
    expect(entries.every((path) => /^content\/(ar\/)?(news|events|careers)\/[^/]+\.md$/.test(path))).toBe(true);
    const file = files.find((candidate) => candidate.path === article)!;
    expect(file.text).toBe(onDisk(article));
    expect(file.data).toMatchObject({ type: "news", body: expect.stringContaining("ISCC CORSIA") });
  });

  it("validates and saves a front matter edit on its own line, and refuses an article the build would refuse", () => {
    const text = onDisk(article);
    const problems = studio.validate([{ path: article, text, changes: [{ op: "set", path: ["type"], value: "rumour" }] }]);
    expect(problems.some((problem) => problem.file === article && problem.path === "type" && problem.severity === "error")).toBe(true);
    const after = text.replace("type: news\n", "type: insight\n");
    expect(studio.commit({ files: [{ path: article, text: after, baseVersion: versionOf(text) }], media: [], message: "", baseHead: "disk" }).saved).toBe(true);
    expect(onDisk(article)).toBe(after);
    expect(() => studio.commit({ files: [{ path: article, text: after.replace("type: insight", "type: rumour"), baseVersion: versionOf(after) }], media: [], message: "", baseHead: "disk" })).toThrow(StudioRefusal);
  });

  it("deletes an article and its translation in one commit, or nothing when one changed on disk meanwhile", () => {
    const english = onDisk(article);
    const translation = onDisk(arabic);
    const request = (englishVersion: string) => ({
      files: [
        { path: article, text: "", baseVersion: englishVersion, deleted: true as const },
        { path: arabic, text: "", baseVersion: versionOf(translation), deleted: true as const },
      ],
      media: [],
      message: "",
      baseHead: "disk",
    });
    const refused = studio.commit(request("an-older-version"));
    expect(refused.saved).toBe(false);
    expect(onDisk(article)).toBe(english);
    expect(onDisk(arabic)).toBe(translation);
    const deleted = studio.commit(request(versionOf(english)));
    expect(deleted).toMatchObject({ saved: true, files: [] });
    expect(existsSync(join(root, article))).toBe(false);
    expect(existsSync(join(root, arabic))).toBe(false);
    content.invalidate();
    expect(studio.content().files.some((file) => file.path === article)).toBe(false);
    expect(studio.content().problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });
});

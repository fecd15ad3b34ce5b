import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContentService, type ContentService } from "../../../scripts/content/service.ts";
import { createStudioService, StudioRefusal, versionOf, type StudioService } from "../../../scripts/studio/service.ts";

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

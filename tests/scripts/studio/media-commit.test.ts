import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContentService } from "../../../scripts/content/service.ts";
import { createStudioService, StudioRefusal, versionOf, type StudioService } from "../../../scripts/studio/service.ts";
import { createFilesStore } from "../../../src/studio/store/files-store.ts";

const article = "content/news/dubai-airshow-2025.md";
let root: string;
let studio: StudioService;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-media-"));
  cpSync("content", join(root, "content"), { recursive: true });
  cpSync("public", join(root, "public"), { recursive: true });
  studio = createStudioService(createContentService({ root }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The dev server's endpoints the files store uses, answered by the real service. */
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

const picture = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]);
const withPicture = (text: string, src: string) => text.replace(/^ {2}src: .*$/m, `  src: ${src}`);

describe("a picture added in the studio under the dev server", () => {
  it("is written under public/media with the article that names it, through the files store", async () => {
    const store = createFilesStore(devServer);
    const snapshot = await store.open();
    const file = snapshot.files.find((candidate) => candidate.path === article)!;
    const outcome = await store.commit({ files: [{ path: article, text: withPicture(file.text, "/media/hangar.png"), baseVersion: file.version }], media: [{ path: "public/media/hangar.png", bytes: picture }], message: "", baseHead: snapshot.head });
    expect(outcome.saved).toBe(true);
    expect(new Uint8Array(readFileSync(join(root, "public/media/hangar.png")))).toEqual(picture);
    expect(readFileSync(join(root, article), "utf8")).toContain("  src: /media/hangar.png\n");
    expect((await store.open()).media).toContain("/media/hangar.png");
  });

  it("is refused with its save when it is not a file the studio names, or would replace another file", () => {
    const text = readFileSync(join(root, article), "utf8");
    const commit = (path: string) => () => studio.commit({ files: [{ path: article, text: withPicture(text, "/media/hangar.png"), baseVersion: versionOf(text) }], media: [{ path, base64: Buffer.from(picture).toString("base64") }], message: "", baseHead: "disk" });
    expect(commit("public/media/../../content/site.yaml")).toThrow(StudioRefusal);
    expect(commit("public/media/hangar.svg")).toThrow(StudioRefusal);
    expect(readFileSync(join(root, article), "utf8")).toBe(text);
    expect(existsSync(join(root, "public/media/hangar.png"))).toBe(false);
  });

  it("may be named by a field before it is saved: the check knows it is coming", () => {
    const text = readFileSync(join(root, article), "utf8");
    const edit = [{ path: article, text, changes: [{ op: "set" as const, path: ["image", "src"], value: "/media/hangar.png" }] }];
    const missing = (problems: { file: string; path?: string }[]) => problems.filter((problem) => problem.file === article && problem.path === "image.src");
    expect(missing(studio.validate(edit))).not.toEqual([]);
    expect(missing(studio.validate(edit, ["/media/hangar.png"]))).toEqual([]);
  });
});

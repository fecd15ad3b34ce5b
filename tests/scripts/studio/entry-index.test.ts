import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";
import { readContentSources } from "../../../scripts/content/sources.ts";
import { entryIndexOf, gitBlobSha } from "../../../scripts/studio/entry-index.ts";

const root = path.resolve(import.meta.dirname, "../../..");

it("names each entry by the blob SHA git gives its bytes, and keeps the fields its list shows", () => {
  const sources = readContentSources(root);
  const index = entryIndexOf(sources);
  const article = "content/news/dubai-airshow-2025.md";
  const source = sources.find((candidate) => candidate.path === article)!;
  expect(index.entries[article]!.version).toBe(execFileSync("git", ["hash-object", "--stdin"], { input: source.text, encoding: "utf8" }).trim());
  expect(gitBlobSha("سلام\n")).toBe(execFileSync("git", ["hash-object", "--stdin"], { input: "سلام\n", encoding: "utf8" }).trim());
  expect(Object.keys(index.entries[article]!.fields).sort()).toEqual(["date", "title", "type"]);
  // Every entry of every language, and nothing else.
  expect(Object.keys(index.entries).sort()).toEqual(sources.filter((candidate) => candidate.kind === "entry").map((candidate) => candidate.path).sort());
});

it("is written beside the studio's page by the build", async () => {
  const { assembleHostedStudio } = await import("../../../scripts/studio/hosted-build.ts");
  const { validateContentFolder } = await import("../../../scripts/content/validate-folder.ts");
  const sources = readContentSources(root);
  const content = validateContentFolder(root).content!;
  const studio = assembleHostedStudio([{ type: "chunk", fileName: "assets/s.js", name: "studio", isEntry: true, imports: [], code: "", viteMetadata: { importedCss: new Set(), importedAssets: new Set() } }, { type: "chunk", fileName: "assets/p.js", name: "preview", isEntry: true, imports: [], code: "", viteMetadata: { importedCss: new Set(), importedAssets: new Set() } }] as never, { content, fontFaces: "", sources });
  expect(JSON.parse(studio.files.get("studio/entries.json") as string)).toEqual(entryIndexOf(sources));
});

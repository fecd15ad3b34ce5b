import { describe, expect, it } from "vitest";
import { collectionsOf } from "../../../../src/validation/collections/declarations.ts";
import { readEntryFile } from "../../../../src/validation/collections/entry-file.ts";
import { checkEntryTranslations } from "../../../../src/validation/collections/translation.ts";
import type { SourceFile } from "../../../../src/validation/sources.ts";

const declaration = (name: string): SourceFile => ({
  path: `content/collections/${name}.yaml`,
  kind: "collection",
  text: `route: /${name}\nfields:\n  title: { kind: text, max: 80, label: Title }\n  summary: { kind: text, max: 200, label: Summary }\nlabels:\n  title: ${name}\n  all: All\n`,
});
const entry = (path: string, body: string, translated = ""): SourceFile => ({ path, kind: "entry", text: `---\ntitle: T\nsummary: S\n${translated}---\n${body}\n` });

describe("translation twins", () => {
  it("pairs an Arabic entry with the English of its own collection, not with a file of the same name in another", () => {
    const collections = collectionsOf([declaration("news"), declaration("events")]);
    const [news, events] = ["news", "events"].map((name) => collections.find((collection) => collection.name === name)!);
    const read = (source: SourceFile, collection: typeof news, locale: string) => ({ file: readEntryFile(source, collection!).file!, locale });
    const englishEvent = read(entry("content/events/airshow.md", "One block."), events, "");
    const englishNews = read(entry("content/news/airshow.md", "First.\n\nSecond.\n\nThird."), news, "");
    const unmarked = read(entry("content/ar/events/airshow.md", "كتلة واحدة."), events, "ar");
    const problems = checkEntryTranslations([englishEvent, englishNews, unmarked]);
    // Behind its own English (never marked), but never told it lacks the news entry's second and third blocks.
    expect(problems.some((problem) => problem.file === "content/ar/events/airshow.md")).toBe(true);
    expect(problems.filter((problem) => /lacks/.test(problem.message))).toEqual([]);
  });
});

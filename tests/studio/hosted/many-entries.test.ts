import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openWithEntries, type EntryOpenFigures } from "../../../scripts/bench/studio-entries.ts";
import { generatedTitle } from "../../../scripts/bench/generated-entries.ts";
import { articleRows } from "../../../src/studio/articles/entry-list.ts";
import { collectionFacts } from "../../../src/studio/collections/declared-files.ts";

// 10,000 generated entries are committed into the stand-in's repository and listed: well beyond 5 s on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const root = path.resolve(import.meta.dirname, "../../..");
const perLanguage = 5_000;
let opened: EntryOpenFigures;

beforeAll(async () => {
  opened = await openWithEntries(root, perLanguage);
});
afterAll(() => opened?.close());

it("opens with 5,000 entries per language in at most 20 API requests, listing every entry by its title, date and state", () => {
  expect(opened.requests.length).toBeLessThanOrEqual(20);
  const entries = opened.content.files.filter((file) => file.kind === "entry");
  expect(entries.filter((file) => file.path.includes("/generated-"))).toHaveLength(2 * perLanguage);
  // Listed from the build's index: no entry's text was read but the one saved since.
  expect(entries.filter((file) => !file.unread).map((file) => file.path)).toEqual([opened.saved.path]);
  const files = opened.content.files.map((file) => ({ file, changes: [] }));
  const facts = collectionFacts(opened.content.files.filter((file) => file.kind === "collection").map((file) => ({ path: file.path, data: file.data })));
  const rows = articleRows(files, new Date("2036-01-01T00:00:00Z"), ["ar"], facts);
  const row = rows.find((candidate) => candidate.path === "content/news/generated-4999.md")!;
  expect(row).toMatchObject({ title: generatedTitle(4999, false), collection: "news", typeWords: "Event", state: "live", translations: { ar: "content/ar/news/generated-4999.md" } });
  expect(row.date).toMatch(/^2033-/);
});

it("shows an entry saved since the build as the branch holds it", () => {
  const saved = opened.content.files.find((file) => file.path === opened.saved.path)!;
  expect(saved.unread).toBeUndefined();
  expect((saved.data as { title: string }).title).toBe(opened.saved.title);
});

it("reads an entry's file, with its translation, in one request when the editor opens it", async () => {
  const listed = opened.content.files.filter((file) => file.path.endsWith("/generated-17.md"));
  let read: Awaited<ReturnType<NonNullable<typeof opened.backend.readEntries>>> = [];
  expect(await opened.requestsDuring(async () => (read = await opened.backend.readEntries!(listed)))).toEqual(["POST /graphql 200"]);
  expect(read.map((file) => [file.path, (file.data as { title: string }).title, file.unread])).toEqual([
    ["content/ar/news/generated-17.md", generatedTitle(17, true), undefined],
    ["content/news/generated-17.md", generatedTitle(17, false), undefined],
  ]);
  expect(read[1]!.text).toContain("## Highlights");
});

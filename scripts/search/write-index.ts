/**
 * The site's search index, built after the prerender from the documents it wrote: every
 * `index.html` in dist/ whose <main> carries search facts (scripts/prerender/search-facts.ts)
 * becomes one record of its language's index, in dist/search-index/<language>/, with
 * Pagefind (a static index in chunks: a query fetches the chunks its words fall in, then
 * the fragments of the results it shows).
 *
 * Pagefind tokenizes and stems (Snowball, Arabic included) but folds no Arabic spelling, so
 * each record is given as custom data: its words folded (src/lib/search-fold.ts, the same
 * function the browser runs over the query) to index, and its words as written beside them,
 * word for word, for the excerpt. Each language has an index of its own, so a page found in
 * Arabic is an Arabic page, and the browser fetches nothing of the other language.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { close, createIndex } from "pagefind";
import { foldedWords } from "../../src/lib/search-fold.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { siteLocales } from "../../src/content/site-locales.ts";
import { searchPanelWordKeys } from "../../src/content/words.ts";
import { indexedDocument, type IndexedDocument } from "./document-text.ts";

/** dist/<folder>/<language>/: each language's index, the search panel's words and the listings it offers. */
export const searchIndexFolder = "search-index";
/** The panel's words and the listings "no results" offers, per language, beside its index. */
export const searchWordsFile = "search.json";

/** Pagefind's own interfaces, which the site does not use: left out of dist/ (fewer files for the host's limit). */
const unusedFiles = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/**
 * Fragments (a result's words and facts, fetched per result shown) per language, at most: past
 * it Pagefind bundles them, two pages a file at 5,000 entries, so a large site stays within a
 * host's file limit (20,000 on Cloudflare Pages' free plan) and a result still costs one small fetch.
 */
const maxFragments = 2_500;

/** Folders of dist/ that hold no public page. */
const skippedFolders = new Set([searchIndexFolder, "studio", "assets", "routes", "media"]);

/** Every index.html under `dir`, relative to `root`, with "/" separators. */
function documentsUnder(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && skippedFolders.has(entry.name)) continue;
      found.push(...documentsUnder(root, path));
    } else if (entry.name === "index.html") found.push(relative(root, path).split(sep).join("/"));
  }
  return found;
}

export interface IndexedLanguage {
  language: string;
  records: number;
  files: number;
  bytes: number;
}

/** The record Pagefind indexes for a document: its words folded, the original kept for the excerpt and the result's facts. */
export function searchRecord(url: string, document: IndexedDocument) {
  // The title is found too: an entry's is its <h1>, already in its text; a page's may not be.
  const { words, folded } = foldedWords(document.text.includes(document.title) ? document.text : `${document.title} ${document.text}`);
  const meta: Record<string, string> = { title: document.title, section: document.section, text: words.join(" ") };
  if (document.date) Object.assign(meta, { date: document.date.iso, dateText: document.date.text });
  if (document.tags.length > 0) meta.tags = JSON.stringify(document.tags);
  return {
    url,
    content: folded,
    language: document.language,
    meta,
    filters: { section: [document.section], ...(document.tags.length > 0 ? { tag: document.tags } : {}) },
    ...(document.date ? { sort: { date: document.date.iso } } : {}),
  };
}

function filesIn(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += readFileSync(join(entry.parentPath, entry.name)).byteLength;
  }
  return { files, bytes };
}

/** Builds each language's index from the documents in `outDir` and writes it there; returns what it wrote. */
export async function writeSearchIndex(outDir: string, content: SiteContent): Promise<IndexedLanguage[]> {
  const byLanguage = new Map<string, { url: string; document: IndexedDocument }[]>();
  for (const file of documentsUnder(outDir)) {
    const document = indexedDocument(readFileSync(join(outDir, file), "utf8"));
    if (!document) continue;
    const list = byLanguage.get(document.language) ?? [];
    list.push({ url: file.replace(/index\.html$/, ""), document });
    byLanguage.set(document.language, list);
  }
  rmSync(join(outDir, searchIndexFolder), { recursive: true, force: true });
  const written: IndexedLanguage[] = [];
  try {
    for (const locale of siteLocales(content.site)) {
      const documents = byLanguage.get(locale.code) ?? [];
      const { index, errors } = await createIndex({ forceLanguage: locale.code, maxFragments });
      if (!index) throw new Error(`Search could not start its index: ${errors.join("; ")}`);
      for (const { url, document } of documents) {
        const added = await index.addCustomRecord(searchRecord(url, document));
        if (added.errors.length > 0) throw new Error(`Search could not index ${url}: ${added.errors.join("; ")}`);
      }
      const folder = join(outDir, searchIndexFolder, locale.code);
      const result = await index.writeFiles({ outputPath: folder });
      if (result.errors.length > 0) throw new Error(`Search could not write its index: ${result.errors.join("; ")}`);
      for (const name of readdirSync(folder)) if (unusedFiles.test(name)) rmSync(join(folder, name));
      const site = (locale.prefix && content.sites?.[locale.code]) || content.site;
      const browse = new Map<string, string>();
      for (const { document } of documents) if (document.listing) browse.set(document.listing, document.section);
      const words = Object.fromEntries(searchPanelWordKeys.map((key) => [key, site.words[key]]));
      writeFileSync(join(folder, searchWordsFile), JSON.stringify({ words, browse: [...browse].map(([href, label]) => ({ label, href })) }));
      written.push({ language: locale.code, records: documents.length, ...filesIn(folder) });
    }
  } finally {
    await close();
  }
  return written;
}

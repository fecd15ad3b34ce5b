/**
 * `npm run bench:search`: what site search costs, on the built site (run `vite build` first).
 * For the shipped content, then 1,000 and 5,000 generated entries per language: the index's
 * build time, size and file count per language; then, in Chromium with a phone's profile, the
 * bytes a first and a second query transfer (gzip, as hosts serve) and the time from the query
 * to its results, and from the index chunk's arrival to the results.
 *
 * The generated entries are written as documents directly, not by building the whole site for
 * each size (minutes each on a shared machine): each is the shipped certification entry's
 * document with its <main> replaced, marked by the prerender's own searchFacts writer, and its
 * words drawn from the shipped documents' vocabulary in its language, so the index grows as a
 * real one would (the news bench's entries repeat one paragraph, which would index as a handful
 * of words). The shipped pages' documents are indexed beside them, as the build does.
 *   npm run bench:search                    sizes 1000,5000 per language
 *   npm run bench:search -- --sizes 200     other sizes
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { validateContentFolder } from "../content/validate-folder.ts";
import { withSearchFacts } from "../prerender/search-facts.ts";
import { chromiumArgs, testChromiumPath } from "../browser.ts";
import { indexedDocument } from "../search/document-text.ts";
import { searchIndexFolder, writeSearchIndex, type IndexedLanguage } from "../search/write-index.ts";

const dist = join(process.cwd(), "dist");
const args = process.argv.slice(2);
const sizes = (args.includes("--sizes") ? args[args.indexOf("--sizes") + 1]! : "1000,5000").split(",").map(Number);
const languages = [
  { code: "en", prefix: "", template: "news/astm-d7566-corsia-certification/index.html", queries: ["sustainable", "certification"] },
  { code: "ar", prefix: "ar/", template: "ar/news/astm-d7566-corsia-certification/index.html", queries: ["الاستدامة", "الإعتماد"] },
] as const;

if (!existsSync(join(dist, searchIndexFolder))) throw new Error("Build the site first (npx vite build): the bench indexes and serves dist/.");
const content = validateContentFolder(".").content!;

/** Every index.html of dist/ that search indexes, by path. */
function shippedDocuments(): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of readdirSync(dist, { recursive: true, encoding: "utf8" })) {
    if (!path.endsWith("index.html") || path.startsWith("studio/")) continue;
    const html = readFileSync(join(dist, path), "utf8");
    if (indexedDocument(html)) found.set(path, html);
  }
  return found;
}

/** A small deterministic random source, so each run indexes the same words. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** `count` generated entries' documents in a language, from the template entry and the shipped vocabulary. */
function generatedDocuments(language: (typeof languages)[number], shipped: Map<string, string>, count: number): Map<string, string> {
  const template = shipped.get(language.template)!;
  const facts = indexedDocument(template)!;
  const vocabulary = [...shipped].filter(([path]) => (language.prefix ? path.startsWith(language.prefix) : !path.startsWith("ar/"))).flatMap(([, html]) => indexedDocument(html)!.text.split(" "));
  const random = randomFrom(count + language.code.length);
  const words = (length: number) => Array.from({ length }, () => vocabulary[random(vocabulary.length)]!).join(" ");
  const documents = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    const title = `${words(8)} ${index}`;
    const paragraphs = Array.from({ length: 6 }, () => `<p>${words(60)}</p>`).join("");
    const main = withSearchFacts(`<main id="main" tabindex="-1"><article><h1>${title}</h1>${paragraphs}</article></main>`, {
      ...facts,
      title,
      date: { iso: new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString(), text: String(index) },
      tags: [facts.tags[index % facts.tags.length]!],
    });
    // What the index reads of a document: its language and its <main> (the rest of a page is served from dist/).
    documents.set(`${language.prefix}news/generated-${index}/index.html`, `<!doctype html><html lang="${language.code}"><body>${main}</body></html>`);
  }
  return documents;
}

/**
 * A static host over dist/, with `indexRoot`'s index in place of the built one; text files gzip
 * as hosts send them. It counts the bytes it sends and when it last sent an index chunk: Pagefind
 * fetches from a worker, whose requests the page's own timing does not see.
 */
const sent = { bytes: 0, lastIndexChunk: 0 };
async function serve(indexRoot: string) {
  const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json", ".css": "text/css", ".woff2": "font/woff2", ".svg": "image/svg+xml" };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    const root = path.startsWith(`/${searchIndexFolder}/`) ? indexRoot : dist;
    let file = normalize(join(root, path));
    if (path.endsWith("/")) file = join(file, "index.html");
    if (!existsSync(file)) return void response.writeHead(404).end();
    const data = readFileSync(file);
    const type = types[extname(file)];
    const body = type && !type.startsWith("font") ? gzipSync(data) : data;
    response.writeHead(200, { "content-type": type ?? "application/octet-stream", ...(body === data ? {} : { "content-encoding": "gzip" }) });
    response.end(body, () => {
      sent.bytes += body.byteLength;
      if (/\.pf_(index|meta|filter)$|wasm\./.test(path)) sent.lastIndexChunk = Date.now();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

interface QueryMeasure {
  bytes: number;
  /** From the query's input to its first result drawn. */
  toResults: number;
  /** From the last index chunk's arrival to the first result drawn. */
  afterIndex: number;
}

/** Opens search from the header of the language's home on a phone, runs its two queries, and measures each. */
async function measureQueries(origin: string, language: (typeof languages)[number]): Promise<QueryMeasure[]> {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.goto(`${origin}${language.prefix}`, { waitUntil: "networkidle" });
    await page.locator('html[data-app="running"]').waitFor({ state: "attached" });
    await page.locator('[data-header-part="search"]').click();
    const field = page.getByRole("dialog").getByRole("textbox");
    await field.waitFor();
    const measures: QueryMeasure[] = [];
    for (const query of language.queries) {
      // The last query's results go first, so the next one's are the ones timed.
      await field.fill("");
      await page.locator("dialog ol").waitFor({ state: "detached" });
      await page.waitForLoadState("networkidle");
      sent.bytes = 0;
      sent.lastIndexChunk = 0;
      // No named functions inside: the page runs them as written, without the helpers tsx adds to named ones.
      await page.evaluate(() => {
        const state = window as unknown as { benchResults?: number; benchInput?: number };
        state.benchResults = undefined;
        state.benchInput = undefined;
        const observer = new MutationObserver(() => {
          if (state.benchInput !== undefined && document.querySelector("dialog [data-search-panel] ol li") && state.benchResults === undefined) state.benchResults = Date.now();
        });
        observer.observe(document.querySelector("dialog")!, { childList: true, subtree: true, characterData: true });
        document.addEventListener("input", () => (state.benchInput = Date.now()), { once: true, capture: true });
      });
      await field.fill(query);
      await page.waitForFunction(() => (window as unknown as { benchResults?: number }).benchResults !== undefined, undefined, { timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      const state = await page.evaluate(() => {
        const marks = window as unknown as { benchResults: number; benchInput: number };
        return { benchResults: marks.benchResults, benchInput: marks.benchInput };
      });
      const indexArrived = Math.max(state.benchInput, sent.lastIndexChunk);
      measures.push({ bytes: sent.bytes, toResults: state.benchResults - state.benchInput, afterIndex: state.benchResults - indexArrived });
    }
    return measures;
  } finally {
    await browser.close();
  }
}

const shipped = shippedDocuments();
const rows: { count: number; indexed: IndexedLanguage[]; seconds: number; queries: Record<string, QueryMeasure[]> }[] = [];
for (const count of [0, ...sizes]) {
  const scratch = mkdtempSync(join(tmpdir(), `search-bench-${count}-`));
  try {
    const documents = new Map(shipped);
    for (const language of languages) for (const [path, html] of generatedDocuments(language, shipped, count)) documents.set(path, html);
    for (const [path, html] of documents) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), html);
    }
    const started = performance.now();
    const indexed = await writeSearchIndex(scratch, content);
    const seconds = (performance.now() - started) / 1000;
    const host = await serve(scratch);
    const queries: Record<string, QueryMeasure[]> = {};
    try {
      for (const language of languages) queries[language.code] = await measureQueries(host.origin, language);
    } finally {
      host.server.close();
    }
    rows.push({ count, indexed, seconds, queries });
    console.log(`${count} generated entries per language: indexed in ${seconds.toFixed(1)} s`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log("\nentries/lang | lang | records | index files | index KB | build s (both) | 1st query KB | 1st query→results ms | index→results ms | 2nd query KB | 2nd query→results ms | index→results ms");
for (const row of rows) {
  for (const language of row.indexed) {
    const [first, second] = row.queries[language.language]!;
    console.log(
      [row.count, language.language, language.records, language.files, kb(language.bytes), row.seconds.toFixed(1), kb(first!.bytes), first!.toResults.toFixed(0), first!.afterIndex.toFixed(0), kb(second!.bytes), second!.toResults.toFixed(0), second!.afterIndex.toFixed(0)].join(" | "),
    );
  }
}

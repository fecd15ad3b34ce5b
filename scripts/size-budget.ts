/**
 * Size budgets of the built site, from dist/.vite/manifest.json, dist/index.html and
 * each page's own document (dist/about/index.html); and of the studio for the published
 * site (dist/studio/), an editors' tool with a budget of its own, which every public
 * measure and check leaves out.
 * Used by scripts/cli/size.ts (the check) and scripts/cli/bench.ts (the figures).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { routeModulesAttribute } from "../src/boot/contract.ts";
import { hostedStudioFolder } from "../src/studio/hosted/page-data.ts";
import { fieldMarkAttribute } from "../src/lib/field-mark.ts";
import { cssFontFiles, htmlRefs } from "./html-refs.ts";
import { lazyChunkOwn, staticChunkClosure } from "./studio-chunks.ts";

/** One entry of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const manifestPath = ".vite/manifest.json";
export const entryKey = "index.html";

/**
 * Chunks that may hold supabase-js: the sign-in route's, and the contact form's
 * sending code, which the form loads only once a visitor starts typing.
 */
export const supabaseChunks = ["auth", "Auth", "complete-sign-in", "send-message"];

/** Text that survives minification of each package that must stay out of public chunks. */
export const forbiddenMarkers: Record<string, string[]> = {
  zod: ["ZodError", "_zod"],
  yaml: ["LineCounter", "YAMLParseError"],
  "supabase-js": ["GoTrueClient", "supabase-js"],
  // Markdown is parsed at build (src/markdown/): pages get its tree, never the parser.
  "micromark and mdast": ["setextHeadingLine", "allowDangerousHtml"],
  // The article editor is the studio's: a public article is prerendered HTML and its tree.
  prosemirror: ["ProseMirror-hideselection"],
};

/**
 * Text every module of the dev server's studio carries (its address, /__studio/): any public
 * file holding it means studio code leaked into the site's bundle.
 */
export const studioMarker = "__studio";
const textFile = /\.(js|mjs|css|html|json|txt|xml|webmanifest|svg|map)$/;

/** Built files outside dist/studio/ that contain studio code. */
export function findStudioCode(dist: string): string[] {
  return publicFilesHolding(dist, studioMarker);
}

/**
 * Built files outside dist/studio/ that hold the studio preview's field marks (src/lib/field-mark.ts):
 * the site's build cuts them from the blocks (scripts/public-field-marks.ts), so none may.
 */
export function findFieldMarks(dist: string): string[] {
  return publicFilesHolding(dist, fieldMarkAttribute);
}

/** Text files outside dist/studio/ whose text contains `marker`. */
function publicFilesHolding(dist: string, marker: string): string[] {
  const hits: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(dist, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (path === hostedStudioFolder) continue;
      if (entry.isDirectory()) walk(path);
      else if (textFile.test(entry.name) && readFileSync(join(dist, path), "utf8").includes(marker)) hits.push(path);
    }
  };
  walk("");
  return hits;
}

/**
 * Text only the inbox's code carries (the database call its list makes): a public file holding it
 * means the inbox leaked into the site's bundle.
 */
export const inboxMarker = "list_contact_messages";

/** The inbox's own chunk in dist/studio/assets/, by the name of its entry module (src/studio/inbox/InboxEntry.tsx). */
const inboxChunk = /^InboxEntry-[\w-]+\.js$/;

/** The article body editor's chunk in dist/studio/assets/, by the name of its module (src/studio/articles/body/BodyEditor.tsx). */
const articleEditorChunk = /^BodyEditor-[\w-]+\.js$/;

/** The published studio's page; what it loads before its code runs is its first load. */
const studioPage = `${hostedStudioFolder}/index.html`;

export const budgets = {
  /**
   * Home's JS: lowered from 100 KB once home weighed 94.8 KB (issue #23); 97 KB since the site
   * became bilingual (94.4 → 96.1 KB: routing by language, the language switch, the engine's
   * words as content, and English's own module beside the app); 100 KB when home showed the
   * news (96.1 → 99.2 KB). 96 KB since static blocks ship no code (98.9 → 95.2 KB): the
   * cards, text and call-to-action components left the app, the latest block's chunk is no
   * longer fetched, and English's module carries only the interactive sections' fields
   * (5.1 → 2.7 KB), against the islands' own code (gates, held clicks, the static sections'
   * links and pictures, the emotion cache that adopts the page's CSS) and the record of React's
   * errors. What is left is React, emotion, the router, the header and footer, and the hero
   * and counters, which hydrate. No other language's words: `foreignWords` checks. 97 KB since
   * the header opens site search (96.0 KB with it: its button, the "/" and Ctrl/Cmd-K shortcuts, the
   * lazy import of the dialog and four words); search's own code stays out (searchInHome).
   * 97.5 KB since every document's own page script (page-runtime.ts, 1.1 KB, and 3.8 KB it
   * shares with the app) brings a page to life without React: a visit that only reads loads
   * those 4.9 KB, and the app (React most of it) only when an island is wanted. The page
   * script also starts the app for a form the address fills in ("Apply" on a role), and
   * leaves alone the pictures of a page about to be replaced.
   */
  js: 97.5 * 1024,
  css: 20 * 1024,
  fonts: 100 * 1024,
  html: 30 * 1024,
  /**
   * Home's document in each language (index.html, ar/index.html), gzip: what a connection's first
   * flight carries before it waits for the visitor's acknowledgement (ten segments, about 14 KB),
   * so home paints after one round trip, as the scriptless document would. 15.5 and 16.6 KB when
   * this was set; 14 KB since emotion's prefixes for browsers that cannot run the app and the list
   * of the components' ids left the documents (the browser reads the ids from the CSS itself).
   */
  homeDocument: 14 * 1024,
  /**
   * Another language's home (ar/index.html), gzip: its target is the same 14 KB; 17.0 KB when
   * this was set, 15.1 KB after the same cuts (budget 15.5), 14.7 KB once the path document
   * script built its address with a function of its own size, the fallback faces were written
   * without spaces and the hero's pause control came to be drawn only once its video plays;
   * held at 15 KB until what is left goes (see docs/benchmarks.md, "Home's document").
   */
  otherLanguageHomeDocument: 15 * 1024,
  /** Each prerendered route file (dist/about/shell.json) is on its route's first paint, like index.html on home's. */
  route: 30 * 1024,
  /** Another language's home may load at most this much more JS than the default language's: its words, no code of its own. */
  localeHomeExtra: 2 * 1024,
  /**
   * The studio's page: its entry script, the chunks it preloads and its stylesheets: React,
   * emotion and the studio's screens (90.4 KB). Octokit, the YAML parser and the validator
   * load beside the sign-in, and are in the printed total. About 15% over what it measured;
   * 110 KB since every collection has its list and new-entry form on the first screen, every
   * field is named in a writer's words (the words table, 2.2 KB) and the page refuses another
   * site's frame before it reads a token (104.0 → 108.8 KB).
   */
  studio: 110 * 1024,
  /**
   * The team's inbox (#/inbox on the studio's page): its chunk and what it imports that the studio's
   * first load does not carry, supabase-js most of it (8.2 + 50.1 KB when it was added). Loaded only
   * when the inbox is opened; never by the studio's first load (inboxInFirstLoad) or a public page.
   */
  inbox: 64 * 1024,
  /**
   * The article body editor (src/studio/articles/body/, loaded when an article is opened): its chunk
   * and what it imports that neither the studio's first load nor the article form holding it already
   * carries: ProseMirror (model, state, view, transform, commands, history, keymap, input rules),
   * our schema of the allowed Markdown subset, the Markdown mapping both ways, the toolbar and its
   * forms. 86.9 KB when this budget was set, all of it one chunk (BodyEditor-*.js); 92 KB is that
   * plus about 5%, rounded up. The research's figures for the alternatives: Lexical about 96 KB,
   * Tiptap 3 with its starter kit about 150 KB gzip, each before a Markdown mapping of its own;
   * plain ProseMirror with an own schema is the lighter choice, and the budget keeps more from
   * creeping in unseen. The front matter code and block schemas it imports (entry-text, schema:
   * 55 KB more) are the article form's, loaded before it, so not counted here. Never in the
   * studio's first load (articleEditorInFirstLoad), nor ProseMirror in a public chunk (forbiddenMarkers).
   */
  articleEditor: 92 * 1024,
  /**
   * Site search's code (src/search/: the dialog, the panel, the Pagefind glue and the folding),
   * loaded when a visitor opens search, never by a page's first load (searchInHome): 3.9 KB
   * when it was added. Pagefind's own script, WebAssembly and index are the index's, written by
   * the build beside it, and measured by npm run bench:search.
   */
  search: 6 * 1024,
};

/** Manifest keys reachable from `roots` through static imports only, roots first. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

function keyOfFile(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.file === file);
}

export interface HomeRoute {
  js: string[];
  css: string[];
  /** Fonts preloaded by the page itself; fonts named in the CSS are found by reading it. */
  fontPreloads: string[];
  inlineStyles: string[];
}

/**
 * What `/` loads: the entry's static closure, plus whatever index.html itself
 * references (with the static closure of any referenced chunk), as dist paths.
 */
export function homeRoute(manifest: Manifest, html: string, route = "/"): HomeRoute {
  if (!manifest[entryKey]) throw new Error(`the manifest has no "${entryKey}" entry`);
  const refs = htmlRefs(html);
  // The hydration loader fetches the route's modules (its language's module first) beside the app.
  const htmlScripts = [...refs.scripts, ...refs.modulePreloads, ...(routeModulesOf(html)[route] ?? []).map((file) => file.replace(/^\.\//, ""))];
  const htmlKeys = htmlScripts.map((file) => keyOfFile(manifest, file)).filter((key) => key !== undefined);
  const chunks = staticClosure(manifest, [entryKey, ...htmlKeys]).map((key) => manifest[key]!);
  return {
    js: unique([...chunks.map((chunk) => chunk.file), ...htmlScripts]),
    css: unique([...chunks.flatMap((chunk) => chunk.css ?? []), ...refs.stylesheets]),
    fontPreloads: unique(refs.fontPreloads),
    inlineStyles: refs.inlineStyles,
  };
}

/** The modules each route fetches beside the app, as the hydration loader's tag lists them. */
export function routeModulesOf(html: string): Record<string, string[]> {
  const attribute = new RegExp(`${routeModulesAttribute}='([^']*)'`).exec(html)?.[1];
  return attribute ? (JSON.parse(attribute.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as Record<string, string[]>) : {};
}

/** Letters of the Arabic script: none may reach the default language's files but the language switch's own name. */
const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+/g;

/** Runs of Arabic letters in a file other than the names the language switch shows (`allowed`). */
export function foreignWords(text: string, allowed: readonly string[]): string[] {
  return [...new Set(text.match(arabicLetters) ?? [])].filter((word) => !allowed.some((name) => name.includes(word)));
}

function mayHoldSupabase(chunk: ManifestChunk, excluded: readonly string[]): boolean {
  const srcName = chunk.src ? posix.basename(chunk.src).replace(/\.[^.]+$/, "") : undefined;
  return excluded.includes(chunk.name ?? "") || (srcName !== undefined && excluded.includes(srcName));
}

/**
 * Chunks any route can load before supabase is needed: the static closures of the
 * entry and of every dynamic entry except the supabase ones. A supabase chunk
 * that a public chunk imports statically is still included, as it then loads publicly.
 */
export function publicChunks(manifest: Manifest, excluded: readonly string[] = supabaseChunks): string[] {
  const roots = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    return key === entryKey || chunk.isEntry || (chunk.isDynamicEntry && !mayHoldSupabase(chunk, excluded));
  });
  return staticClosure(manifest, roots).map((key) => manifest[key]!.file);
}

export interface MarkerHit {
  file: string;
  pkg: string;
  marker: string;
}

export function findMarkers(file: string, text: string, markers = forbiddenMarkers): MarkerHit[] {
  return Object.entries(markers).flatMap(([pkg, list]) =>
    list.filter((marker) => text.includes(marker)).map((marker) => ({ file, pkg, marker })),
  );
}

export interface FileSize {
  file: string;
  bytes: number;
}

export type BudgetKey = keyof typeof budgets;

export interface BudgetRow {
  key: BudgetKey;
  item: string;
  bytes: number;
  budget: number;
  over: boolean;
  /** What the total is made of, so an overrun says where to look. */
  files: FileSize[];
}

export function evaluate(key: BudgetKey, item: string, files: FileSize[], budget: number = budgets[key]): BudgetRow {
  const bytes = files.reduce((total, entry) => total + entry.bytes, 0);
  return { key, item, bytes, budget, over: bytes > budget, files };
}

export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

export interface SizeReport {
  rows: BudgetRow[];
  forbidden: MarkerHit[];
  /** Public files holding the dev server's studio code, which must never ship. */
  studioLeaks: string[];
  /** Public files holding the studio preview's field marks, which only the studio's own build keeps. */
  fieldMarkLeaks: string[];
  /** Every script of the published studio, loaded now or later: how many, their bytes and their gzip. */
  studioJs: { files: number; bytes: number; gzip: number };
  /** Another language's words in the default language's home files (HTML, JS, CSS), which must carry none. */
  foreignWords: { file: string; words: string[] }[];
  /** Public files holding the inbox's code, which only the studio's folder may. */
  inboxLeaks: string[];
  /** The inbox's chunks that the studio's first load carries: none may. */
  inboxInFirstLoad: string[];
  /** The article editor's chunk, if the studio's first load carries it (loads it or imports it statically): it may not. */
  articleEditorInFirstLoad: string[];
  /** Search's chunks that home's first load carries: none may. */
  searchInHome: string[];
}

/** Reads dist/ and measures every budget. Throws if dist/ or its manifest is missing. */
export function measureDist(dist: string): SizeReport {
  for (const needed of [entryKey, manifestPath, studioPage]) {
    if (!existsSync(join(dist, needed))) throw new Error(`${join(dist, needed)} is missing`);
  }
  const manifest = JSON.parse(readFileSync(join(dist, manifestPath), "utf8")) as Manifest;
  const html = readFileSync(join(dist, entryKey), "utf8");
  const read = (file: string): Buffer => {
    if (!existsSync(join(dist, file))) throw new Error(`${file} is referenced by the build but missing from ${dist}`);
    return readFileSync(join(dist, file));
  };
  const home = homeRoute(manifest, html);

  const fonts = unique([
    ...home.fontPreloads,
    ...home.css.flatMap((file) => cssFontFiles(read(file).toString("utf8"), file)),
    ...home.inlineStyles.flatMap((css) => cssFontFiles(css, entryKey)),
  ]);
  const sizes = (files: string[], size: (data: Buffer) => number) => files.map((file) => ({ file, bytes: size(read(file)) }));
  const rows = [
    evaluate("js", "JS (home, gzip)", sizes(home.js, gzipSize)),
    evaluate("css", "CSS (home, gzip)", sizes(home.css, gzipSize)),
    evaluate("fonts", "Fonts (woff2)", sizes(fonts, (data) => data.length)),
    evaluate("homeDocument", "Home's document (gzip)", sizes([entryKey], gzipSize)),
  ];
  const routeFiles = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(`${sep}shell.json`) && !file.startsWith(`${hostedStudioFolder}${sep}`));
  const largestRoute = sizes(routeFiles, gzipSize).sort((a, b) => b.bytes - a.bytes)[0];
  if (largestRoute) rows.push(evaluate("route", "Prerendered route (largest, gzip)", [largestRoute]));
  // Each page's own document (about/index.html) is its first paint when opened at its path, as index.html is home's.
  const documents = readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== hostedStudioFolder && existsSync(join(dist, entry.name, entryKey)))
    .map((entry) => `${entry.name}/${entryKey}`);
  const largestDocument = sizes(documents, gzipSize).sort((a, b) => b.bytes - a.bytes)[0];
  if (largestDocument) rows.push(evaluate("html", "Page document (largest, gzip)", [largestDocument]));
  // Each other language's home (dist/ar/index.html) against the default's: the same app, its own words.
  const homeJs = rows[0]!.bytes;
  // A language's folder has its own not-found document (ar/404.html); a page's folder (esg/) has none.
  const languageHomes = readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, entryKey)) && existsSync(join(dist, entry.name, "404.html")));
  for (const entry of languageHomes) rows.push(evaluate("otherLanguageHomeDocument", `Home's document, /${entry.name}/ (gzip)`, sizes([`${entry.name}/${entryKey}`], gzipSize)));
  for (const route of languageHomes.map((entry) => `/${entry.name}`)) {
    const other = homeRoute(manifest, readFileSync(join(dist, route.slice(1), entryKey), "utf8"), route);
    const bytes = sizes(other.js, gzipSize).reduce((sum, entry) => sum + entry.bytes, 0) - homeJs;
    rows.push({ ...evaluate("localeHomeExtra", `JS (${route}/ over /, gzip)`, []), bytes, over: bytes > budgets.localeHomeExtra });
  }
  const switchNames = [...html.matchAll(/data-language-switch="[^"]*"[^>]*>([^<]*)</g)].map((match) => match[1]!);
  const foreignWordsFound = [entryKey, ...home.js, ...home.css]
    .map((file) => ({ file, words: foreignWords(read(file).toString("utf8"), switchNames) }))
    .filter((hit) => hit.words.length > 0);
  const scanned = unique([...publicChunks(manifest), ...home.js]);
  const forbidden = scanned.flatMap((file) => findMarkers(file, read(file).toString("utf8")));

  // Search: its own chunks, and whether home's first load carries any of them.
  const searchKeys = Object.keys(manifest).filter((key) => key.startsWith("src/search/"));
  const searchFiles = unique(staticClosure(manifest, searchKeys).map((key) => manifest[key]!.file)).filter((file) => !home.js.includes(file));
  if (searchKeys.length > 0) rows.push(evaluate("search", "Search (its own chunks, gzip)", sizes(searchFiles, gzipSize)));
  const searchInHome = searchKeys.map((key) => manifest[key]!.file).filter((file) => home.js.includes(file));

  const studioRefs = htmlRefs(readFileSync(join(dist, studioPage), "utf8"), studioPage);
  const firstLoad = unique([...studioRefs.scripts, ...studioRefs.modulePreloads, ...studioRefs.stylesheets]);
  rows.push(evaluate("studio", "Studio (first load, gzip)", sizes(firstLoad, gzipSize)));
  // The inbox: its chunk and the chunks it imports statically, less what the first load already has.
  const assets = `${hostedStudioFolder}/assets`;
  const chunkNames = readdirSync(join(dist, assets)).filter((name) => name.endsWith(".js"));
  const codeOf = (name: string) => read(`${assets}/${name}`).toString("utf8");
  const inAssets = (names: readonly string[]) => names.map((name) => `${assets}/${name}`);
  const oneChunk = (pattern: RegExp, what: string): string => {
    const found = chunkNames.filter((name) => pattern.test(name));
    if (found.length !== 1) throw new Error(`the studio's build has ${found.length} ${what} chunks (${pattern.source} in ${assets}/), not one`);
    return found[0]!;
  };
  const inboxRoot = oneChunk(inboxChunk, "inbox");
  const inboxOwn = inAssets(staticChunkClosure([inboxRoot], codeOf)).filter((file) => !firstLoad.includes(file));
  rows.push(evaluate("inbox", "Inbox (its own chunks, gzip)", sizes(inboxOwn, gzipSize)));
  const inboxInFirstLoad = firstLoad.filter((file) => file === `${assets}/${inboxRoot}`);
  // The article editor: what opening an article's body adds to the first load and the article form around it.
  const firstLoadChunks = staticChunkClosure(
    firstLoad.filter((file) => file.startsWith(`${assets}/`) && file.endsWith(".js")).map((file) => file.slice(assets.length + 1)),
    codeOf,
  );
  const editorRoot = oneChunk(articleEditorChunk, "article editor");
  const editorOwn = inAssets(lazyChunkOwn(editorRoot, chunkNames, codeOf, firstLoadChunks));
  rows.push(evaluate("articleEditor", "Article editor (its own chunks, gzip)", sizes(editorOwn, gzipSize)));
  const articleEditorInFirstLoad = firstLoadChunks.includes(editorRoot) ? [`${assets}/${editorRoot}`] : [];
  const studioScripts = listFiles(dist, hostedStudioFolder).filter((file) => file.endsWith(".js")).map(read);
  const total = (size: (data: Buffer) => number) => studioScripts.reduce((sum, data) => sum + size(data), 0);
  const studioJs = { files: studioScripts.length, bytes: total((data) => data.length), gzip: total(gzipSize) };
  return {
    rows,
    forbidden,
    studioLeaks: findStudioCode(dist),
    fieldMarkLeaks: findFieldMarks(dist),
    studioJs,
    foreignWords: foreignWordsFound,
    inboxLeaks: publicFilesHolding(dist, inboxMarker),
    inboxInFirstLoad,
    articleEditorInFirstLoad,
    searchInHome,
  };
}

/** Every file under `folder` of dist/, as dist paths. */
function listFiles(dist: string, folder: string): string[] {
  return readdirSync(join(dist, folder), { recursive: true, encoding: "utf8" })
    .map((path) => `${folder}/${path.split(sep).join("/")}`)
    .filter((path) => statSync(join(dist, path)).isFile());
}

export function formatKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

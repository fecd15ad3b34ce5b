/**
 * Render, the first of the prerender's three steps (render → assemble → write): every
 * page as HTML and CSS, drawn by the same React code the browser runs.
 *
 * The build's `ssr` environment compiles src/entry-server.tsx alongside the browser's
 * bundle, so its imports resolve as the browser's do: fonts to their built file names.
 * That output is staged under node_modules/ (where its imports of react and the other
 * packages resolve, as they do for any file of the project), imported, asked for each
 * route, and removed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { homeRoute } from "../../src/content/route-roles.ts";
import type { PrerenderedPage } from "../../src/entry-server.tsx";
import type { SiteBundle } from "../../src/content/site-content.ts";
import type { BuildOutput } from "./client-bundle.ts";
import { PlainBuildError } from "../plain-error.ts";
import { staticBlockProblemText, type StaticBlockProblem } from "../../src/render/sections/static-block-problem.ts";

/** The module that renders a route to HTML, and the name of its chunk in the server build. */
export const serverEntry = { name: "entry-server", file: "src/entry-server.tsx" } as const;

/** Any address no page has: the not-found page is rendered at it. */
const unknownRoute = "/404";

interface ServerEntry {
  renderPage(route: string, site: SiteBundle): Promise<PrerenderedPage>;
  coreFont: string;
  arabicCoreFont: string;
}

export interface RenderedSite {
  home: PrerenderedPage;
  notFound: PrerenderedPage;
  /** Each other language's not-found page, by the language's prefix ("/ar"). */
  notFoundIn: Map<string, PrerenderedPage>;
  /** Each route that gets a file of its own, in the order asked. */
  routes: Map<string, PrerenderedPage>;
  /** The font file nearly every page's text is set in, as the pages' CSS names it ("./assets/inter-core-….woff2"). */
  coreFont: string;
  /** The font file an Arabic page's text is set in ("./assets/noto-sans-arabic-core-….woff2"). */
  arabicCoreFont: string;
}

/** Stops the build when a static block on any page would act in the browser, naming each once by its type, with the first page it is on. */
export function failOnStaticBehaviour(pages: readonly Pick<PrerenderedPage, "staticBlockProblems">[]): void {
  const byType = new Map<string, StaticBlockProblem>();
  for (const problem of pages.flatMap((page) => page.staticBlockProblems)) if (!byType.has(problem.type)) byType.set(problem.type, problem);
  if (byType.size === 0) return;
  throw new PlainBuildError([...byType.values()].map(staticBlockProblemText).join("\n"));
}

/**
 * Renders home, the not-found page (in each language: `prefixes` are the other languages',
 * "/ar") and each of `routes` from the server build's `output`, staged in a new folder under
 * `nodeModules`, with `site`: every page inline, as the server draws them.
 */
export async function renderSite(output: BuildOutput, site: SiteBundle, routes: readonly string[], nodeModules: string, prefixes: readonly string[] = []): Promise<RenderedSite> {
  const folder = mkdtempSync(join(nodeModules, ".prerender-"));
  try {
    for (const item of output) {
      const file = join(folder, item.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, item.type === "chunk" ? item.code : item.source);
    }
    const entry = output.find((item) => item.type === "chunk" && item.isEntry && item.name === serverEntry.name);
    if (!entry) throw new Error(`The server build has no ${serverEntry.name} chunk to render pages with.`);
    const server = (await import(pathToFileURL(join(folder, entry.fileName)).href)) as ServerEntry;
    const renderPage = (route: string) => server.renderPage(route, site);
    const home = await renderPage(homeRoute);
    const rendered = new Map<string, PrerenderedPage>();
    for (const route of routes) rendered.set(route, await renderPage(route));
    const notFound = await renderPage(unknownRoute);
    const notFoundIn = new Map<string, PrerenderedPage>();
    for (const prefix of prefixes) notFoundIn.set(prefix, await renderPage(`${prefix}${unknownRoute}`));
    failOnStaticBehaviour([home, ...rendered.values(), notFound, ...notFoundIn.values()]);
    return { home, notFound, notFoundIn, routes: rendered, coreFont: server.coreFont, arabicCoreFont: server.arabicCoreFont };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

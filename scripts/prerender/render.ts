/**
 * Render, the first of the prerender's three steps (render → assemble → write): every
 * page as HTML and CSS, drawn by the same React code the browser runs.
 *
 * The build's `ssr` environment compiles src/entry-server.tsx alongside the browser's
 * bundle, so its imports resolve as the browser's do: fonts to their built file names.
 * That output is staged under node_modules/ (where its imports of react and the other
 * packages resolve, as they do for any file of the project), imported, asked for each
 * route in turn (the prerender writes each page's files before asking for the next, so no
 * more than one page is held at a time), and removed.
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
export const serverEntry = {
  name: "entry-server",
  file: "src/entry-server.tsx",
} as const;

/** Any address no page has: the not-found page is rendered at it. */
const unknownRoute = "/404";

interface ServerEntry {
  renderPage(route: string, site: SiteBundle): Promise<PrerenderedPage>;
  coreFont: string;
  arabicCoreFont: string;
}

/** What every document needs before any page's: home, the not-found pages and the font files their CSS names. */
export interface RenderedFrame {
  home: PrerenderedPage;
  notFound: PrerenderedPage;
  /** Each other language's not-found page, by the language's prefix ("/ar"). */
  notFoundIn: Map<string, PrerenderedPage>;
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

export interface RenderedSite extends RenderedFrame {
  /** Each route that gets a file of its own, in the order asked. */
  routes: Map<string, PrerenderedPage>;
}

export interface ServerRenderer {
  /** Home and the not-found pages (in each language: `prefixes` are the other languages', "/ar"). */
  frame: RenderedFrame;
  /** One route's page: the caller writes it and lets it go before asking for the next. */
  render(route: string): Promise<PrerenderedPage>;
  /** Removes the staged server build. */
  close(): void;
}

/**
 * The server build's `output`, staged in a new folder under `nodeModules` and imported, ready
 * to draw any route with `site` (every page inline, as the server draws them); home and the
 * not-found pages drawn first.
 */
export async function openServerRenderer(output: BuildOutput, site: SiteBundle, nodeModules: string, prefixes: readonly string[] = []): Promise<ServerRenderer> {
  const folder = mkdtempSync(join(nodeModules, ".prerender-"));
  const close = () => rmSync(folder, { recursive: true, force: true });
  try {
    for (const item of output) {
      const file = join(folder, item.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, item.type === "chunk" ? item.code : item.source);
    }
    const entry = output.find((item) => item.type === "chunk" && item.isEntry && item.name === serverEntry.name);
    if (!entry) throw new Error(`The server build has no ${serverEntry.name} chunk to render pages with.`);
    const server = (await import(pathToFileURL(join(folder, entry.fileName)).href)) as ServerEntry;
    const render = (route: string) => server.renderPage(route, site);
    const home = await render(homeRoute);
    const notFound = await render(unknownRoute);
    const notFoundIn = new Map<string, PrerenderedPage>();
    for (const prefix of prefixes) notFoundIn.set(prefix, await render(`${prefix}${unknownRoute}`));
    failOnStaticBehaviour([home, notFound, ...notFoundIn.values()]);
    return {
      frame: {
        home,
        notFound,
        notFoundIn,
        coreFont: server.coreFont,
        arabicCoreFont: server.arabicCoreFont,
      },
      // Each page is checked as it is drawn: a static block that would act stops the build at the first page that shows it.
      render: async (route) => {
        const page = await render(route);
        failOnStaticBehaviour([page]);
        return page;
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}

import { StrictMode } from "react";
import content from "virtual:site-content";
import { App } from "./app/App.tsx";
import { renderToHtml } from "./render/render-to-html.tsx";
import { checkedRenderer } from "./render/sections/static-block-check.tsx";
import type { StaticBlockProblem } from "./render/sections/static-block-problem.ts";
import { SectionRendererContext } from "./render/sections/renderer.ts";
import type { RenderedHtml } from "./render/server-html.ts";
import type { SiteBundle } from "./content/site-content.ts";
import { arabicFaces, arabicFirstPaint } from "./theme/arabic-fonts.ts";
import { fallbackFace, fontFaces, interFaces } from "./theme/fonts.ts";

export { arabicCoreFont } from "./theme/arabic-fonts.ts";
export { coreFont } from "./theme/fonts.ts";
export type { StyleBlock } from "./render/server-html.ts";

export interface PrerenderedPage extends RenderedHtml {
  /** Every @font-face rule, for a plain style tag of their own (see GlobalStyles). */
  fontFaces: string;
  /** The local fallback's rule alone: the first paint's. */
  fallbackFace: string;
  /** Inter's rules alone, added once the page has painted. */
  interFaces: string;
  /** For Arabic documents only, beside Inter's fallback: the local Arabic fallback's rule and the rule setting Arabic text in it, the first paint's. */
  arabicFirstPaint: string;
  /** For Arabic documents only: Noto Sans Arabic's rules, added once the page has painted. */
  arabicFaces: string;
  /** Each static block on the page that would act in the browser (static-block-check.tsx): the build fails on any. */
  staticBlockProblems: StaticBlockProblem[];
}

function appAt(route: string, site: SiteBundle, report: (problem: StaticBlockProblem) => void) {
  return (
    <StrictMode>
      <SectionRendererContext value={checkedRenderer(report)}>
        <App content={site} ssrPath={route} />
      </SectionRendererContext>
    </StrictMode>
  );
}

/**
 * One route as HTML: header, page and footer, as the app shows it once it runs. `site`: the
 * content with every page inline; the build's prerender hands it over from Node, so the
 * server bundle holds no page and stays the same size whatever the content.
 */
export async function renderPage(route: string, site: SiteBundle = content): Promise<PrerenderedPage> {
  // By section: each is drawn twice (render-to-html.tsx), and checked each time its code is loaded.
  const problems = new Map<number, StaticBlockProblem>();
  const rendered = await renderToHtml(
    appAt(route, site, (problem) => problems.set(problem.index, problem)),
    route,
  );
  return {
    ...rendered,
    staticBlockProblems: [...problems.values()],
    fontFaces: fontFaces.map((faces) => faces.styles).join("\n"),
    fallbackFace: fallbackFace.styles,
    interFaces: interFaces.styles,
    arabicFirstPaint: arabicFirstPaint.map((rules) => rules.styles).join("\n"),
    arabicFaces: arabicFaces.styles,
  };
}

/**
 * Server side only (the build's prerender, the studio's first paint): a React tree as
 * HTML, with the CSS emotion made for it, lazy blocks included.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { styleCacheOptions } from "./style-prefixes.ts";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { GlobalStyles } from "../theme/GlobalStyles.tsx";
import type { RenderedHtml, StyleBlock } from "./server-html.ts";

function serverCache(): EmotionCache {
  const cache = createCache(styleCacheOptions);
  // compat turns off emotion's inline <style> tags; extractCritical collects the CSS instead.
  cache.compat = true;
  return cache;
}

let globalIds: Set<string> | undefined;

/** The ids <GlobalStyles> inserts, found once by rendering it alone. */
function globalStyleIds(): Set<string> {
  if (globalIds) return globalIds;
  const cache = serverCache();
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
    </CacheProvider>,
  );
  globalIds = new Set(Object.keys(cache.inserted));
  return globalIds;
}

async function streamToText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  return text;
}

/** A plain render of `tree`, or undefined when a part of it is still loading (a lazy block met for the first time). */
function renderNow(tree: ReactNode): { html: string; cache: EmotionCache } | undefined {
  const cache = serverCache();
  let html: string;
  try {
    html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  } catch {
    // A part suspended outside any boundary: wait for it as below.
    return undefined;
  }
  return html.includes("<!--$?-->") || html.includes("<!--$!-->") ? undefined : { html, cache };
}

/**
 * `tree` as HTML, what the browser shows once its code runs, blocks that load on demand
 * included. A plain render is the whole page once every such block it shows has loaded, as
 * for nearly every page of a build after the first few; one that meets a block still loading
 * waits for it in a streaming render first, then renders again. (The streaming render's own
 * output would carry React's streaming scripts, which a Content Security Policy rightly
 * refuses.) `what` names the tree in an error.
 */
export async function renderToHtml(tree: ReactNode, what: string): Promise<RenderedHtml> {
  let rendered = renderNow(tree);
  if (!rendered) {
    await streamToText((await prerenderToNodeStream(<CacheProvider value={serverCache()}>{tree}</CacheProvider>)).prelude);
    rendered = renderNow(tree);
  }
  if (!rendered) throw new Error(`Prerendering ${what} left a part unrendered; a block may be loading data the build can't wait for.`);
  const { html, cache } = rendered;
  const { extractCritical } = createEmotionServer(cache);
  const { ids } = extractCritical(html);
  const globals = globalStyleIds();
  const block = (chosen: string[]): StyleBlock => {
    const byId = Object.fromEntries(chosen.map((id) => [id, String(cache.inserted[id])]));
    return { ids: chosen, css: Object.values(byId).join(""), byId };
  };
  return { html, global: block(ids.filter((id) => globals.has(id))), components: block(ids.filter((id) => !globals.has(id))) };
}

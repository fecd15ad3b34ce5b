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

/**
 * `tree` as HTML, what the browser shows once its code runs, blocks that load on demand
 * included. A first render waits for those blocks; the second, now that they are loaded,
 * is plain HTML. (The first one's own output would carry React's streaming scripts, which
 * a Content Security Policy rightly refuses.) `what` names the tree in an error.
 */
export async function renderToHtml(tree: ReactNode, what: string): Promise<RenderedHtml> {
  await streamToText((await prerenderToNodeStream(<CacheProvider value={serverCache()}>{tree}</CacheProvider>)).prelude);
  const cache = serverCache();
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  if (html.includes("<!--$?-->") || html.includes("<!--$!-->")) throw new Error(`Prerendering ${what} left a part unrendered; a block may be loading data the build can't wait for.`);
  const { ids } = extractCritical(html);
  const globals = globalStyleIds();
  const block = (chosen: string[]): StyleBlock => {
    const byId = Object.fromEntries(chosen.map((id) => [id, String(cache.inserted[id])]));
    return { ids: chosen, css: Object.values(byId).join(""), byId };
  };
  return { html, global: block(ids.filter((id) => globals.has(id))), components: block(ids.filter((id) => !globals.has(id))) };
}

import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import content from "virtual:site-content";
import { App } from "./app/App.tsx";
import { fontFaces } from "./theme/fonts.ts";
import { GlobalStyles } from "./theme/GlobalStyles.tsx";

/** The CSS a set of emotion ids stands for, in order. */
export interface StyleBlock {
  ids: string[];
  css: string;
}

export interface PrerenderedHome {
  html: string;
  /** The @font-face rules, for a plain style tag of their own (see GlobalStyles). */
  fontFaces: string;
  /**
   * The global styles (font faces, element defaults), apart from the rest: emotion's
   * <Global> adopts a `css-global <name>` tag when the page hydrates, where it would
   * otherwise insert a second copy (new font faces, a restyle of the whole page).
   */
  global: StyleBlock;
  /** The components' CSS, in one tag, so the Content Security Policy needs one hash, not eighty. */
  components: StyleBlock;
}

function serverCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  // compat turns off emotion's inline <style> tags; extractCritical collects the CSS instead.
  cache.compat = true;
  return cache;
}

/** The ids <GlobalStyles> inserts, found by rendering it alone. */
function globalStyleIds(): Set<string> {
  const cache = serverCache();
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles />
    </CacheProvider>,
  );
  return new Set(Object.keys(cache.inserted));
}

/** The home page as HTML, for dist/index.html: header, hero and text paint before any script runs. */
export function renderHome(): PrerenderedHome {
  const cache = serverCache();
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App content={content} />
      </CacheProvider>
    </StrictMode>,
  );
  const { ids } = extractCritical(html);
  const globals = globalStyleIds();
  const block = (chosen: string[]): StyleBlock => ({ ids: chosen, css: chosen.map((id) => String(cache.inserted[id])).join("") });
  return { html, fontFaces: fontFaces.styles, global: block(ids.filter((id) => globals.has(id))), components: block(ids.filter((id) => !globals.has(id))) };
}

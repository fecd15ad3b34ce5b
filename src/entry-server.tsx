import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import content from "virtual:site-content";
import { App } from "./app/App.tsx";

export interface PrerenderedHome {
  html: string;
  /** The CSS the markup uses, and the emotion ids it covers, for one <style> tag in the head. */
  css: string;
  ids: string[];
}

/**
 * The home page as HTML, for dist/index.html: header, hero and text paint before
 * any script runs. Styles are gathered into one block (not emotion's default
 * inline tags), so the Content Security Policy needs one hash, not eighty.
 */
export function renderHome(): PrerenderedHome {
  const cache = createCache({ key: "css" });
  // compat turns off emotion's inline <style> tags; extractCritical collects the CSS instead.
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App content={content} />
      </CacheProvider>
    </StrictMode>,
  );
  const { css, ids } = extractCritical(html);
  return { html, css, ids };
}

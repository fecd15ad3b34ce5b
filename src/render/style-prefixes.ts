/**
 * The vendor prefixes the site's CSS carries: only those the browsers it is built for still
 * need. Emotion's default prefixer writes the prefixes of a decade of browsers (`display:
 * -webkit-box`, `-ms-flex-align`, `-moz-transform`, `-webkit-margin-end` for
 * `margin-inline-end`…), about 4% of a document's compressed bytes, for browsers that
 * cannot run the app (`browserTarget`, ES2022: Chrome and Edge 94, Safari 15.4, Firefox 93).
 * This plugin takes its place in the prerender's cache and the browser's alike, so a page
 * drawn inside the app is styled as its document was.
 */
import type { StylisPlugin } from "@emotion/cache";

/**
 * Properties some of those browsers know only with `-webkit-`: Safari before 18 for
 * backdrop-filter, every Safari for user-select, Chrome before 120 for mask and background-clip: text,
 * Safari before 17 for hyphens, Chrome and Safari for box-decoration-break and text-size-adjust.
 */
const webkitOnly = new Set(["backdrop-filter", "user-select", "mask", "mask-image", "mask-size", "mask-position", "mask-repeat", "mask-origin", "mask-clip", "hyphens", "box-decoration-break", "text-size-adjust"]);

/** Emotion's StylisElement type for a declaration: `props` its property, `value` the whole `property:value;`. */
export const targetPrefixes: StylisPlugin = (element) => {
  if (element.type !== "decl" || element.return || typeof element.props !== "string") return;
  const property = element.props;
  const wanted = webkitOnly.has(property) || (property === "background-clip" && element.value.includes("text"));
  if (wanted) element.return = `-webkit-${element.value}${element.value}`;
};

/** What both emotion caches are made with: the class key, and these prefixes instead of emotion's own. */
export const styleCacheOptions = { key: "css", stylisPlugins: [targetPrefixes] };

/**
 * A document's component CSS, minified for the browsers the site is built for (Chrome and Edge
 * 94, Safari 15.4, Firefox 93: ES2022, scripts/browser-bundle.ts). Emotion writes each rule as
 * authored (`#ffffff`, `250ms ease`, `rgba(…)`, a last semicolon); lightningcss, a CSS parser
 * that knows the cascade inside a rule, writes the same styles in about 4% fewer compressed
 * bytes of home's document, part of what keeps it within a first round trip. Only the build
 * uses it: no CSS tool reaches a visitor.
 *
 * Every emotion class stays as written (the browser's cache reads which rules are in place from
 * them, src/render/style-cache.ts), and the prefixes those browsers still need are kept.
 */
import { transform, type Targets } from "lightningcss";

/** The browsers as lightningcss's targets: major << 16 | minor << 8. */
export const cssTargets: Targets = { chrome: 94 << 16, edge: 94 << 16, safari: (15 << 16) | (4 << 8), ios_saf: (15 << 16) | (4 << 8), firefox: 93 << 16 };

/** Many documents of a collection carry the same blocks and so the same CSS: each text is minified once per build. */
const minified = new Map<string, string>();
const mostRemembered = 500;

export function minifyCss(css: string): string {
  const known = minified.get(css);
  if (known !== undefined) return known;
  const out = transform({ filename: "document.css", code: Buffer.from(css), minify: true, targets: cssTargets }).code.toString();
  if (minified.size >= mostRemembered) minified.delete(minified.keys().next().value!);
  minified.set(css, out);
  return out;
}

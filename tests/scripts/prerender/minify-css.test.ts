import { describe, expect, it } from "vitest";
import { minifyCss } from "../../../scripts/prerender/minify-css.ts";
import { gzipSize } from "../../../scripts/size-budget.ts";

/** Emotion's own ids in a stylesheet, as the browser's cache reads them (src/render/style-cache.ts). */
const idsOf = (css: string) => [...new Set([...css.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1]))].sort();

const emotionCss = [
  ".css-1tos6ny{position:fixed;inset:0 0 auto 0;z-index:50;height:72px;color:#ffffff;transition:color 250ms ease;}",
  '.css-1tos6ny::before{content:"";background:rgba(255,255,255,0.9);-webkit-backdrop-filter:saturate(180%) blur(12px);backdrop-filter:saturate(180%) blur(12px);}',
  '.css-1tos6ny[data-nav="compact"] [data-header-part="nav"]{position:absolute;inset-inline-start:0;}',
  "@media (min-width: 720px){.css-9x8y7z-hero{padding:clamp(2rem, 5vw, 4rem) 1.5rem;}}",
  ".css-abc123-card:hover{transform:translateY(-2px);}",
  "@media (prefers-reduced-motion: reduce){.css-abc123-card:hover{transform:none;}}",
].join("");

describe("a document's component CSS, minified", () => {
  it("keeps every emotion class, so the browser's cache finds each rule in place", () => {
    expect(idsOf(minifyCss(emotionCss))).toEqual(idsOf(emotionCss));
  });

  it("keeps the prefix Safari before 18 needs for backdrop-filter, the logical properties and the media queries", () => {
    const out = minifyCss(emotionCss);
    expect(out).toContain("-webkit-backdrop-filter:");
    expect(out).toContain("inset-inline-start:0");
    expect(out).toContain("@media (prefers-reduced-motion:reduce)");
    expect(out).toMatch(/@media \(min-width:\s?720px\)/);
  });

  it("keeps the order of rules that override one another", () => {
    const out = minifyCss(emotionCss);
    expect(out.indexOf(".css-abc123-card:hover{transform:translateY(-2px)}")).toBeLessThan(out.indexOf("@media (prefers-reduced-motion:reduce)"));
  });

  it("is smaller, and compresses smaller", () => {
    const out = minifyCss(emotionCss);
    expect(out.length).toBeLessThan(emotionCss.length);
    expect(gzipSize(out)).toBeLessThan(gzipSize(emotionCss));
  });

  it("closes a rule left open as a browser reads it, without throwing", () => {
    expect(() => minifyCss(".css-x{color:red")).not.toThrow();
    expect(minifyCss(".css-x{color:red")).toContain(".css-x{color:red}");
  });
});

import type { Page } from "@playwright/test";

/** Whether a font file whose name matches `file` has arrived, whether or not the page uses it yet. */
export function fontFileArrived(page: Page, file: RegExp): Promise<boolean> {
  return page.evaluate(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name) && (entry as PerformanceResourceTiming).responseEnd > 0),
    file.source,
  );
}

export const interCoreFile = /inter-core-[\w-]+\.woff2$/;
export const arabicCoreFile = /noto-sans-arabic-core-[\w-]+\.woff2$/;

/**
 * The face the browser drew most of the first `selector`'s glyphs in, web fonts marked ("Inter
 * (web font)"): what was painted, not a style's name. "none" while there is no such element,
 * as between two pages drawn in the app.
 */
export async function faceOf(page: Page, selector = "h1"): Promise<string> {
  const browser = await page.context().newCDPSession(page);
  try {
    await browser.send("DOM.enable");
    await browser.send("CSS.enable");
    await browser.send("DOM.getDocument", { depth: -1 });
    const { result } = await browser.send("Runtime.evaluate", { expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) return "none";
    const { nodeId } = await browser.send("DOM.requestNode", { objectId: result.objectId });
    const { fonts } = await browser.send("CSS.getPlatformFontsForNode", { nodeId });
    const most = fonts.reduce((best, font) => (font.glyphCount > best.glyphCount ? font : best));
    return `${most.familyName}${most.isCustomFont ? " (web font)" : ""}`;
  } finally {
    await browser.detach();
  }
}

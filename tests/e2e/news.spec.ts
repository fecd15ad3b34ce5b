/**
 * The news as a visitor meets it, in both languages: the listing, a tag's listing, an entry
 * with a table and one with a document, and home's latest cards, at the project's four
 * widths; what is drawn is measured (no sideways scroll, a wide table scrolling inside its
 * frame, Arabic text starting at the right), each page is audited, and every listing and
 * entry shows its content and links without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures.ts";
import { revealAll } from "./geometry/in-page.ts";
import { desktopOnlyTag } from "./tags.ts";

const desktopOnly = { tag: desktopOnlyTag };
const widths = [320, 390, 1024, 1440];

const pagesOf = (prefix: string) => [
  { url: `./${prefix}news/`, kind: "listing" },
  { url: `./${prefix}news/tag/airlines/`, kind: "listing" },
  { url: `./${prefix}news/saf-blending-mandates-by-region/`, kind: "entry" },
  { url: `./${prefix}news/verdavia-2025-impact-summary/`, kind: "entry" },
  { url: `./${prefix}`, kind: "home" },
] as const;

/** How far from its column's right edge a paragraph's first character is painted, and that character. */
async function firstCharacterInset(page: Page, selector: string): Promise<{ inset: number; character: string }> {
  return page.locator(selector).first().evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    return { inset: element.getBoundingClientRect().right - range.getBoundingClientRect().right, character: text.data[0]! };
  });
}

for (const [language, prefix] of [["English", ""], ["Arabic", "ar/"]] as const) {
  test.describe(`the news in ${language}`, () => {
    test("fits every width: no sideways scroll, a wide table scrolls inside itself, Arabic starts at the right", desktopOnly, async ({ page }) => {
      for (const { url, kind } of pagesOf(prefix)) {
        await page.goto(url);
        await page.evaluate(revealAll);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${url} at ${width} px`).toBe(0);
          if (kind === "entry" && url.includes("mandates")) {
            const frame = page.locator("[data-block=article] [role=region]").first();
            const [frameWidth, tableWidth] = await frame.evaluate((element) => [element.clientWidth, element.scrollWidth]);
            // At a phone's width the table is wider than its frame, which scrolls; the page does not.
            if (width <= 390) expect(tableWidth, `${url} at ${width} px`).toBeGreaterThan(frameWidth);
          }
          if (prefix && kind === "entry") {
            // Arabic is read from the right: the first paragraph's first letter sits at its column's right edge.
            const { inset, character } = await firstCharacterInset(page, "[data-block=article] p[dir=auto]");
            expect(inset, `${url} at ${width} px: "${character}" is ${inset} px from the right edge`).toBeLessThan(2);
          }
        }
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });

    test("each page has one h1, its landmarks, no script error and no axe violation", desktopOnly, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const { url } of pagesOf(prefix)) {
        await page.goto(url);
        await page.evaluate(revealAll);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("main")).toHaveCount(1);
        const audit = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
        expect(audit.violations.map((violation) => `${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      }
      expect(errors).toEqual([]);
    });

    test("an entry shows its type, date, table and document, and its tags lead to their listing", desktopOnly, async ({ page }) => {
      await page.goto(`./${prefix}news/verdavia-2025-impact-summary/`);
      const article = page.locator("[data-block=article]");
      await expect(article.locator("time").first()).toHaveAttribute("datetime", "2026-05-20T09:00:00+01:00");
      await expect(article.locator("table")).toHaveCount(1);
      const document = article.locator('a[type="application/pdf"]');
      await expect(document).toHaveAttribute("href", "media/documents/impact-summary-2025.pdf");
      await expect(article.locator("section").filter({ has: page.locator('a[type="application/pdf"]') })).toContainText(/PDF, \d+ KB/);
      const response = await page.request.get(`./media/documents/impact-summary-2025.pdf`);
      expect(response.headers()["content-type"]).toContain("pdf");
      await article.getByRole("navigation").getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`#/${prefix}news/tag/`));
      await expect(page.locator("[data-block=listing] h1")).toBeVisible();
    });
  });
}

test("without JavaScript every listing and entry shows its content and links", desktopOnly, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const prefix of ["", "ar/"]) {
    await page.goto(`./${prefix}news/`);
    const links = page.locator("[data-block=listing] li h2 a");
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    const href = await links.first().getAttribute("href");
    await page.goto(`./${prefix}news/${href!.replace(/^.*news\//, "")}`);
    await expect(page.locator("[data-block=article] h1")).toBeVisible();
    expect(await page.locator("[data-block=article] p").count()).toBeGreaterThan(3);
    // A tag's listing, reached as a link.
    await page.locator("[data-block=article] nav a").first().click();
    await expect(page.locator("[data-block=listing] li h2 a").first()).toBeVisible();
  }
  await context.close();
});

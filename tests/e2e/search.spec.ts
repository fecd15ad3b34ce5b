/**
 * Site search as visitors use it, in both languages, at a phone's and a desktop's width:
 * opened from the header (button, "/" and Ctrl-K), a query finds entries and pages; Arabic
 * is found however it is typed; filters narrow; the keyboard alone does it all; the panel
 * passes axe; and nothing of search is fetched before a visitor opens it.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, onPhoneToo } from "./fixtures.ts";

/** A request that belongs to search: the index's folder, Pagefind, the panel's and dialog's chunks. */
const searchRequest = /search-index|pagefind|Search(Panel|Dialog)/;

function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

async function openFromHeader(page: Page) {
  await page.locator('[data-header-part="search"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a query into the open panel and waits for its count. */
async function search(scope: ReturnType<Page["getByRole"]>, query: string) {
  const field = scope.getByRole("textbox");
  await field.fill(query);
  await expect(scope.getByRole("status")).toHaveText(/\d|لا توجد|نتيجة|نتيجتان/);
}

const resultLinks = (scope: ReturnType<Page["getByRole"]>) => scope.locator("ol li a");

const languages = [
  { name: "English", home: "./", entry: "news/astm-d7566-corsia-certification/", query: "CORSIA", pageSection: "Page", newsSection: "News & Insights" },
  { name: "Arabic", home: "./ar/", entry: "ar/news/", query: "الاعتماد", pageSection: "صفحة", newsSection: "الأخبار والتحليلات" },
] as const;

for (const language of languages) {
  test.describe(`search in ${language.name}`, () => {
    test("nothing of search is fetched until it is opened; the header's button then finds an entry and a page", onPhoneToo, async ({ page }) => {
      const requests = requestsOf(page);
      await page.goto(language.home);
      await page.waitForLoadState("networkidle");
      // The header's island hydrates when idle: its button is ready, and still nothing of search has loaded.
      await expect(page.locator('[data-header-part="search"]')).toBeVisible();
      expect(requests.filter((url) => searchRequest.test(url))).toEqual([]);

      const dialog = await openFromHeader(page);
      await expect(dialog.getByRole("textbox")).toBeFocused();
      await search(dialog, language.query);
      expect(requests.some((url) => url.includes("search-index/"))).toBe(true);
      const links = await resultLinks(dialog).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      expect(links.some((href) => href.includes(language.entry))).toBe(true);
      const sections = await dialog.locator("ol li p span").allTextContents();
      expect(sections).toContain(language.pageSection);
      expect(sections).toContain(language.newsSection);
      // Every result is a document of the page's own language.
      for (const href of links) expect(new URL(href).pathname.startsWith("/ar/"), href).toBe(language.name === "Arabic");
      // The matched words are marked, as text.
      await expect(dialog.locator("ol li mark").first()).toBeVisible();
    });

    test("filters narrow the results to a section", async ({ page }) => {
      await page.goto(language.home);
      const dialog = await openFromHeader(page);
      await search(dialog, language.query);
      const before = await resultLinks(dialog).count();
      await dialog.getByLabel(language.name === "English" ? "Section" : "القسم").selectOption(language.newsSection);
      await expect.poll(async () => new Set(await dialog.locator("ol li p span").allTextContents())).toEqual(new Set([language.newsSection]));
      expect(await resultLinks(dialog).count()).toBeLessThan(before);
    });

    test("the keyboard alone opens search, reaches a result and closes it, and focus returns; axe finds nothing", async ({ page }) => {
      await page.goto(language.home);
      const button = page.locator('[data-header-part="search"]');
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("textbox")).toBeFocused();
      await page.keyboard.type(language.query);
      await expect(resultLinks(dialog).first()).toBeVisible();
      const audit = await new AxeBuilder({ page }).include("dialog").analyze();
      expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      // The shortcuts open it again.
      await page.keyboard.press("/");
      await expect(page.getByRole("dialog").getByRole("textbox")).toBeFocused();
      await page.keyboard.press("Escape");
      await page.keyboard.press("Control+k");
      await expect(page.getByRole("dialog").getByRole("textbox")).toBeFocused();
    });
  });
}

test("an English reader finds “certification” from “certifications”", async ({ page }) => {
  await page.goto("./");
  const dialog = await openFromHeader(page);
  await search(dialog, "certifications");
  const links = await resultLinks(dialog).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(links.some((href) => href.includes("news/astm-d7566-corsia-certification/"))).toBe(true);
});

test("Arabic is found however it is typed: hamza, tatweel, diacritics give the same results, and a Latin term inside Arabic is found", async ({ page }) => {
  await page.goto("./ar/");
  const dialog = await openFromHeader(page);
  const found: string[][] = [];
  for (const query of ["الإعتماد", "الاعتماد", "الاعتمـاد", "الاعْتِمَاد"]) {
    await search(dialog, query);
    await expect(resultLinks(dialog).first()).toBeVisible();
    found.push(await resultLinks(dialog).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname)));
  }
  expect(found[0]!.some((path) => path.includes("/ar/news/"))).toBe(true);
  for (const list of found) expect(list).toEqual(found[0]);
  await search(dialog, "ASTM D7566");
  const latin = await resultLinks(dialog).evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  expect(latin.length).toBeGreaterThan(1);
  for (const path of latin) expect(path.startsWith("/ar/")).toBe(true);
});

test("the field's icon and clear button follow the reading direction", onPhoneToo, async ({ page }) => {
  for (const [home, rtl] of [["./", false], ["./ar/", true]] as const) {
    await page.goto(home);
    const dialog = await openFromHeader(page);
    await dialog.getByRole("textbox").fill("Dubai");
    const field = await dialog.getByRole("textbox").boundingBox();
    const icon = await dialog.locator("form svg").first().boundingBox();
    const clear = await dialog.getByRole("button", { name: rtl ? "مسح البحث" : "Clear search" }).boundingBox();
    const middle = field!.x + field!.width / 2;
    expect(icon!.x > middle, `icon on the ${rtl ? "right" : "left"}`).toBe(rtl);
    expect(clear!.x < middle, `clear button on the ${rtl ? "left" : "right"}`).toBe(rtl);
    await page.keyboard.press("Escape");
  }
});

test("the search document takes its query from the address, keeps it there, and says what to do without results", async ({ page }) => {
  await page.goto("./search/?q=CORSIA");
  const main = page.locator("main");
  await expect(resultLinks(page.getByRole("main")).first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get("q")).toBe("CORSIA");
  await main.getByRole("textbox").fill("zzqxjv");
  await expect(main.getByRole("status")).toHaveText("0 results");
  await expect(main.getByRole("link", { name: "News & Insights" })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("zzqxjv");
  const audit = await new AxeBuilder({ page }).include("main").analyze();
  expect(audit.violations.map((violation) => violation.id)).toEqual([]);

  await page.goto("./ar/search/?q=" + encodeURIComponent("دبي"));
  await expect(resultLinks(page.getByRole("main")).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/نتائج|نتيجة|نتيجتان/);
});

test.describe("without JavaScript", () => {
  test("the search document says search needs it, and links to the listings and the site map", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("./ar/search/");
    const fallback = page.locator("main noscript");
    // Scripts turned off by the test, Chromium parses <noscript> as markup but still styles it hidden, as it does with scripts on: its text and links are read, not its look.
    expect(await fallback.textContent()).toContain("يتطلّب البحث تفعيل JavaScript");
    await expect(fallback.locator("a", { hasText: "الأخبار والتحليلات" })).toHaveAttribute("href", "ar/news/");
    await expect(fallback.locator("a", { hasText: "خريطة الموقع" })).toHaveAttribute("href", "sitemap.xml");
    // The field still asks the document for its query.
    await expect(page.locator('main form[role="search"]')).toHaveAttribute("method", "get");
    await context.close();
  });
});

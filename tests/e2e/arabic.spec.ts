/**
 * The Arabic site as a reader in Dubai meets it: right to left, seen rather than assumed.
 * Attributes can pass while the screen is wrong, so these tests measure what is drawn: where
 * the logo sits against the links, which edge a paragraph starts from, where the menu
 * panel is, and the order an address's characters are painted in.
 */
import { expect, test, type Page, onPhoneToo } from "./fixtures.ts";
import { revealAll } from "./geometry/in-page.ts";
import { arabicCoreFile, faceOf, fontFileArrived } from "./fonts.ts";

/** The left and right of the first and last characters of an element's text, as painted. */
async function characterEdges(page: Page, selector: string): Promise<{ first: number; last: number; text: string }> {
  return page.locator(selector).first().evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode() as Text;
    const range = document.createRange();
    const edge = (index: number) => {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    const content = text.data.trimEnd();
    return { first: edge(0), last: edge(content.length - 1), text: content };
  });
}

test.describe("the Arabic site", () => {
  test("documents are Arabic and right to left, with the header mirrored: logo on the right, links running right to left", async ({ page, isMobile }) => {
    test.skip(isMobile, "the full header is a desktop's");
    await page.goto("./ar/about/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const logo = await page.locator('[data-header-part="logo"]').boundingBox();
    const links = await page.locator('[data-header-part="nav"] ul a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().left));
    expect(logo!.x).toBeGreaterThan(Math.max(...links));
    // The first link (About Us) is the rightmost: the list reads right to left.
    expect(links[0]).toBe(Math.max(...links));
    expect(links).toEqual([...links].sort((a, b) => b - a));
    // The page is not wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("text starts at the right edge of its column", onPhoneToo, async ({ page }) => {
    await page.goto("./ar/about/");
    await page.evaluate(revealAll);
    const card = page.locator("[data-block=cards]").first().locator("p").first();
    const { text, first, last } = await characterEdges(page, "[data-block=cards] p");
    const box = (await card.boundingBox())!;
    expect(text.length).toBeGreaterThan(10);
    // The first character is painted at the right: Arabic is read from there.
    expect(first).toBeGreaterThan(last);
    expect(box.x + box.width - (first + 20)).toBeLessThan(20);
  });

  test("on a phone the menu covers the screen below the header, coming in from the left, and its links close it", onPhoneToo, async ({ page, isMobile }) => {
    test.skip(!isMobile, "the phone menu");
    await page.goto("./ar/");
    const panel = page.locator("#mobile-menu");
    const closed = (await panel.boundingBox()) ?? { x: -390 };
    // Closed, it waits off the left edge, the side a right-to-left reader's line ends on.
    expect(closed.x + 1).toBeLessThan(0);
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await expect(panel).toHaveAttribute("data-open", "true");
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const open = (await panel.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(open.x).toBe(0);
    expect(open.width).toBe(viewport.width);
    expect(open.y + open.height).toBe(viewport.height);
    expect(open.height).toBeGreaterThan(viewport.height - 80);
    await panel.getByRole("link", { name: "الشراكات" }).click();
    await expect(page).toHaveURL(/#\/ar\/partnerships$/);
    await expect(panel).toHaveAttribute("data-open", "false");
  });

  test("the email address reads left to right inside Arabic text, in the footer and the contact panel", async ({ page }) => {
    await page.goto("./ar/contact/");
    await page.evaluate(revealAll);
    for (const selector of ['footer a[href^="mailto:"]', 'aside a[href^="mailto:"]']) {
      const { text, first, last } = await characterEdges(page, selector);
      expect(text).toBe("info@verdavia.com");
      expect(first, selector).toBeLessThan(last);
    }
  });

  test("figures keep their order: the table's signed figures and the counters, in Western digits", async ({ page, isMobile }) => {
    test.skip(isMobile, "the same markup at every width");
    await page.goto("./ar/technology/");
    await page.evaluate(revealAll);
    const cell = page.locator("[data-block=table] td bdi", { hasText: "-55.0" });
    const { text, first, last } = await characterEdges(page, '[data-block=table] td bdi:text-is("-55.0")');
    expect(text).toBe("-55.0");
    expect(first).toBeLessThan(last);
    await expect(cell).toHaveAttribute("dir", "ltr");

    await page.goto("./ar/");
    await page.evaluate(revealAll);
    // They count up over 2.5 s, then rest at their figures, in Western digits; millions are a word of the label, never a Latin M.
    await expect(page.locator("[data-counter-value]")).toHaveText(["80%", "25+", "15", "30+"], { timeout: 10_000 });
    const plus = await characterEdges(page, '[data-counter-value="25"]');
    expect(plus.first).toBeLessThan(plus.last);
  });

  test("the FAQ opens, and a message is sent in Arabic with its confirmation in Arabic", async ({ page }) => {
    await page.goto("./ar/contact/");
    await page.evaluate(revealAll);
    const question = page.locator("[data-block=faq] button").first();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await question.getAttribute("aria-controls")}`)).toBeVisible();

    const form = page.locator("[data-block=form] form");
    await form.getByLabel("الاسم الكامل").fill("أمينة الحداد");
    await form.getByLabel("البريد الإلكتروني").fill("amina@example.com");
    await expect(form.getByLabel("البريد الإلكتروني")).toHaveAttribute("dir", "ltr");
    await form.getByLabel("مجال الاهتمام").selectOption("fuel-supply");
    await form.getByLabel("الرسالة").fill("نودّ مناقشة اتفاقية توريد لعام 2027.");
    await form.getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.getByRole("status")).toHaveText("شكرًا على رسالتك! سنتواصل معك قريبًا.");
  });

  test("the language switch goes from /about/ to /ar/about/ and back in one click each, keeping the section", async ({ page }) => {
    await page.goto("./partnerships/#airlines");
    await page.evaluate(revealAll);
    const toArabic = page.locator('footer [data-language-switch="ar"]');
    await expect(toArabic).toHaveText("العربية");
    await expect(toArabic).toHaveAttribute("hreflang", "ar");
    await expect(toArabic).toHaveAttribute("lang", "ar");
    await expect(toArabic).toHaveAttribute("href", "ar/partnerships/#airlines");
    await toArabic.click();
    await expect(page).toHaveURL(/#\/ar\/partnerships\?section=airlines$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText("الشراكات والابتكار");

    await page.goto("./about/");
    await page.locator('footer [data-language-switch="ar"]').click();
    await expect(page).toHaveURL(/#\/ar\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const toEnglish = page.locator('footer [data-language-switch="en"]');
    await expect(toEnglish).toHaveText("English");
    await toEnglish.click();
    await expect(page).toHaveURL(/#\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).not.toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(/About/);
  });

  test("an Arabic page reloaded or shared at its #/ar/ address opens in the Arabic document, with its font and its section", async ({ page, isMobile }) => {
    test.skip(isMobile, "documents and fonts are the same at every width");
    await page.goto("./ar/partnerships/#airlines");
    await expect(page).toHaveURL(/\/#\/ar\/partnerships\?section=airlines$/);
    // The address the reader sees, copied or reloaded, names index.html: it hands the page on before painting.
    const painted: string[] = [];
    await page.exposeFunction("paintedLanguage", (language: string) => painted.push(language));
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === "first-paint")) (window as unknown as { paintedLanguage: (language: string) => void }).paintedLanguage(document.documentElement.lang);
      }).observe({ type: "paint", buffered: true });
    });
    await page.reload();
    await expect(page).toHaveURL(/\/#\/ar\/partnerships\?section=airlines$/);
    await expect(page.locator("h1")).toHaveText("الشراكات والابتكار");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // A reload asks again for every file, so the face may come too late for this paint: it is fetched, and the next page has it.
    await expect.poll(() => fontFileArrived(page, arabicCoreFile)).toBe(true);
    await expect(page.locator("#airlines")).toBeInViewport();
    expect(painted).not.toContain("en");
  });
});

test.describe("the Arabic face", () => {
  test.skip(({ isMobile }) => isMobile, "fonts are the same at every width");

  test("never swaps in under the reader's eyes: a first visit stays in the fallback, the next page drawn in the app and the next document are in Noto Sans Arabic", async ({ page }) => {
    const heading = page.locator("h1");
    // A first visit: the face is late, as on a phone's connection, and the page paints without it.
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("./ar/partnerships/");
    await expect(heading).toHaveText("الشراكات والابتكار");
    const fallbackHeight = (await heading.boundingBox())!.height;
    await expect.poll(() => fontFileArrived(page, arabicCoreFile)).toBe(true);
    await page.waitForTimeout(200);
    // Fetched after the paint, for the next page, yet not used here: the fallback stays, and so does every line.
    expect(await faceOf(page)).not.toMatch(/web font/);
    expect((await heading.boundingBox())!.height).toBe(fallbackHeight);
    // Moving to another page in the app brings the face with the new page.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.locator('header a[href="ar/technology/"]').first().click();
    await expect(page).toHaveURL(/#\/ar\/technology$/);
    await expect(heading).toHaveText("تقنية وقود الطيران المستدام");
    await expect.poll(() => faceOf(page)).toBe("Noto Sans Arabic (web font)");
    // The next document, opened from this one, may use the face from its first paint, the cache
    // permitting (a busy disk can miss the moment; then it keeps the fallback): never a swap.
    const facesSeen: string[] = [];
    for (let visit = 0; visit < 3 && !facesSeen.includes("Noto Sans Arabic (web font)"); visit++) {
      await page.goto("./ar/contact/", { referer: page.url() });
      await expect(heading).toHaveText("تواصل معنا");
      await expect(page.locator("style[data-faces-if-cached]")).toHaveAttribute("media", "all");
      const painted = await faceOf(page);
      await page.waitForTimeout(500);
      expect(await faceOf(page), "the face the page was painted in stays").toBe(painted);
      facesSeen.push(painted);
      // As a reader stays on a page: its script fetches the face for the next one after its paint.
      // Leaving at once cancelled that fetch, and with the first visit's fetch made while
      // requests were routed (which keeps them out of the cache), no visit ever had the face.
      await expect.poll(() => fontFileArrived(page, arabicCoreFile)).toBe(true);
    }
    expect(facesSeen).toContain("Noto Sans Arabic (web font)");
  });
});

test.describe("the Arabic documents without JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "the documents are the same at every width");

  test("each Arabic document shows its Arabic words, title, description, canonical and alternates", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, route] of [
      ["ar/", "/"],
      ["ar/about/", "/about"],
      ["ar/commitment/", "/commitment"],
      ["ar/technology/", "/technology"],
      ["ar/partnerships/", "/partnerships"],
      ["ar/contact/", "/contact"],
    ] as const) {
      await page.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/${path}`);
      await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
      await expect(page.locator("h1"), path).toHaveText(/[\u0600-\u06FF]/);
      await expect(page, path).toHaveTitle(/[\u0600-\u06FF]/);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /[\u0600-\u06FF]/);
      const english = route === "/" ? "https://www.verdavia.com/" : `https://www.verdavia.com${route}/`;
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `https://www.verdavia.com/${path}`);
      await expect(page.locator('link[hreflang="ar"]'), path).toHaveAttribute("href", `https://www.verdavia.com/${path}`);
      await expect(page.locator('link[hreflang="en"]'), path).toHaveAttribute("href", english);
      await expect(page.locator('link[hreflang="x-default"]'), path).toHaveAttribute("href", english);
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", "ar_AE");
      await expect(page.locator('meta[property="og:locale:alternate"]'), path).toHaveAttribute("content", "en_GB");
    }
    await context.close();
  });
});

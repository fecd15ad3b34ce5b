import type { Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { sameOnEveryScreen, waitForApp, onPhoneToo } from "./fixtures.ts";
import { pageFiles } from "./routes.ts";
import { startStaticHost } from "./static-host.ts";

/**
 * Path URLs (`/about`) against a host that serves a folder's index.html, sends `/about`
 * to `/about/` and answers 404.html for a path it has no file for, as Netlify, Cloudflare
 * Pages and GitHub Pages do. Known routes have documents of their own
 * (path-documents.spec.ts); 404.html's redirect covers what is typed otherwise.
 */
let host: { origin: string; server: Server };
test.beforeAll(async () => {
  host = await startStaticHost();
});
test.afterAll(async () => {
  await new Promise((resolve) => host.server.close(resolve));
});

async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const sectionTop = (page: Page, id: string) => page.locator(`section#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe("path URLs on a static host", () => {
  // The auth landing leaves for home at once; its own tests cover it.
  for (const pageFile of pageFiles.filter((candidate) => candidate.route !== "*" && candidate.route !== "/auth")) {
    test(`${pageFile.route} lands on its page`, sameOnEveryScreen, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(`${host.origin}${pageFile.route}`);
      await expect(page).toHaveURL(pageFile.route === "/" ? `${host.origin}/` : `${host.origin}/#${pageFile.route}`);
      await waitForApp(page);
      await expect(page).toHaveTitle(pageFile.title);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(violations).toEqual([]);
    });
  }

  test("the query and the section are kept, and the page scrolls to the section", sameOnEveryScreen, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${host.origin}/partnerships?utm_source=x&utm_medium=post#associations`);
    await expect(page).toHaveURL(`${host.origin}/?utm_source=x&utm_medium=post#/partnerships?section=associations`);
    await waitForApp(page);
    await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
    await expect.poll(() => sectionTop(page, "associations"), { timeout: 5_000 }).toBeLessThan(120);
    expect(violations).toEqual([]);
  });

  test("a typed address with capitals or a trailing slash still lands", sameOnEveryScreen, async ({ page }) => {
    await page.goto(`${host.origin}/About/`);
    await expect(page).toHaveURL(`${host.origin}/#/about`);
    await waitForApp(page);
    await expect(page.locator("h1")).toHaveText(/About/);
  });

  test("Back after the redirect does not return to the 404 answer", sameOnEveryScreen, async ({ page }) => {
    await page.goto(`${host.origin}/`);
    await waitForApp(page);
    await page.goto(`${host.origin}/technology`);
    await expect(page).toHaveURL(`${host.origin}/#/technology`);
    await page.goBack();
    await expect(page).toHaveURL(`${host.origin}/`);
  });

  test("an unknown path shows the not-found page, whose links lead into the site", sameOnEveryScreen, async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto(`${host.origin}/no/such/page?x=1`);
    expect(response!.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page).toHaveURL(`${host.origin}/no/such/page?x=1`);
    // Styled, fonts included, though it is served from a path three levels deep.
    await expect(page.locator("header")).toBeVisible();
    const loadedFonts = () => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family)));
    await expect.poll(loadedFonts).toContain("Inter Variable");
    await page.getByRole("link", { name: "Back to Homepage" }).click();
    // Home's document is the site's root itself.
    await expect(page).toHaveURL(`${host.origin}/`);
    await waitForApp(page);
    expect(violations).toEqual([]);
  });

  test("an unknown path under /ar/ shows the Arabic not-found page, right to left in its font, at the address typed", sameOnEveryScreen, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${host.origin}/ar/no/such/page?x=1`);
    await expect(page.locator("h1")).toHaveText("الصفحة غير موجودة");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveURL(`${host.origin}/ar/no/such/page?x=1`);
    const loadedFonts = () => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family)));
    await expect.poll(loadedFonts).toContain("Noto Sans Arabic Variable");
    // The header is mirrored: the logo on the right.
    const logo = (await page.locator('[data-header-part="logo"]').boundingBox())!;
    expect(logo.x + logo.width).toBeGreaterThan((page.viewportSize()!.width * 3) / 4);
    await page.locator("main").getByRole("link").first().click();
    await expect(page).toHaveURL(`${host.origin}/#/ar`);
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect(violations).toEqual([]);
  });

  test("the not-found page shows no menu button that nothing would answer", onPhoneToo, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host.origin}/old-page`);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("a link in the not-found page's footer opens its route", sameOnEveryScreen, async ({ page }) => {
    await page.goto(`${host.origin}/old-page`);
    await page.locator("footer").getByRole("link", { name: "SAF Technology" }).click();
    await expect(page).toHaveURL(`${host.origin}/#/technology`);
    await waitForApp(page);
    await expect(page.locator("h1")).toHaveText("SAF Technology");
  });
});

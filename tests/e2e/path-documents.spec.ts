import { faceOf, fontFileArrived, interCoreFile } from "./fonts.ts";
import { watchCsp } from "./csp-violations.ts";
import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { routeForms } from "../../src/lib/hash-route.ts";
import { appAttribute } from "../../src/boot/contract.ts";
import { expect, holdApp, sameOnEveryScreen, test, waitForApp, type Page } from "./fixtures.ts";
import { arabicPageFiles, pageFiles } from "./routes.ts";
import { hasPathDocument } from "../../src/content/route-roles.ts";
import { startStaticHost } from "./static-host.ts";

/**
 * Each public page's own document (dist/about/index.html), against a host that behaves
 * like Netlify, Cloudflare Pages and GitHub Pages: a folder's index.html, `/about` → 301
 * `/about/`, and 404.html with status 404 for anything else.
 */
const siteUrl = (readFileSync("content/site.yaml", "utf8").match(/^\s*url:\s*(\S+)/m) ?? [])[1]!;
const publicPages = pageFiles.filter((page) => page.route !== "*" && page.route !== "/auth");
const cardName = (route: string) => (route === "/" ? "site" : route.slice(1).replace(/\//g, "-"));

let host: { origin: string; server: Server };
let subPath: { origin: string; server: Server };
test.beforeAll(async () => {
  host = await startStaticHost();
  subPath = await startStaticHost("dist", "/repo/");
});
test.afterAll(async () => {
  await Promise.all([host, subPath].map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

/** Every document the page asks for (navigations, not fetches), with its status. */
function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString("ascii"), file).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.describe("without JavaScript, as a crawler reads the site", () => {
  for (const pageFile of publicPages) {
    test(`${pageFile.route} is a document of its own: heading, title, description, canonical, card, indexable`, sameOnEveryScreen, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const path = routeForms(pageFile.route).path;
      // `/about` as typed; the host answers with its folder, `/about/`.
      const response = await page.goto(`${host.origin}/${path.replace(/\/$/, "")}`);
      expect(response!.status()).toBe(200);
      expect(page.url()).toBe(`${host.origin}/${path === "./" ? "" : path}`);
      const url = routeForms(pageFile.route, siteUrl).url!;
      const head = page.locator("head");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(pageFile.title);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
      const card = new URL(`cards/${cardName(pageFile.route)}.png`, routeForms("/", siteUrl).url).href;
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", card);
      await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", card);
      const file = `dist/${card.slice(routeForms("/", siteUrl).url!.length)}`;
      expect(existsSync(file), file).toBe(true);
      expect(pngSize(file)).toEqual([1200, 630]);
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });
  }

  test("a crawl that follows <a href> from home reaches every public page", sameOnEveryScreen, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const queue = [`${host.origin}/`];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      const response = await page.goto(next);
      expect(response!.status(), next).toBe(200);
      // Resolved by the browser against the document's <base>, as a crawler resolves them.
      const links = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const link of links) {
        const target = new URL(link);
        target.hash = "";
        // Documents only: the news's PDFs, the feeds and the events' calendars are files, not pages.
        if (/\.(pdf|xml|json|ics)$/.test(target.pathname)) continue;
        if (target.origin === host.origin && !seen.has(target.href)) queue.push(target.href);
      }
    }
    // A page may be reached with a query too (Apply's `/contact/?role=…`): one path, one page.
    const all = [...new Set([...seen].map((address) => new URL(address).pathname))];
    // The news's listings and entries are reached by their links too; the pages are checked by name.
    expect(all).toEqual(expect.arrayContaining(["/news/", "/ar/news/", "/news/gulf-horizon-offtake-agreement/", "/news/tag/airlines/"]));
    const reached = all.filter((path) => !/^\/(ar\/)?(news|events|careers)\//.test(path));
    // Every page in both languages: the language switch links each page to its translation.
    const arabicPages = arabicPageFiles.filter((page) => hasPathDocument(page.route));
    // The search page is opened by the header's search button, a form a crawler does not submit.
    const linked = [...publicPages, ...arabicPages].filter((pageFile) => !/^(\/ar)?\/search$/.test(pageFile.route));
    expect(reached.sort()).toEqual(linked.map((pageFile) => `/${routeForms(pageFile.route).path.replace(/^\.\//, "")}`).sort());
    await context.close();
  });
});

test.describe("in a browser", () => {
  test("/about/ is one document, no redirect: About at first paint, then the app running at #/about", async ({ browser }) => {
    const page = await browser.newPage();
    const documents = documentRequests(page);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const violations = await watchCsp(page);
    await page.route("https://**", (route) => route.abort());
    const app = await holdApp(page);
    const response = await page.goto(`${host.origin}/about/`, { waitUntil: "domcontentloaded" });
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    // Before any of the app has run: the page is About, and the address is already the app's.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Verdavia");
    expect(page.url()).toBe(`${host.origin}/#/about`);
    expect(await page.locator("html").getAttribute(appAttribute)).toBeNull();
    await expect(page.locator('header a[aria-current="page"]').first()).toHaveText("About Us");
    await page.locator("h1").evaluate((heading) => ((heading as HTMLElement & { marker?: boolean }).marker = true));

    app.release();
    await waitForApp(page);
    // The same element: the app adopted the document's page instead of drawing it again.
    expect(await page.locator("h1").evaluate((heading) => (heading as HTMLElement & { marker?: boolean }).marker)).toBe(true);
    expect(documents).toEqual([`${host.origin}/about/`]);
    expect(problems.filter((text) => !/ERR_FAILED|Failed to load resource/.test(text))).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });

  test("a header link changes page inside the app: no new document, focus and scroll as before", async ({ page }) => {
    const documents = documentRequests(page);
    await page.goto(`${host.origin}/about/`);
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const link = page.locator("header").getByRole("link", { name: "SAF Technology" }).first();
    if (!(await link.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "SAF Technology" }).filter({ visible: true }).first()).toHaveAttribute("href", "technology/");
    await page.getByRole("link", { name: "SAF Technology" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(`${host.origin}/#/technology`);
    await expect(page.locator("h1")).toHaveText("SAF Technology");
    await expect(page.locator('header a[aria-current="page"]').first()).toHaveText("SAF Technology");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(documents).toEqual([`${host.origin}/about/`]);
  });

  test("/about?utm_source=x#leadership keeps the query and lands on the section", sameOnEveryScreen, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(`${host.origin}/about?utm_source=x#leadership`);
    await expect(page).toHaveURL(`${host.origin}/?utm_source=x#/about?section=leadership`);
    await waitForApp(page);
    await expect(page.locator("h1")).toHaveText("About Verdavia");
    await expect.poll(() => page.locator("section#leadership").evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(120);
    expect(violations).toEqual([]);
  });

  test("under a sub-path (a GitHub Pages project site) the document finds its files and its links stay under it", sameOnEveryScreen, async ({ page }) => {
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const violations = await watchCsp(page);
    await page.goto(`${subPath.origin}/repo/partnerships/`);
    await expect(page).toHaveURL(`${subPath.origin}/repo/#/partnerships`);
    await waitForApp(page);
    await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
    await expect.poll(() => fontFileArrived(page, interCoreFile)).toBe(true);
    const hrefs = await page.locator("footer a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(hrefs).toContain(`${subPath.origin}/repo/technology/`);
    await page.locator("footer").getByRole("link", { name: "SAF Technology" }).click();
    await expect(page).toHaveURL(`${subPath.origin}/repo/#/technology`);
    await expect(page.locator("h1")).toHaveText("SAF Technology");
    // The next page brings Inter's stylesheet, found under the sub-path too.
    await expect.poll(() => faceOf(page)).toBe("Inter (web font)");
    expect(failed).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("a link opened in a new tab opens the page's document", sameOnEveryScreen, async ({ page, context }) => {
    await page.goto(`${host.origin}/`);
    await waitForApp(page);
    const opened = context.waitForEvent("page");
    await page.locator("footer").getByRole("link", { name: "Contact" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState("domcontentloaded");
    await expect(tab).toHaveURL(`${host.origin}/#/contact`);
    await expect(tab.locator("h1")).toHaveText("Get In Touch");
    expect(page.url()).toBe(`${host.origin}/`);
  });
});

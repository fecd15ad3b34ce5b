import AxeBuilder from "@axe-core/playwright";
import { isAuthRoute } from "../../src/content/route-roles.ts";
import { desktopOnly, expect, gotoWithTimeStopped, test, whileTimeCreeps, type Page } from "./fixtures.ts";
import { revealAll } from "./geometry/in-page.ts";
import { addressesOf, arabicPageFiles, inAppPageFiles, pageFiles, urlOf } from "./routes.ts";

/** The page's headings, in order, once every section has loaded and shown itself. */
async function headingsOf(page: Page): Promise<string[]> {
  await page.evaluate(revealAll);
  return page.locator("main").getByRole("heading").allTextContents();
}

/** The main's headings never skip a level on the way down (h2 to h4 with no h3 between). */
async function expectNoSkippedLevel(page: Page, route: string): Promise<void> {
  const levels = await page.locator("main h1, main h2, main h3, main h4").evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels.length, route).toBeGreaterThan(0);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!, `${route}: ${levels.join(",")}`).toBeLessThanOrEqual(1);
  });
}

/** One h1, the header, one main and the footer: what every address of every page has. */
async function expectLandmarks(page: Page): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("footer")).toBeVisible();
}

test.describe("every page", () => {
  for (const pageFile of inAppPageFiles([...pageFiles, ...arabicPageFiles])) {
    const [hashAddress, documentAddress] = addressesOf(pageFile);
    const name = `${pageFile.route} (${hashAddress!.url}${documentAddress ? ` and ${documentAddress.url}` : ""})`;
    const arabic = arabicPageFiles.includes(pageFile);
    // The Arabic pages are the same blocks and layout in the other direction: their phone geometry is swept (arabic.spec, viewport-sweep); audited once, at the desktop width.
    test(`${name} has its title, one h1, landmarks, headings in order, no script error and no axe violation`, arabic ? desktopOnly : {}, async ({ page, isMobile }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // The auth landing goes home after 800 ms with nothing to process: with time stopped it
      // stays to be checked however slow the machine (its one screen needs no reveal scroll).
      const leavesOnItsOwn = isAuthRoute(pageFile.route);
      if (leavesOnItsOwn) await gotoWithTimeStopped(page, hashAddress!.url);
      else await page.goto(hashAddress!.url);
      await expect(page).toHaveTitle(pageFile.title);
      await expectLandmarks(page);
      // Reveal everything before the audit, so hidden-until-scrolled content is checked too.
      const headings = leavesOnItsOwn ? [] : await headingsOf(page);
      await expectNoSkippedLevel(page, pageFile.route);
      // axe runs inside the page (legacy mode): its usual finish opens and closes a second page in
      // the context, which costs every audit time and, with time stopped, raced the clock the test moves.
      const analyze = () => new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const audit = leavesOnItsOwn ? await whileTimeCreeps(page, analyze) : await analyze();
      if (leavesOnItsOwn) await expect(page, "the landing left while it was audited").toHaveTitle(pageFile.title);
      expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

      // The page's own document ends in the same app at the same hash address: once running it
      // shows the same sections, so the audit above covers it; what is its own is checked here.
      // Its HTML is the same at every width (states.spec opens documents at a phone's width): once.
      if (documentAddress && !isMobile) {
        await page.goto(documentAddress.url);
        await expect(page).toHaveTitle(pageFile.title);
        await expectLandmarks(page);
        expect(await headingsOf(page), `${documentAddress.url} shows other sections than ${hashAddress!.url}`).toEqual(headings);
      }
      expect(errors).toEqual([]);
    });
  }

  test("no page throws when the network is down", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("./");
    await context.setOffline(true);
    for (const pageFile of pageFiles) {
      await page.evaluate((hash) => (window.location.hash = hash), urlOf(pageFile).slice(2));
      await expect(page.locator("h1")).toHaveCount(1);
    }
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });

  test("a page that can't load while offline says so, and loads on retry once back online", async ({ page, context }) => {
    let failedRequests = 0;
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "script") failedRequests++;
    });
    await page.goto("./");
    await context.setOffline(true);
    await page.evaluate(() => (window.location.hash = "/technology"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page couldn't load");
    await page.waitForTimeout(500);
    // One failed fetch of the page's code, not a retry loop.
    expect(failedRequests).toBeLessThan(3);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAF Technology");
  });
});

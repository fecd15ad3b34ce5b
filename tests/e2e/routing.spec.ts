import { readFileSync } from "node:fs";
import { expect, sameOnEveryScreen, test } from "./fixtures.ts";
import { parse } from "yaml";

/** The page files themselves, so the tests follow the content rather than repeat it. */
function pageFile(name: string) {
  return parse(readFileSync(`content/pages/${name}.yaml`, "utf8")) as { title: string; sections: { type: string; title?: string; id?: string }[] };
}

test.describe("content rendering and routing", () => {
  test("the home page renders its hero and sections from YAML", sameOnEveryScreen, async ({ page }) => {
    const home = pageFile("home");
    await page.goto("./");
    await expect(page.locator("h1")).toHaveText(home.sections[0]!.title!);
    await expect(page).toHaveTitle(home.title);
    const blocks = await page.locator("main [data-block]").evaluateAll((elements) => elements.map((element) => element.getAttribute("data-block")));
    expect(blocks).toEqual(home.sections.map((section) => section.type));
  });

  test("an unknown route shows the not-found page with a way home", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./#/no-such-page");
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Back to Homepage" }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator("h1")).toHaveText(pageFile("home").sections[0]!.title!);
  });

  test("following a link to another route starts it at the top", sameOnEveryScreen, async ({ page }) => {
    await page.goto("./");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Partnerships" }).click();
    await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an in-page anchor scrolls smoothly to its section without leaving the route", async ({ page }) => {
    await page.goto("./#/partnerships");
    const link = page.locator("#partner-types").getByRole("link", { name: "Learn More" }).first();
    // Written as the page's document, which a crawler follows; a click stays in the app.
    await expect(link).toHaveAttribute("href", "partnerships/#airlines");
    await link.click();
    await expect(page).toHaveURL(/#\/partnerships\?section=airlines$/);
    await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
    const section = page.locator("section#airlines");
    await expect.poll(async () => Math.round((await section.boundingBox())!.y), { timeout: 5_000 }).toBeLessThan(120);
    await expect.poll(async () => Math.round((await section.boundingBox())!.y)).toBeGreaterThanOrEqual(60);
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
  });

  for (const address of ["./#/partnerships?section=associations", "./#/partnerships#associations"]) {
    test(`a shared link to a section opens the page scrolled to it (${address.slice(3)})`, async ({ page }) => {
      await page.goto(address);
      await expect(page.locator("h1")).toHaveText("Partnerships & Innovation");
      await expect.poll(async () => Math.round((await page.locator("section#associations").boundingBox())!.y), { timeout: 5_000 }).toBeLessThan(120);
    });
  }
});

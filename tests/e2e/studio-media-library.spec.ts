import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./dev-studio.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A new article gets its picture from the media library, by mouse and by keyboard alone,
 * under npm run dev: the saved file names the file chosen and the description written.
 * (Adding a file to the library is tested on the published studio, whose store is a
 * stand-in repository, and by the files store's unit tests: this server's public/ is the
 * project's own.)
 */
const news = (page: Page) => page.getByRole("navigation", { name: "Content" }).getByRole("region", { name: "News" });
const status = (page: Page) => page.locator("[data-studio-status]");
const library = (page: Page) => page.getByRole("dialog", { name: "Choose the picture" });
const chooseButton = (page: Page) => page.locator('[data-path="image.src"]').getByRole("button", { name: /^(Choose|Change) picture$/ });

async function newArticle(page: Page, title: string): Promise<void> {
  await news(page).getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Article title").fill(title);
  await page.getByRole("button", { name: "Create article" }).click();
  await expect(page.locator("#form-heading")).toHaveText(`Article: ${title}`, { timeout: 30_000 });
  await page.locator('[data-path="summary"]').fill("A picture chosen from the library.");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("The plant opens today.");
}

async function saveAndRead(page: Page, scratch: string, path: string): Promise<string> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText("Saved the article", { timeout: 30_000 });
  return readFileSync(join(scratch, path), "utf8");
}

test.describe("the media library under npm run dev (files)", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let scratch: string;
  let url: string;

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh();
  });

  test("by mouse: searched by description, clicked, described; the file has the chosen src and the written alt", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    await expect(news(page).getByRole("button", { name: "New article" })).toBeVisible({ timeout: 90_000 });
    await newArticle(page, "Picture chosen by mouse");
    await chooseButton(page).click();
    await expect(library(page)).toBeVisible();
    // Found by words content already gives the picture, not by its file name.
    const search = library(page).getByLabel("Search by file name or description");
    await search.fill("fuel truck");
    await expect(library(page).getByRole("option")).toHaveCount(1);
    await search.fill("");
    await library(page).locator('[role=option][data-address="/media/news/dubai-airshow.jpg"]').click();
    await expect(library(page).getByRole("option", { selected: true })).toHaveAttribute("data-address", "/media/news/dubai-airshow.jpg");
    const description = library(page).getByLabel("Describe the picture for someone who cannot see it");
    await description.fill("");
    await library(page).getByRole("button", { name: "Use this picture" }).click();
    await expect(library(page).getByRole("alert")).toContainText("Describe the picture");
    await description.fill("Visitors at the Verdavia stand of the Dubai Airshow.");
    const axe = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await library(page).getByRole("button", { name: "Use this picture" }).click();
    await expect(library(page)).toHaveCount(0);
    await expect(chooseButton(page)).toBeFocused();
    await expect(chooseButton(page)).toHaveText("Change picture");
    const text = await saveAndRead(page, scratch, "content/news/picture-chosen-by-mouse.md");
    expect(text).toContain("image:\n  src: /media/news/dubai-airshow.jpg\n  alt: Visitors at the Verdavia stand of the Dubai Airshow.\n");
  });

  test("by keyboard alone: opened, searched, moved through with arrows, described; Escape closes and gives the focus back", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    await expect(news(page).getByRole("button", { name: "New article" })).toBeVisible({ timeout: 90_000 });
    await newArticle(page, "Picture chosen by keyboard");
    await chooseButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(library(page)).toBeVisible();
    await expect(library(page).getByLabel("Search by file name or description")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(library(page)).toHaveCount(0);
    await expect(chooseButton(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.type("dubai");
    await expect(library(page).getByRole("option")).toHaveCount(2);
    await page.keyboard.press("Tab");
    const options = library(page).getByRole("option");
    await expect(options.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(options.nth(1)).toBeFocused();
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    const chosen = (await options.nth(1).getAttribute("data-address"))!;
    // Tab leads on to the description (past the file input), then the button; Shift+Tab from the first control goes round.
    const description = library(page).getByLabel("Describe the picture for someone who cannot see it");
    while (!(await description.evaluate((element) => element === document.activeElement))) await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("The Dubai plant's towers against the evening sky.");
    await page.keyboard.press("Tab");
    await expect(library(page).getByRole("button", { name: "Use this picture" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(library(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(library(page).getByRole("button", { name: "Use this picture" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(library(page)).toHaveCount(0);
    await expect(chooseButton(page)).toBeFocused();
    const text = await saveAndRead(page, scratch, "content/news/picture-chosen-by-keyboard.md");
    expect(text).toContain(`image:\n  src: ${chosen}\n  alt: The Dubai plant's towers against the evening sky.\n`);
  });
});

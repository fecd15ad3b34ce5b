import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { desktopOnly, expect, test, type Page } from "./fixtures.ts";
import { type ViteDevServer } from "vite";
import { blockTypes } from "../../scripts/schema/block-examples.ts";
import { blockMetas } from "../../src/blocks/metas.ts";
import type { BlockType } from "../../src/blocks/schemas.ts";
import { iconNames } from "../../src/content/icon-names.ts";
import { copyOfContent, startDevServer, stopDevServer } from "./dev-server-on-copy.ts";

/**
 * What an editor sees in `npm run dev`: saving a YAML file updates the open
 * page in place, a mistake shows in Vite's overlay with file, line and frame,
 * the server stays up, and fixing the file recovers.
 */
test.describe("dev server", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough for the dev server");
  // One server for these tests, in one worker: two started side by side wrote one dependency folder.
  test.describe.configure({ mode: "serial" });

  let server: ViteDevServer;
  let scratch: string;
  let homeFile: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    // A cold dev server transforms every module, for the page's render and for the browser, on its
    // first page: on a busy two-core machine that can take a minute, once, before the tests' own limits.
    testInfo.setTimeout(240_000);
    scratch = copyOfContent("dev-server-");
    homeFile = join(scratch, "content/pages/home.yaml");
    ({ server } = await startDevServer(scratch, { withStudio: false }));
    const first = await browser.newPage();
    await first.goto(server.resolvedUrls!.local[0]!, { waitUntil: "commit" });
    await expect(first.locator("html[data-app=running]")).toBeAttached({ timeout: 200_000 });
    await first.close();
  });

  test.afterAll(() => stopDevServer(server, scratch));

  test("a page's path (a link opened in a new tab) shows that page at its hash address, as in the build", async ({ page }) => {
    test.setTimeout(120_000);
    const url = server.resolvedUrls!.local[0]!;
    await page.goto(`${url}about/?utm_source=x#leadership`, { waitUntil: "commit" });
    await expect(page.locator("h1")).toHaveText("About Verdavia", { timeout: 60_000 });
    expect(page.url()).toBe(`${url}?utm_source=x#/about?section=leadership`);
  });

  test("a page under the dev server is the document the build writes: the same <main>, static sections left outside React, no static block's code loaded", desktopOnly, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const url = server.resolvedUrls!.local[0]!;
    const staticFolders = (Object.keys(blockMetas) as BlockType[]).filter((type) => blockMetas[type].hydration === "static").map((type) => `/src/blocks/${blockMetas[type].component.split("/")[0]}/`);
    const modules: string[] = [];
    page.on("request", (request) => modules.push(new URL(request.url()).pathname));
    /** The page's <main> as the browser has it (the build marks it for the search index besides, and names its classes without labels), and whether React holds any node of a static section. */
    const drawn = async (page: Page) =>
      page.evaluate(() => {
        const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
        for (const name of main.getAttributeNames()) if (name.startsWith("data-search-")) main.removeAttribute(name);
        const inReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__react"));
        // The build leaves emotion's labels out of class names and the dev server keeps them, so a class is named by its hash and label in one, its hash alone in the other.
        return {
          html: main.outerHTML.replace(/\bcss-[\w-]+/g, "css"),
          statics: document.querySelectorAll("main [data-static-section]").length,
          staticInReact: [...document.querySelectorAll("main [data-static-section] *")].filter(inReact).map((element) => element.outerHTML.slice(0, 80)),
        };
      });
    // Contact: islands (the form, the questions) and static sections (its map, a picture whose host fails here).
    await page.goto(`${url}contact/`, { waitUntil: "commit" });
    await expect(page.locator("html[data-app=running]")).toBeAttached({ timeout: 60_000 });
    const dev = await drawn(page);
    await page.goto(new URL("contact/", baseURL).href);
    const built = await drawn(page);
    expect(dev.statics).toBeGreaterThan(0);
    expect(dev.staticInReact, "React took over a static section under the dev server").toEqual([]);
    expect(built.staticInReact, "React took over a static section in the build").toEqual([]);
    expect(dev.html).toBe(built.html);
    expect(modules.filter((path) => staticFolders.some((folder) => path.startsWith(folder))), "a static block's code was loaded under the dev server").toEqual([]);
  });

  test("saving YAML updates the page; a mistake shows in the overlay; fixing it recovers", async ({ page }) => {
    // A cold dev server transforms every module on first load; on a busy two-core machine that takes a while.
    test.setTimeout(120_000);
    const url = server.resolvedUrls!.local[0]!;
    // The condition is the app running (the fixture waits for it), not the load event, which a
    // cold dev server under load can hold back past any fixed limit while it transforms modules.
    await page.goto(url, { waitUntil: "commit" });
    await expect(page.locator("h1")).toHaveText("Fueling a Greener Tomorrow", { timeout: 60_000 });
    // A marker that a full reload would wipe out.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const original = readFileSync(homeFile, "utf8");
    writeFileSync(homeFile, original.replace("title: Fueling a Greener Tomorrow", "title: Fueling a Cleaner Tomorrow"));
    await expect(page.locator("h1")).toHaveText("Fueling a Cleaner Tomorrow", { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    writeFileSync(homeFile, original.replace("  - type: cta", "  - type: ctaa"));
    const overlay = page.locator("vite-error-overlay");
    await expect(overlay).toHaveCount(1, { timeout: 20_000 });
    const overlayText = await overlay.evaluate((element) => element.shadowRoot!.textContent ?? "");
    expect(overlayText).toMatch(/content\/pages\/home\.yaml:\d+:11 {2}error {2}sections\[\d\]\.type {2}Unknown block type "ctaa"\. Did you mean "cta"\?/);
    expect(overlayText).toContain("> ");
    // The overlay's file link, which opens the editor, names the same line and column as the report.
    const fileLink = await overlay.evaluate((element) => element.shadowRoot!.querySelector(".file")?.textContent?.trim() ?? "");
    expect(fileLink).toMatch(/content\/pages\/home\.yaml:\d+:11$/);

    writeFileSync(homeFile, original);
    await expect(overlay).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator("h1")).toHaveText("Fueling a Greener Tomorrow");
  });

  test("the block gallery shows every icon with its name, and every block type rendered, with its YAML beside it", async ({ page }) => {
    test.setTimeout(120_000);
    const url = server.resolvedUrls!.local[0]!;
    await page.goto(`${url}#/__blocks`, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: "Block gallery" })).toBeVisible({ timeout: 60_000 });
    const entries = page.locator("[data-gallery-block]");
    await expect(entries).toHaveCount(blockTypes.length);
    for (const type of blockTypes) {
      const entry = page.locator(`[data-gallery-block="${type}"]`);
      await expect(entry.getByRole("complementary", { name: `${type} YAML` })).toContainText(`type: ${type}`);
      // A rendered block, or for the sign-in landing an explanation why it is not run here.
      if (type !== "auth") await expect(entry.locator(`[data-block="${type}"]`)).toHaveCount(1, { timeout: 20_000 });
    }
    const icons = page.getByRole("region", { name: "Icons" }).getByRole("listitem");
    await expect(icons).toHaveCount(iconNames.length);
    await expect(icons.filter({ hasText: /^graduation-cap$/ }).locator("svg > *").first()).toBeAttached();
    await expect(page).toHaveURL(/#\/__blocks$/);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type FrameLocator, type Page } from "./dev-studio.ts";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { filesFromFolder, startGitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { fieldMarkAttribute } from "../../src/lib/field-mark.ts";
import { signInToPublishedStudio, studioSettings } from "./published-studio.ts";
import { failOnCspViolations } from "./csp-violations.ts";

/**
 * Click to edit, on both hosts: the published studio (dist/studio/) against the GitHub
 * stand-in, and the studio under the dev server on a scratch copy of the content. A click on
 * an element in the preview focuses its field; a field focused in the form is outlined in the
 * preview; the keyboard goes from one to the other and back.
 */
const editorToken = "github_pat_editor_0123456789";

const preview = (page: Page): FrameLocator => page.frameLocator("iframe[title='Page preview']");
const focusedPath = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-path") ?? null);
const openPage = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Content" }).getByRole("button", { name }).click();

/** Clicks `target` in the preview; the form's focused control must then be `path`, holding `value`, in view. */
async function clickToField(page: Page, target: ReturnType<FrameLocator["locator"]>, path: string, value: string): Promise<void> {
  await target.click();
  await expect.poll(() => focusedPath(page), { timeout: 10_000 }).toBe(path);
  const field = page.locator(`[data-path="${path}"]`);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(value);
  await expect(field).toBeInViewport();
  // The form scrolled to the field, not the studio: its toolbar is still at the top and the page has nothing to scroll.
  expect(await page.evaluate(() => ({ scrolled: document.scrollingElement!.scrollTop, overflow: document.scrollingElement!.scrollHeight - innerHeight }))).toEqual({ scrolled: 0, overflow: 0 });
}

/** The preview's outline of `kind` and the element of `field` in section `index`, measured in the frame. */
async function outlineAndElement(page: Page, kind: "selected" | "pointed", index: number, field: string) {
  const frame = page.frames().find((candidate) => candidate.url().includes("preview.html"))!;
  return frame.evaluate(
    ({ kind, index, field, attribute }) => {
      const rectOf = (element: Element | null) => {
        if (!element) return null;
        const { left, top, width, height } = element.getBoundingClientRect();
        return { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) };
      };
      return {
        outline: rectOf(document.querySelector(`[data-studio-outline="${kind}"]`)),
        element: rectOf(document.querySelector(`[data-studio-section="${index}"] [${attribute}="${field}"]`)),
      };
    },
    { kind, index, field, attribute: fieldMarkAttribute },
  );
}

async function expectOutlined(page: Page, kind: "selected" | "pointed", index: number, field: string): Promise<void> {
  await expect
    .poll(async () => {
      const { outline, element } = await outlineAndElement(page, kind, index, field);
      return outline !== null && element !== null && element.width > 0 && JSON.stringify(outline) === JSON.stringify(element);
    })
    .toBe(true);
}

/** The flow both hosts share, from a studio showing its pages. */
async function clickFlow(page: Page): Promise<void> {
  await openPage(page, /^About Us/);
  const frame = preview(page);
  await expect(frame.locator("[data-preview-route='/about']")).toBeVisible({ timeout: 30_000 });
  // The hero's heading, then a card's title on the same page.
  await clickToField(page, frame.getByRole("heading", { level: 1, name: "About Verdavia" }), "sections[0].title", "About Verdavia");
  await expect(page.locator('[data-section-index="0"]')).toHaveAttribute("data-selected", "true");
  await clickToField(page, frame.getByRole("heading", { name: "Our Vision" }), "sections[1].items[1].title", "Our Vision");
  await expect(page.locator('[data-section-index="1"]')).toHaveAttribute("data-selected", "true");
  // The field focused in the form is outlined where the preview draws it.
  await expectOutlined(page, "selected", 1, "items.1.title");

  // A counter on home, a cell of the technology page's table, a question on contact.
  await openPage(page, /^Home/);
  await expect(frame.locator("[data-preview-route='/']")).toBeVisible({ timeout: 30_000 });
  const counter = frame.locator(`[data-block="stats"] [${fieldMarkAttribute}$=".value"]`).first();
  const stats = await frame.locator("[data-block='stats']").evaluate((element) => Number(element.closest("[data-studio-section]")!.getAttribute("data-studio-section")));
  await counter.scrollIntoViewIfNeeded();
  const home = (parse(readFileSync(resolve("content/pages/home.yaml"), "utf8")) as { sections: { items?: { value?: number }[] }[] }).sections;
  await clickToField(page, counter, `sections[${stats}].items[0].value`, String(home[stats]!.items![0]!.value));

  await openPage(page, /^SAF Technology/);
  await expect(frame.locator("[data-preview-route='/technology']")).toBeVisible({ timeout: 30_000 });
  const table = await frame.locator("[data-block='table']").evaluate((element) => Number(element.closest("[data-studio-section]")!.getAttribute("data-studio-section")));
  const technology = (parse(readFileSync(resolve("content/pages/technology.yaml"), "utf8")) as { sections: { rows?: string[][] }[] }).sections;
  const cell = technology[table]!.rows![1]![2]!;
  await clickToField(page, frame.locator("[data-block='table'] tbody tr").nth(1).locator("td").nth(1), `sections[${table}].rows[1][2]`, cell);

  await openPage(page, /^Contact/);
  await expect(frame.locator("[data-preview-route='/contact']")).toBeVisible({ timeout: 30_000 });
  const faq = await frame.locator("[data-block='faq']").evaluate((element) => Number(element.closest("[data-studio-section]")!.getAttribute("data-studio-section")));
  const contact = (parse(readFileSync(resolve("content/pages/contact.yaml"), "utf8")) as { sections: { items?: { question?: string }[] }[] }).sections;
  const question = contact[faq]!.items![1]!.question!;
  await clickToField(page, frame.getByRole("button", { name: question }), `sections[${faq}].items[1].question`, question);

  // The header and footer are the site settings': a click on one of their texts opens that field
  // there, and the preview stays on the page it was showing.
  const site = parse(readFileSync(resolve("content/site.yaml"), "utf8")) as { navigation: { links: { label: string }[] }; footer: { copyright: string } };
  const aboutLink = site.navigation.links.findIndex((link) => link.label === "About Us");
  await clickToField(page, frame.locator("header [data-header-part='nav']").getByRole("link", { name: "About Us", exact: true }), `navigation.links[${aboutLink}].label`, "About Us");
  await expect(page.locator("#form-heading")).toHaveText("Site settings");
  await expect(frame.locator("[data-preview-route='/contact']")).toBeVisible();
  const copyright = frame.locator(`footer [${fieldMarkAttribute}="footer.copyright"]`);
  await copyright.scrollIntoViewIfNeeded();
  await clickToField(page, copyright, "footer.copyright", site.footer.copyright);
}

test.describe("click to edit on the published studio", () => {
  // The published studio runs under its own policy (scripts/studio/hosted-policy.ts): what it refuses fails the test.
  failOnCspViolations();
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });
  let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    standIn = await startGitHubStandIn({
      repository: studioSettings.repository,
      users: { [editorToken]: { login: "editor", name: "Eddie Editor", push: true } },
      seed: await filesFromFolder(resolve("."), ["content", "public/media"]),
    });
  });
  test.afterAll(async () => {
    await standIn?.close();
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  const signIn = (page: Page) => signInToPublishedStudio(page, standIn.url, editorToken);

  test("a click on a heading, a card, a counter, a table cell or a question focuses its field; the focused field is outlined", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await clickFlow(page);
  });

  test("pointing outlines an element; keyboard only: from a field to its element in the preview and back, on the Arabic page too; axe finds nothing", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await openPage(page, /^About Us/);
    const frame = preview(page);
    await expect(frame.locator("[data-preview-route='/about']")).toBeVisible({ timeout: 30_000 });

    // Pointing: the outline is the element's box.
    await frame.getByRole("heading", { name: "Our Purpose" }).hover();
    await expectOutlined(page, "pointed", 1, "title");

    await clickToField(page, frame.getByRole("heading", { level: 1 }), "sections[0].title", "About Verdavia");
    await expectOutlined(page, "selected", 0, "title");
    // Escape: the keyboard moves to the heading in the preview.
    await page.keyboard.press("Escape");
    await expect(frame.getByRole("heading", { level: 1 })).toBeFocused();
    await expectOutlined(page, "pointed", 0, "title");
    // Tab goes on to the next marked element, the subtitle; Enter opens its field.
    await page.keyboard.press("Tab");
    await expect(frame.locator(`[${fieldMarkAttribute}="subtitle"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedPath(page)).toBe("sections[0].subtitle");
    await expectOutlined(page, "selected", 0, "subtitle");

    // The studio and its preview frame together, the outline shown on the subtitle.
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    // A field the page does not show (the site's address): Escape leaves the keyboard on it, never in an empty frame.
    const copyright = frame.locator(`footer [${fieldMarkAttribute}="footer.copyright"]`);
    await copyright.scrollIntoViewIfNeeded();
    await copyright.click();
    await expect.poll(() => focusedPath(page)).toBe("footer.copyright");
    await page.locator('[data-path="brand.url"]').focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedPath(page)).toBe("brand.url");
    await page.locator('[data-path="footer.copyright"]').focus();
    await page.keyboard.press("Escape");
    await expect(copyright).toBeFocused();

    // The Arabic page, right to left: the same click and keys.
    await page.getByRole("navigation", { name: "Content" }).getByRole("list", { name: "About Us in other languages" }).getByRole("button").click();
    await expect(frame.locator("html")).toHaveAttribute("dir", "rtl", { timeout: 30_000 });
    const arabic = (parse(readFileSync(resolve("content/ar/pages/about.yaml"), "utf8")) as { sections: { title?: string; items?: { title?: string }[] }[] }).sections;
    await clickToField(page, frame.getByRole("heading", { level: 1 }), "sections[0].title", arabic[0]!.title!);
    await expect(page.locator('[data-path="sections[0].title"]')).toHaveAttribute("dir", "rtl");
    await clickToField(page, frame.getByRole("heading", { name: arabic[1]!.items![0]!.title! }), "sections[1].items[0].title", arabic[1]!.items![0]!.title!);
    await expectOutlined(page, "selected", 1, "items.0.title");
    await page.keyboard.press("Escape");
    await expect(frame.locator(`[data-studio-section="1"] [${fieldMarkAttribute}="items.0.title"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedPath(page)).toBe("sections[1].items[0].title");
  });

  test("no public document, chunk or stylesheet carries the field marks; the studio's preview does", async () => {
    const found: string[] = [];
    let inStudio = false;
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(html|js|css|json)$/.test(name) && readFileSync(path, "utf8").includes(fieldMarkAttribute)) {
          if (path.startsWith(resolve("dist/studio"))) inStudio = true;
          else found.push(path);
        }
      }
    };
    walk(resolve("dist"));
    expect(found).toEqual([]);
    expect(inStudio).toBe(true);
  });
});

// The clicks themselves are the published studio's above: the preview's marks and the form's
// fields are the same modules under `npm run dev`. What is the dev server's own is checked here.
test.describe("click to edit under npm run dev", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");

  test("the site's own pages draw no marks: only the studio's preview turns them on", async ({ page, devStudio }) => {
    test.setTimeout(180_000);
    await devStudio.fresh();
    await page.goto(devStudio.url.replace("__studio/", "#/about"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 90_000 });
    expect(await page.locator(`[${fieldMarkAttribute}]`).count()).toBe(0);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { signInToPublishedStudio, studioSettings } from "./published-studio.ts";
import { failOnCspViolations } from "./csp-violations.ts";

/**
 * No edit is ever out of an editor's reach: an edit that met someone else's change of the same
 * field is offered back in words after a reload, and a save that met one asks field by field.
 * On the published studio against the GitHub stand-in (assertions read git). Under `npm run dev`
 * an edit meeting a change on disk is studio.spec's; the offer after a reload is the same module
 * whichever store answers.
 */
const editorToken = "github_pat_editor_0123456789";
const aboutPath = "content/pages/about.yaml";
const cleo = { name: "Cleo Content", email: "cleo@example.com" };

const status = (page: Page) => page.locator("[data-studio-status]");
const heroTitle = (page: Page) => page.getByLabel("Title", { exact: true });
const openPage = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Content" }).getByRole("button", { name }).click();
const selectSection = (page: Page, index: number) => page.locator(`[data-section-index="${index}"] > button`).first().click();
const sectionsShown = (page: Page) => expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 60_000 });
const offers = (page: Page) => page.locator("[data-kept-edit]");

/** What an editor reads: the studio's text as drawn, every "Details" disclosure closed, and what in it names a file, a SHA or a storage key. */
async function leaks(page: Page): Promise<string[]> {
  return page.locator("body").evaluate((body) => {
    for (const details of body.querySelectorAll("details")) details.open = false;
    const text = (body as HTMLElement).innerText;
    return [/content\//, /\.ya?ml\b/, /\b[0-9a-f]{40}\b/, /studio:/].flatMap((pattern) => (pattern.test(text) ? [`${pattern}: ${text.match(pattern)![0]}`] : []));
  });
}

async function noAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Tab (never a click) until the focused element matches; fails after `most` presses. */
async function tabTo(page: Page, matches: (element: Element) => boolean, most = 12): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error("Tab never reached the element");
}

test.describe("edits kept on the published studio", () => {
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

  const git = (args: string[]) => standIn.git(args);
  async function changedLines(commit: string): Promise<string[]> {
    const diff = await git(["show", "--format=", commit]);
    return diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
  }
  /** Someone else's commit of about.yaml, as `edit` makes it from the branch's text. */
  async function theyChangeAbout(branch: string, message: string, edit: (text: string) => string): Promise<string> {
    const text = await git(["show", `${branch}:${aboutPath}`]);
    const changed = edit(text);
    expect(changed).not.toBe(text);
    await standIn.commitFiles(new Map([[aboutPath, changed]]), { branch, message, author: cleo });
    return git(["rev-parse", branch]);
  }

  const signIn = (page: Page) => signInToPublishedStudio(page, standIn.url, editorToken);

  test("after a same-line conflict and a reload, the editor's value is offered and “Use mine” makes one commit of that line", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page);
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await heroTitle(page).fill("About Verdavia, Again");
    expect(await leaks(page)).toEqual([]);

    // Cleo retitles the hero on main while the editor types; the editor's save meets it.
    const theirs = await theyChangeAbout("main", "Group name in the hero", (text) => text.replace("    title: About Verdavia\n", "    title: About Verdavia Group\n"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const conflict = page.locator("[data-conflict-choices]");
    await expect(conflict.getByRole("alert")).toContainText("Cleo Content changed About Us", { timeout: 30_000 });
    await expect(conflict.locator("[data-field-choice] dl")).toHaveText(/BeforeAbout VerdaviaCleo Content'sAbout Verdavia GroupYoursAbout Verdavia, Again/);
    await expect(status(page)).not.toContainText(/(?<!Not )\bsaved\b/i);
    expect(await leaks(page)).toEqual([]);
    expect(await git(["rev-parse", "main"])).toBe(theirs);

    await page.reload();
    await sectionsShown(page);
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).locator("p")).toHaveText("Your earlier edit to About Us → Hero → Title: ‘About Verdavia, Again’. The site now says ‘About Verdavia Group’.");
    await expect(offers(page).locator("dl")).toHaveText("Before your editAbout VerdaviaYoursAbout Verdavia, AgainOn the site nowAbout Verdavia Group");
    await expect(status(page)).toHaveText("1 earlier edit on About Us waits for your choice.");
    expect(await leaks(page)).toEqual([]);
    await noAxeViolations(page, "[data-kept-edits]");
    mkdirSync(".tmp", { recursive: true });
    await page.screenshot({ path: ".tmp/studio-kept-edit-offer.png" });

    await offers(page).getByRole("button", { name: "Use mine" }).click();
    await expect(offers(page)).toHaveCount(0);
    await expect(heroTitle(page)).toHaveValue("About Verdavia, Again");
    await expect(status(page)).toHaveText("Your edit to About Us → Hero → Title is back, as an unsaved edit: save to keep it. Unsaved edits on About Us.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText("Saved About Us as one commit", { timeout: 30_000 });
    expect(await leaks(page)).toEqual([]);

    expect(await git(["rev-list", "--count", `${theirs}..studio/editor`])).toBe("1");
    expect(await git(["rev-parse", "studio/editor~1"])).toBe(theirs);
    expect(await changedLines("studio/editor")).toEqual(["-    title: About Verdavia Group", "+    title: About Verdavia, Again"]);

    await page.reload();
    await sectionsShown(page);
    await expect(status(page)).toHaveText("All changes saved.");
    await expect(offers(page)).toHaveCount(0);
  });

  test("“Keep the site's”, from the keyboard, leaves their text; the offer is gone after a reload and the editor's other field comes back", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page);
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await heroTitle(page).fill("About Verdavia Today");
    await selectSection(page, 1);
    await heroTitle(page).first().fill("Why We Exist");
    await expect(status(page)).toHaveText("Unsaved edits on About Us.");

    const theirs = await theyChangeAbout("studio/editor", "Worldwide", (text) => text.replace("    title: About Verdavia, Again\n", "    title: About Verdavia Worldwide\n"));
    await page.reload();
    await sectionsShown(page);
    await expect(offers(page)).toHaveCount(1);
    await expect(offers(page).locator("p")).toHaveText("Your earlier edit to About Us → Hero → Title: ‘About Verdavia Today’. The site now says ‘About Verdavia Worldwide’.");
    // The field only the editor changed is back as an unsaved edit; the one both changed waits.
    await expect(status(page)).toHaveText("Unsaved edits from earlier were restored on About Us. Unsaved edits on About Us. 1 earlier edit on About Us waits for your choice.");

    await page.locator("#kept-edits-heading").focus();
    await tabTo(page, (element) => element.textContent === "Use mine");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Keep the site's");
    await page.keyboard.press("Enter");
    await expect(offers(page)).toHaveCount(0);
    await expect(status(page)).toHaveText("Kept the site's About Us → Hero → Title; your earlier edit of it is let go. Unsaved edits on About Us.");

    await page.reload();
    await sectionsShown(page);
    await expect(offers(page)).toHaveCount(0);
    await expect(status(page)).toHaveText("Unsaved edits from earlier were restored on About Us. Unsaved edits on About Us.");
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await expect(heroTitle(page)).toHaveValue("About Verdavia Worldwide");
    await page.keyboard.press("Control+s");
    await expect(status(page)).toContainText("Saved About Us as one commit", { timeout: 30_000 });
    expect(await git(["rev-parse", "studio/editor~1"])).toBe(theirs);
    expect(await changedLines("studio/editor")).toEqual(["-    title: Our Purpose", "+    title: Why We Exist"]);
    expect(await git(["show", `studio/editor:${aboutPath}`])).toContain("    title: About Verdavia Worldwide\n");
  });

  test("a save conflict shows theirs, yours and the value before; a choice per field, from the keyboard, makes one commit", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page);
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await heroTitle(page).fill("About the Verdavia Team");
    await selectSection(page, 1);
    await heroTitle(page).first().fill("What Moves Us");
    await page.getByLabel("Title", { exact: true }).nth(1).fill("Our Mission Today");
    expect(await leaks(page)).toEqual([]);

    // Cleo changes both titles the editor changed, and a line the editor left alone.
    const theirs = await theyChangeAbout("studio/editor", "Shorter titles", (text) =>
      text
        .replace("    title: About Verdavia Worldwide\n", "    title: Verdavia, in Brief\n")
        .replace("    title: Why We Exist\n", "    title: What Drives Us\n")
        .replace(/^updated: .*$/m, "updated: 2026-11-25"),
    );
    await page.keyboard.press("Control+s");
    const panel = page.locator("[data-conflict-choices]");
    await expect(panel.getByRole("alert")).toContainText("Cleo Content changed About Us", { timeout: 30_000 });
    const fields = panel.locator("[data-field-choice]");
    await expect(fields.locator("legend")).toHaveText(["About Us → Hero → Title", "About Us → Cards “What Drives Us” → Title"]);
    await expect(fields.nth(0).locator("dl")).toHaveText("BeforeAbout Verdavia WorldwideCleo Content'sVerdavia, in BriefYoursAbout the Verdavia Team");
    await expect(fields.nth(1).locator("dl")).toHaveText("BeforeWhy We ExistCleo Content'sWhat Drives UsYoursWhat Moves Us");
    await expect(panel.getByRole("button", { name: "Save with these choices" })).toBeDisabled();
    await expect(status(page)).not.toContainText(/(?<!Not )\bsaved\b/i);
    expect(await leaks(page)).toEqual([]);
    await noAxeViolations(page, "[data-conflict-choices]");
    await page.screenshot({ path: ".tmp/studio-conflict-choices.png" });

    // The keyboard is on the panel's heading after the refused save.
    await expect(panel.locator("h2")).toBeFocused();
    await tabTo(page, (element) => element instanceof HTMLInputElement && element.type === "radio");
    await page.keyboard.press("Space");
    await expect(fields.nth(0).getByRole("radio", { name: "Use mine" })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    await expect(fields.nth(1).getByRole("radio", { name: "Use theirs" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Save with these choices" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status(page)).toContainText("Saved About Us as one commit", { timeout: 30_000 });
    await expect(panel).toHaveCount(0);

    expect(await git(["rev-parse", "studio/editor~1"])).toBe(theirs);
    expect(await changedLines("studio/editor")).toEqual(["-    title: Verdavia, in Brief", "+    title: About the Verdavia Team", "-        title: Our Mission", "+        title: Our Mission Today"]);
    const saved = await git(["show", `studio/editor:${aboutPath}`]);
    expect(saved).toContain("    title: What Drives Us\n");
    expect(saved).toContain("updated: 2026-11-25\n");
    await expect(heroTitle(page).first()).toHaveValue("What Drives Us");
  });

  test("publishing shows no file, SHA or storage key either", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await page.getByRole("button", { name: "Propose my saved edits" }).click();
    await expect(page.getByRole("link", { name: /pull request #\d+/ })).toBeVisible({ timeout: 30_000 });
    expect(await leaks(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish to the site" }).click();
    await expect(page.getByText(/Published: your edits are on main/)).toBeVisible({ timeout: 30_000 });
    expect(await leaks(page)).toEqual([]);
    expect(await git(["show", `main:${aboutPath}`])).toContain("    title: About the Verdavia Team\n");
  });
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./dev-studio.ts";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { signInToPublishedStudio, studioSettings } from "./published-studio.ts";
import { failOnCspViolations } from "./csp-violations.ts";

/**
 * Articles in the studio, on both hosts through the one store interface: a new article
 * written, scheduled in London time and saved as one change; one field of a shipped article
 * changed as one line; an article deleted once the editor has confirmed it.
 */
const newTitle = "Plant opening in Dubai";
const newPath = "content/news/plant-opening-in-dubai.md";
const shippedPath = "content/news/astm-d7566-corsia-certification.md";
const shippedTitle = "Verdavia's Humber plant earns ISCC CORSIA certification for ASTM D7566 fuel";
const year = new Date().getUTCFullYear() + 1;
const editorToken = "github_pat_articles_0123456789";

const news = (page: Page) => page.getByRole("navigation", { name: "Content" }).getByRole("region", { name: "News" });
const status = (page: Page) => page.locator("[data-studio-status]");
const preview = (page: Page) => page.frameLocator("iframe[title='Page preview']");
const changedLinesOf = (diff: string) => diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));

/** What the editor can read: no file path, no SHA. */
async function expectEditorWords(page: Page): Promise<void> {
  const visible = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll("details, iframe, script, style, datalist")) hidden.remove();
    return copy.textContent ?? "";
  });
  expect(visible).not.toMatch(/content\/|\.ya?ml\b|\.md\b|\b[0-9a-f]{40}\b/);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Selects, in the body editor, `length` characters from `offset` into the first text matching `pattern`: the keyboard then types over them. */
async function selectInBody(page: Page, pattern: RegExp, offset: number, length: number): Promise<void> {
  const text = page.getByRole("textbox", { name: "Text", exact: true });
  await expect(text).toContainText(pattern, { timeout: 30_000 });
  await text.evaluate(
    (editor, { source, offset, length }) => {
      const walker = editor.ownerDocument.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.search(new RegExp(source));
        if (at === -1) continue;
        const range = editor.ownerDocument.createRange();
        range.setStart(node, at + offset);
        range.setEnd(node, at + offset + length);
        editor.ownerDocument.getSelection()!.removeAllRanges();
        editor.ownerDocument.getSelection()!.addRange(range);
        return;
      }
      throw new Error(`No text matches ${source}`);
    },
    { source: pattern.source, offset, length },
  );
  await text.focus();
}

/**
 * The article's text as a writer makes it with the toolbar, never a Markdown sign typed: a
 * paragraph, a heading, a list, a link to a section of another page, a picture from the media
 * library and a table.
 */
async function writeBody(page: Page): Promise<void> {
  const body = page.getByRole("textbox", { name: "Text", exact: true });
  const tool = (name: string) => page.getByRole("group", { name: "Formatting" }).getByRole("button", { name, exact: true });
  await body.fill("The plant opens today.");
  await body.press("End");
  await page.keyboard.press("Enter");
  await tool("Heading level 2").click();
  await page.keyboard.type("What opens");
  await page.keyboard.press("Enter");
  await tool("Bulleted list").click();
  await page.keyboard.type("Fuel for airlines");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Fuel for airports");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the ");
  await tool("Link").click();
  const link = page.getByRole("form", { name: "Link" });
  await link.getByLabel("Words to link").fill("fuel specifications");
  await link.getByLabel("A page or section of the site").selectOption({ label: "SAF Technology › specifications" });
  await link.getByRole("button", { name: "Add link" }).click();
  await body.press("End");
  await page.keyboard.press("Enter");
  await tool("Image").click();
  const image = page.getByRole("form", { name: "Image" });
  await image.getByLabel("Image from the media library").selectOption({ label: "/media/news/first-deliveries.jpg" });
  await image.getByLabel("What the image shows (alt text, required)").fill("A fuel truck beside an aircraft.");
  await image.getByRole("button", { name: "Insert image" }).click();
  await tool("Insert table").click();
  // Three columns, a heading row and two rows, the cursor in the first cell; Tab goes to the next one.
  const cells = ["Feedstock", "Share", "Source", "Used cooking oil", "60%", "Gulf", "Agricultural residues", "40%", "UK"];
  for (const [index, cell] of cells.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await page.keyboard.type(cell);
  }
  // The shares lined up on the right: Markdown aligns whole columns, and the editor shows it as it will be written.
  await page.keyboard.press("Shift+Tab");
  await tool("Align column right").click();
  await expect(body.locator("td", { hasText: "40%" })).toHaveCSS("text-align", "right");
}

/** The article's picture from the media library, by mouse: searched, clicked, described in words. */
async function choosePictureWithMouse(page: Page, { search, address, description }: { search: string; address: string; description: string }): Promise<void> {
  await page.locator('[data-path="image.src"]').getByRole("button", { name: "Choose picture" }).click();
  const library = page.getByRole("dialog", { name: "Choose the picture" });
  await library.getByLabel("Search by file name or description").fill(search);
  await library.locator(`[role=option][data-address="${address}"]`).click();
  await library.getByLabel("Describe the picture for someone who cannot see it").fill(description);
  await library.getByRole("button", { name: "Use this picture" }).click();
  await expect(library).toHaveCount(0);
  await expect(page.locator('[data-path="image.alt"]')).toHaveValue(description);
}

/** New article: title, proposed address, the form filled, scheduled for 12 March next year, 09:00 London time, saved. */
async function writeAndSchedule(page: Page, savedWords: RegExp, { reload = false } = {}): Promise<void> {
  await news(page).getByRole("button", { name: "New article" }).click();
  await page.getByLabel("Article title").fill("ASTM D7566 CORSIA certification");
  await expect(page.locator("#new-article-address")).toHaveText(`The article “${shippedTitle}” already has the address /news/astm-d7566-corsia-certification. Give this one a different title.`);
  await page.getByLabel("Article title").fill(newTitle);
  await expect(page.locator("#new-article-address")).toHaveText("Its address will be /news/plant-opening-in-dubai.");
  await page.getByRole("button", { name: "Create article" }).click();
  await expect(page.locator("#form-heading")).toHaveText(`Article: ${newTitle}`, { timeout: 30_000 });
  await expect(page.locator("#schedule-state")).toHaveText(/^State: Live since \d+ \w+\.$/);

  await page.locator('[data-path="summary"]').fill("Our Dubai plant opens its doors.");
  await choosePictureWithMouse(page, { search: "dubai plant", address: "/media/news/dubai-plant.jpg", description: "The Dubai plant at dawn." });
  await writeBody(page);
  await page.getByLabel("Day", { exact: true }).fill(`${year}-03-12`);
  await page.getByLabel("Time", { exact: true }).fill("09:00");
  await page.getByLabel("Zone", { exact: true }).selectOption({ label: "London time" });
  await expect(page.locator("#schedule-state")).toHaveText(`State: Goes live 12 March ${year}, 09:00 London time.`);
  await expect(news(page).getByRole("button", { name: new RegExp(`^${newTitle}`) })).toContainText(`Goes live 12 March ${year}, 09:00 London time`);
  // The preview draws the article as the site will, marked with when it goes live.
  await expect(preview(page).locator("h1")).toHaveText(newTitle, { timeout: 30_000 });
  await expect(preview(page).locator("main")).toContainText(`12 March ${year}`);
  await expect(preview(page).locator("main")).toContainText("The plant opens today.");
  // A click on a paragraph in the preview puts the cursor in the text, in that paragraph.
  await preview(page).getByText("The plant opens today.").click();
  await expect(page.getByRole("textbox", { name: "Text", exact: true })).toBeFocused();
  await expectEditorWords(page);
  if (reload) {
    // Not saved yet, the article outlives a reload, with everything written in it.
    await page.reload();
    await news(page).getByRole("button", { name: new RegExp(`^${newTitle}`) }).click({ timeout: 90_000 });
    await expect(page.locator("#schedule-state")).toHaveText(`State: Goes live 12 March ${year}, 09:00 London time.`, { timeout: 30_000 });
    await expect(page.locator('[data-path="summary"]')).toHaveValue("Our Dubai plant opens its doors.");
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(savedWords, { timeout: 30_000 });
}

function expectWritten(text: string): void {
  const [matter, body] = [text.slice(0, text.indexOf("\n---\n") + 5), text.slice(text.indexOf("\n---\n") + 5)];
  expect(matter).toBe(`---\ntitle: "${newTitle}"\nsummary: Our Dubai plant opens its doors.\ndate: ${year}-03-12T09:00:00+00:00\ntype: news\nimage:\n  src: /media/news/dubai-plant.jpg\n  alt: The Dubai plant at dawn.\n---\n`);
  // Written as the site's Markdown, each block where the writer put it (the save passed the build's own checks).
  expect(body).toMatch(/^The plant opens today\.\n\n## What opens\n\n[-*] Fuel for airlines\n[-*] Fuel for airports\n\nRead the \[fuel specifications\]\(\/technology#specifications\)\n\n!\[A fuel truck beside an aircraft\.\]\(\/media\/news\/first-deliveries\.jpg\)\n\n/);
  expect(body).toMatch(/\|\s*Feedstock\s*\|\s*Share\s*\|\s*Source\s*\|\n\|\s*-+\s*\|\s*-+:\s*\|\s*-+\s*\|\n\|\s*Used cooking oil\s*\|\s*60%\s*\|\s*Gulf\s*\|\n\|\s*Agricultural residues\s*\|\s*40%\s*\|\s*UK\s*\|\n$/);
}

/** One field of a shipped article: its kind, from News to Insight. */
async function changeKind(page: Page, savedWords: RegExp): Promise<void> {
  await news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) }).click();
  await expect(page.locator("#form-heading")).toHaveText(`Article: ${shippedTitle}`, { timeout: 30_000 });
  await page.locator('[data-path="type"]').selectOption("insight");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(savedWords, { timeout: 30_000 });
}

/** The new article opened again in a reloaded studio: its table drawn afresh from what was saved, the shares still on the right. */
async function expectAlignedWhenReopened(page: Page): Promise<void> {
  await page.reload();
  await news(page).getByRole("button", { name: new RegExp(`^${newTitle}`) }).click({ timeout: 90_000 });
  await expect(page.locator("#form-heading")).toHaveText(`Article: ${newTitle}`, { timeout: 30_000 });
  const body = page.getByRole("textbox", { name: "Text", exact: true });
  await expect(body.locator("td", { hasText: "40%" })).toHaveCSS("text-align", "right");
  await expect(body.locator("th", { hasText: "Share" })).toHaveCSS("text-align", "right");
}

/** Delete, asked first and named; the Arabic twin is kept unless the editor ticks it. */
async function deleteNewArticle(page: Page, deletedWords: RegExp): Promise<void> {
  await news(page).getByRole("button", { name: new RegExp(`^${newTitle}`) }).click();
  await page.getByRole("button", { name: "Delete this article" }).click();
  const question = page.getByRole("alertdialog", { name: `Delete the article “${newTitle}”?` });
  await expect(question).toBeFocused();
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Delete this article" }).click();
  await question.getByRole("button", { name: "Delete article" }).click();
  await expect(status(page)).toContainText(deletedWords, { timeout: 30_000 });
  await expect(news(page).getByRole("button", { name: new RegExp(`^${newTitle}`) })).toHaveCount(0);
}

test.describe("articles under npm run dev (files)", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let scratch: string;
  let url: string;
  const git = (args: string[]) => execFileSync("git", ["-C", scratch, ...args], { encoding: "utf8", env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_AUTHOR_NAME: "E", GIT_AUTHOR_EMAIL: "e@example.com", GIT_COMMITTER_NAME: "E", GIT_COMMITTER_EMAIL: "e@example.com" } });

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh(() => {
      git(["init", "-q"]);
      git(["add", "."]);
      git(["commit", "-qm", "Site content"]);
    });
  });

  // The writing itself (the toolbar, the picture, the schedule, the preview, a reload) is the same
  // studio on either store: the published studio's test below goes through it. Here, what the files
  // store does with it: a new file on disk, one line for one field, the file gone when deleted.
  test("a new article is a new file; one field of another is one line; deleted with confirmation, its file is gone", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(url);
    await expect(news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) })).toBeVisible({ timeout: 90_000 });
    await news(page).getByRole("button", { name: "New article" }).click();
    await page.getByLabel("Article title").fill(newTitle);
    await page.getByRole("button", { name: "Create article" }).click();
    await expect(page.locator("#form-heading")).toHaveText(`Article: ${newTitle}`, { timeout: 30_000 });
    await page.locator('[data-path="summary"]').fill("Our Dubai plant opens its doors.");
    await choosePictureWithMouse(page, { search: "dubai plant", address: "/media/news/dubai-plant.jpg", description: "The Dubai plant at dawn." });
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("The plant opens today.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText(new RegExp(`Saved the article “${newTitle}”\\.`), { timeout: 30_000 });
    expect(git(["status", "--porcelain", "--untracked-files=all"]).trim()).toBe(`?? ${newPath}`);
    const written = readFileSync(join(scratch, newPath), "utf8");
    expect(written).toMatch(new RegExp(`^---\\ntitle: "${newTitle}"\\nsummary: Our Dubai plant opens its doors\\.\\ndate: `));
    expect(written).toContain("\nimage:\n  src: /media/news/dubai-plant.jpg\n  alt: The Dubai plant at dawn.\n---\nThe plant opens today.\n");
    git(["add", "."]);
    git(["commit", "-qm", "New article"]);

    await changeKind(page, /Saved /);
    expect(changedLinesOf(git(["diff", "--", shippedPath]))).toEqual(["-type: news", "+type: insight"]);
    expect(git(["status", "--porcelain"]).trim()).toBe(`M ${shippedPath}`);
    git(["commit", "-qam", "Kind"]);

    await deleteNewArticle(page, new RegExp(`Deleted the article “${newTitle}”\\.`));
    expect(existsSync(join(scratch, newPath))).toBe(false);
    expect(git(["status", "--porcelain"]).trim()).toBe(`D ${newPath}`);
  });
});

test.describe("translating an article under npm run dev (files)", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  // Its tests share one copy of the content: they run in turn, in one worker.
  test.describe.configure({ mode: "serial" });

  let scratch: string;
  let url: string;
  const arabicPath = "content/ar/news/astm-d7566-corsia-certification.md";
  const onDisk = (path: string) => readFileSync(join(scratch, path), "utf8");

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh(() => {
      // Every shipped entry is translated; one is made English-only again for "Translate this article".
      rmSync(join(scratch, "content/ar/news/northbridge-university-research-partnership.md"));
    });
  });

  test("a paragraph changed in English: the Arabic one block behind, right to left, the English beside, marked as translated in the same save", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(url);
    const english = news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) });
    await expect(english).toBeVisible({ timeout: 90_000 });
    const arabicLine = news(page).getByRole("list", { name: `${shippedTitle} in other languages` }).getByRole("button");
    await expect(arabicLine).toHaveText("العربية — translated", { timeout: 30_000 });
    await english.click();
    // "now" in the first paragraph becomes "today", typed over a selection of the word.
    const text = page.getByRole("textbox", { name: "Text", exact: true });
    await expect(text).toContainText(/is now\s+certified/, { timeout: 30_000 });
    await text.evaluate((editor) => {
      const walker = editor.ownerDocument.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.search(/is now\s+certified/);
        if (at === -1) continue;
        const range = editor.ownerDocument.createRange();
        range.setStart(node, at + 3);
        range.setEnd(node, at + 6);
        editor.ownerDocument.getSelection()!.removeAllRanges();
        editor.ownerDocument.getSelection()!.addRange(range);
        return;
      }
    });
    await text.focus();
    await page.keyboard.type("today");
    await expect(arabicLine).toHaveText("العربية — 1 block behind");

    await arabicLine.click();
    await expect(page.locator("#form-heading")).toContainText("العربية translation:", { timeout: 30_000 });
    await expect(preview(page).locator("html")).toHaveAttribute("dir", "rtl", { timeout: 30_000 });
    await expect(page.locator('[data-path="title"]')).toHaveAttribute("dir", "rtl");
    await expect(page.locator('[data-english-state="current"]').first()).toContainText(shippedTitle);
    const stale = page.locator('[data-english-block][data-state="changed"]');
    await expect(stale).toHaveCount(1);
    await expect(stale).toContainText("is today");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Mark as translated" }).click();
    await expect(stale).toHaveCount(0);
    await expect(arabicLine).toHaveText("العربية — translated");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText("Saved", { timeout: 30_000 });
    // The Arabic file: its one body fingerprint, nothing else; the English: its one line.
    const arabicBefore = readFileSync(resolve(arabicPath), "utf8").split("\n");
    const arabicAfter = onDisk(arabicPath).split("\n");
    expect(arabicAfter.filter((line, index) => line !== arabicBefore[index])).toEqual([expect.stringMatching(/^ {2}body\[0\]: "?[0-9a-f]+"?$/)]);
    // The English: its first paragraph alone, written again in the file's style (its lines wrapped as the file wraps them).
    const paragraphs = (text: string) => text.split("\n\n");
    const englishBefore = paragraphs(readFileSync(resolve(shippedPath), "utf8"));
    const englishAfter = paragraphs(onDisk(shippedPath));
    expect(englishAfter.length).toBe(englishBefore.length);
    expect(englishAfter.filter((paragraph, index) => paragraph !== englishBefore[index])).toHaveLength(1);
    const first = englishBefore.findIndex((paragraph, index) => paragraph !== englishAfter[index]);
    expect(englishAfter[first]!.replace(/\s+/g, " ")).toBe(englishBefore[first]!.replace("is now\ncertified", "is today certified").replace(/\s+/g, " "));
  });

  test("Translate this article writes the Arabic file alone: the English structure, a draft, every text to write", async ({ page }) => {
    test.setTimeout(120_000);
    const englishPath = "content/news/northbridge-university-research-partnership.md";
    const twinPath = "content/ar/news/northbridge-university-research-partnership.md";
    await page.goto(url);
    const languages = news(page).getByRole("list", { name: /Northbridge.* in other languages$/ });
    await expect(languages).toContainText("العربية — not yet translated", { timeout: 90_000 });
    await languages.getByRole("button", { name: /^Translate this article/ }).click();
    await expect(status(page)).toContainText(/Began the العربية translation of .*Northbridge/, { timeout: 30_000 });
    await expect(languages.getByRole("button")).toHaveText(/^العربية — \d+ blocks and \d+ fields behind$/, { timeout: 30_000 });
    const english = readFileSync(join(scratch, englishPath), "utf8");
    const twin = onDisk(twinPath);
    expect(twin.split("---")[2]).toBe(english.split("---")[2]);
    expect(twin.split("\n").filter((line) => !english.split("\n").includes(line))).toEqual(["draft: true"]);
  });
});

test.describe("an article changed on disk while edited, under npm run dev (files)", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");

  let scratch: string;
  let url: string;
  const onDisk = () => readFileSync(join(scratch, shippedPath), "utf8");
  const changeOnDisk = (from: string, to: string) => {
    const text = onDisk();
    expect(text).toContain(from);
    writeFileSync(join(scratch, shippedPath), text.replace(from, to));
  };

  test.beforeAll(async ({ devStudio }, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    ({ root: scratch, url } = devStudio);
    await devStudio.fresh();
  });

  test("another paragraph changed on disk is taken in under the unsaved edit; the same paragraph is named, both versions shown", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(url);
    await news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) }).click({ timeout: 90_000 });
    await expect(page.locator("#form-heading")).toHaveText(`Article: ${shippedTitle}`, { timeout: 30_000 });

    await selectInBody(page, /also tested and released/, "also ".length, "tested".length);
    await page.keyboard.type("checked");
    changeOnDisk("## What comes next", "## What follows");
    await expect(status(page)).toContainText(`The article “${shippedTitle}” was changed on disk, in places you did not edit: the change is taken in and your edits stay on top.`, { timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText("Saved", { timeout: 30_000 });
    expect(onDisk()).toContain("also checked and released");
    expect(onDisk()).toContain("## What follows");

    await selectInBody(page, /Together, the two certificates/, 0, "Together".length);
    await page.keyboard.type("Jointly");
    changeOnDisk("Together, the two certificates", "Taken together, the two certificates");
    const choice = page.locator("[data-conflict-choices] [data-paragraph-choice]");
    await expect(choice.locator("legend")).toHaveText("The paragraph beginning “Together, the two certificates…” was changed by someone else since you opened it; you changed it too.", { timeout: 30_000 });
    await expect(choice.locator("figure[data-side='theirs']")).toContainText("Taken together, the two certificates");
    await expect(choice.locator("figure[data-side='mine']")).toContainText("Jointly, the two certificates");
    await choice.getByRole("radio", { name: "Put mine" }).check();
    await page.locator("[data-conflict-choices]").getByRole("button", { name: "Apply these choices" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText("Saved", { timeout: 30_000 });
    expect(onDisk()).toContain("Jointly, the two certificates");
    expect(onDisk()).not.toContain("Taken together");
    expect(onDisk()).toContain("## What follows");
  });
});

test.describe("articles on the published studio (GitHub)", () => {
  // The published studio runs under its own policy (scripts/studio/hosted-policy.ts): what it refuses fails the test.
  failOnCspViolations();
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let standIn: GitHubStandIn;
  const git = (args: string[]) => standIn.git(args);

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    const seed = await filesFromFolder(resolve("."), ["content", "public/media"]);
    standIn = await startGitHubStandIn({ repository: studioSettings.repository, users: { [editorToken]: { login: "writer", name: "Wren Writer", push: true } }, seed });
  });

  test.afterAll(async () => {
    await standIn?.close();
  });

  test("the same, each save and the deletion one commit on the editor's branch", async ({ page }) => {
    test.setTimeout(180_000);
    await signInToPublishedStudio(page, standIn.url, editorToken);
    const main = await git(["rev-parse", "main"]);
    await writeAndSchedule(page, new RegExp(`Saved the article “${newTitle}” as one commit\\.`), { reload: true });
    expect(await git(["rev-list", "--count", `${main}..studio/writer`])).toBe("1");
    expect(await git(["diff-tree", "--no-commit-id", "--name-status", "-r", "studio/writer"])).toBe(`A\t${newPath}`);
    expectWritten(`${await git(["show", `studio/writer:${newPath}`])}\n`);

    await changeKind(page, /as one commit\./);
    expect(await git(["rev-list", "--count", `${main}..studio/writer`])).toBe("2");
    expect(changedLinesOf(await git(["show", "--format=", "studio/writer"]))).toEqual(["-type: news", "+type: insight"]);

    await expectAlignedWhenReopened(page);
    await deleteNewArticle(page, new RegExp(`Deleted the article “${newTitle}” as one commit\\.`));
    expect(await git(["rev-list", "--count", `${main}..studio/writer`])).toBe("3");
    expect(await git(["diff-tree", "--no-commit-id", "--name-status", "-r", "studio/writer"])).toBe(`D\t${newPath}`);
    expect(existsSync(resolve(newPath))).toBe(false);
    await expectNoAxeViolations(page);
    await expectEditorWords(page);
  });
  test("one word of a shipped article's text is one line of one commit; its Arabic twin previews right to left", async ({ page }) => {
    test.setTimeout(180_000);
    await signInToPublishedStudio(page, standIn.url, editorToken);
    // The editor's branch when the test above made it; else the branch it starts from.
    const before = await git(["rev-parse", "studio/writer"]).catch(() => git(["rev-parse", "main"]));
    await news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) }).click();
    await expect(page.locator("#form-heading")).toHaveText(`Article: ${shippedTitle}`, { timeout: 30_000 });
    // "produces" becomes "delivers": a word of the same length, so the line's wrapping cannot move a word to its neighbours.
    await selectInBody(page, /plant produces is also/, "plant ".length, "produces".length);
    await page.keyboard.type("delivers");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText(/as one commit\./, { timeout: 30_000 });
    expect(await git(["rev-list", "--count", `${before}..studio/writer`])).toBe("1");
    expect(await git(["show", "--format=", "--numstat", "studio/writer"])).toBe(`1\t1\t${shippedPath}`);
    expect(changedLinesOf(await git(["show", "--format=", "studio/writer"]))).toEqual([
      "-Every batch the plant produces is also tested and released against **ASTM D7566**, the",
      "+Every batch the plant delivers is also tested and released against **ASTM D7566**, the",
    ]);

    // Its Arabic twin: the preview's article reads right to left, each line of a paragraph set against its right edge.
    await news(page).getByRole("list", { name: `${shippedTitle} in other languages` }).getByRole("button").click();
    await expect(page.locator("#form-heading")).toContainText("العربية translation:", { timeout: 30_000 });
    await expect(preview(page).locator("html")).toHaveAttribute("dir", "rtl", { timeout: 30_000 });
    const paragraphs = preview(page).locator("main article p");
    await expect(paragraphs.first()).toBeVisible({ timeout: 30_000 });
    const lines = await paragraphs.evaluateAll((found) =>
      found.map((paragraph) => {
        const range = paragraph.ownerDocument.createRange();
        range.selectNodeContents(paragraph);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const box = paragraph.getBoundingClientRect();
        const last = rects.at(-1)!;
        return { direction: getComputedStyle(paragraph).direction, boxLeft: box.left, boxRight: box.right, lastLeft: last.left, lastRight: last.right, frameWidth: paragraph.ownerDocument.documentElement.clientWidth };
      }),
    );
    // A paragraph whose last line is short: in right to left it ends against the right edge, with the gap on the left.
    const short = lines.find((line) => line.lastRight - line.lastLeft < (line.boxRight - line.boxLeft) * 0.8);
    expect(short, "an Arabic paragraph whose last line is shorter than its box").toBeDefined();
    expect(short!.direction).toBe("rtl");
    expect(Math.abs(short!.lastRight - short!.boxRight)).toBeLessThan(3);
    expect(short!.lastLeft - short!.boxLeft).toBeGreaterThan(20);
    expect(short!.boxRight).toBeGreaterThan(short!.frameWidth / 2);
    await expectEditorWords(page);
  });
  test("someone else's change to the text meanwhile: another paragraph comes in without a question; the same paragraph is named, both versions shown, mine put on request", async ({ page }) => {
    test.setTimeout(180_000);
    const dana = { name: "Dana Developer", email: "dana@example.com" };
    // The editor's branch when the tests above made it; else the branch the studio opens.
    const branch = (await git(["rev-parse", "--verify", "-q", "studio/writer"]).catch(() => "")) ? "studio/writer" : "main";
    const theirEdit = async (from: string, to: string, message: string) => {
      const text = await git(["show", `${branch}:${shippedPath}`]);
      expect(text).toContain(from);
      await standIn.commitFiles(new Map([[shippedPath, `${text.replace(from, to)}\n`]]), { branch, message, author: dana });
    };
    await signInToPublishedStudio(page, standIn.url, editorToken);
    await news(page).getByRole("button", { name: new RegExp(`^${shippedTitle.slice(0, 30)}`) }).click();
    await expect(page.locator("#form-heading")).toHaveText(`Article: ${shippedTitle}`, { timeout: 30_000 });

    // Another paragraph: both edits in one commit, nothing asked.
    await selectInBody(page, /also tested and released/, "also ".length, "tested".length);
    await page.keyboard.type("checked");
    await theirEdit("## What comes next", "## What follows", "Shorter heading");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status(page)).toContainText(/as one commit\./, { timeout: 30_000 });
    await expect(page.locator("[data-conflict-choices]")).toHaveCount(0);
    const both = await git(["show", `studio/writer:${shippedPath}`]);
    expect(both).toContain("also checked and released");
    expect(both).toContain("## What follows");

    // The same paragraph: named in words, both versions side by side, nothing overwritten until the editor chooses.
    await selectInBody(page, /Together, the two certificates/, 0, "Together".length);
    await page.keyboard.type("Jointly");
    await theirEdit("Together, the two certificates", "Taken together, the two certificates", "Clearer opening");
    const theirCommit = await git(["rev-parse", "studio/writer"]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const choice = page.locator("[data-conflict-choices] [data-paragraph-choice]");
    await expect(choice.locator("legend")).toHaveText("The paragraph beginning “Together, the two certificates…” was changed by Dana Developer since you opened it; you changed it too.", { timeout: 30_000 });
    await expect(choice.locator("figure[data-side='theirs']")).toContainText("Taken together, the two certificates mean airlines");
    await expect(choice.locator("figure[data-side='mine']")).toContainText("Jointly, the two certificates mean airlines");
    expect(await git(["rev-parse", "studio/writer"])).toBe(theirCommit);
    await expectEditorWords(page);
    await choice.getByRole("radio", { name: "Put mine" }).check();
    await page.locator("[data-conflict-choices]").getByRole("button", { name: "Save with these choices" }).click();
    await expect(status(page)).toContainText(/as one commit\./, { timeout: 30_000 });
    expect(await git(["rev-parse", "studio/writer~1"])).toBe(theirCommit);
    const saved = await git(["show", `studio/writer:${shippedPath}`]);
    expect(saved).toContain("Jointly, the two certificates");
    expect(saved).not.toContain("Taken together");
    expect(changedLinesOf(await git(["show", "--format=", "studio/writer"]))).toEqual([
      "-Taken together, the two certificates mean airlines can put Verdavia SAF into their existing fleets *and*",
      "+Jointly, the two certificates mean airlines can put Verdavia SAF into their existing fleets *and*",
    ]);
  });

  test("a written, scheduled article is published to the site: on main as written, the editor's branch gone", async ({ page }) => {
    test.setTimeout(180_000);
    await signInToPublishedStudio(page, standIn.url, editorToken);
    await writeAndSchedule(page, new RegExp(`Saved the article “${newTitle}” as one commit\\.`));
    // Proposed as a pull request first; this repository runs no checks, so it may be published at once.
    await page.getByRole("button", { name: "Propose my saved edits" }).click();
    await expect(page.getByRole("link", { name: /pull request #\d+/ })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Publish to the site" }).click();
    await expect(page.getByText(/Published: your edits are on main/)).toBeVisible({ timeout: 30_000 });
    expectWritten(`${await git(["show", `main:${newPath}`])}\n`);
    expect(await git(["branch", "--list", "studio/writer"])).toBe("");
  });
});

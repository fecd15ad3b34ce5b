import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { filesFromFolder, startGitHubStandIn, type GitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { planTranslation } from "../../src/studio/translation/translate-page.ts";
import { fileKindOfPath } from "../../src/validation/sources.ts";
import { fingerprint } from "../../src/validation/translations.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { signInToPublishedStudio, studioSettings } from "./published-studio.ts";
import { failOnCspViolations } from "./csp-violations.ts";

/**
 * A translator's flows on the published studio, against the GitHub stand-in over a real bare
 * repository. The English About hero changed after its Arabic was translated (a commit made with
 * git); the Arabic Our Commitment page has no file yet (removed in this copy only). Under
 * `npm run dev` the same studio goes through the files store, whose reading of git history and
 * writing of files its unit tests hold (tests/studio/earlier-english.test.ts,
 * tests/scripts/studio/service.test.ts).
 */
const englishAbout = "content/pages/about.yaml";
const arabicAbout = "content/ar/pages/about.yaml";
const englishCommitment = "content/pages/commitment.yaml";
const arabicCommitment = "content/ar/pages/commitment.yaml";
const newEnglishTitle = "About Verdavia, Renewed";
const newArabicTitle = "تعرّف إلى Verdavia المتجدّدة";
const withNewTitle = (text: string) => text.replace(/^( {4}title: )About Verdavia$/m, `$1${newEnglishTitle}`);

const editorToken = "github_pat_translator_0123456789";

const nav = (page: Page) => page.getByRole("navigation", { name: "Content" });
const status = (page: Page) => page.locator("[data-studio-status]");
const selectSection = (page: Page, index: number) => page.locator(`[data-section-index="${index}"] > button`).first().click();
const preview = (page: Page) => page.frameLocator("iframe[title='Page preview']");

/** What the editor can read: no file path, no SHA, no storage key (a "Details" disclosure may hold them). */
async function expectEditorWords(page: Page): Promise<void> {
  const visible = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll("details, iframe, script, style, datalist")) hidden.remove();
    return copy.textContent ?? "";
  });
  expect(visible).not.toMatch(/content\/|\.ya?ml\b|\b[0-9a-f]{40}\b|studio:/);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Lines a diff adds and removes, without its headers. */
const changedLinesOf = (diff: string) => diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));

/** Every content file at a commit, read with git, through the build's validator. */
function validateTree(git: (args: string[]) => string, commit: string) {
  const paths = git(["ls-tree", "-r", "--name-only", commit, "content"]).split("\n").filter((path) => /^content\/(?:[a-z]{2,3}\/)?(?:site\.yaml|(?:pages|collections)\/[^/]+\.yaml)$/.test(path));
  return validateSources(paths.map((path) => ({ path, text: git(["show", `${commit}:${path}`]), kind: fileKindOfPath(path) })));
}

/**
 * The flow both hosts share: Arabic About one section behind, its hero title marked with the
 * English then and now, fixed and marked; then the edit saved. `saved` checks the one change.
 */
async function fixTheBehindSection(page: Page, saved: () => Promise<void>, savedWords: RegExp): Promise<void> {
  const arabicAboutEntry = nav(page).getByRole("list", { name: "About Us in other languages" }).getByRole("button");
  await expect(arabicAboutEntry).toHaveText("العربية — 1 section behind", { timeout: 30_000 });
  await arabicAboutEntry.click();
  await selectSection(page, 0);
  await expect(preview(page).locator("html")).toHaveAttribute("dir", "rtl", { timeout: 30_000 });
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveAttribute("dir", "rtl");
  const marked = page.locator('[data-english-state="changed"]');
  await expect(marked).toHaveCount(1);
  // The English as it was when translated, found in the English page's history, and as it reads now.
  await expect(marked.locator("[data-english-before]")).toHaveText("About Verdavia", { timeout: 30_000 });
  await expect(marked.locator("[data-english-now]")).toHaveText(newEnglishTitle);
  await expect(marked.locator("[data-english-now] ins")).toHaveText(", Renewed");
  await expect(page.locator("[data-translation-bar]")).toContainText("The English changed in 1 field since this section was translated");
  await expectNoAxeViolations(page);
  await expectEditorWords(page);

  await title.fill(newArabicTitle);
  await page.getByRole("button", { name: "Mark as translated" }).click();
  await expect(page.locator("[data-translation-bar]")).toHaveText("Up to date with the English.");
  await expect(page.locator('[data-english-state="changed"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toContainText(savedWords, { timeout: 30_000 });
  await expect(arabicAboutEntry).toHaveText("العربية — translated");
  await saved();
  await expectEditorWords(page);
}

/** The translator's change: the title line and its fingerprint, nothing else. */
function expectTitleAndFingerprint(lines: string[]): void {
  expect(lines).toEqual(["-    title: تعرّف إلى Verdavia", `+    title: ${newArabicTitle}`, `-      title: ${fingerprint("About Verdavia")}`, `+      title: ${fingerprint(newEnglishTitle)}`]);
}

/** "Translate this page" on Our Commitment: the file made, its fields shown as not yet translated. */
async function translateCommitment(page: Page, savedWords: RegExp): Promise<void> {
  const languages = nav(page).getByRole("list", { name: "Our Commitment in other languages" });
  await expect(languages).toContainText("العربية — not yet translated");
  await expectNoAxeViolations(page);
  await languages.getByRole("button", { name: "Translate this page (Our Commitment into العربية)" }).click();
  await expect(status(page)).toContainText(savedWords, { timeout: 30_000 });
  await expect(languages.getByRole("button")).toHaveText(/^العربية — \d+ fields to translate$/, { timeout: 30_000 });
  await expect(languages.getByRole("button")).toHaveAttribute("aria-current", "true");
  await selectSection(page, 0);
  await expect(page.locator("[data-translation-bar]")).toContainText("not yet translated");
  await expect(page.locator('[data-english-state="untranslated"]').first()).toContainText("Not yet translated. The English:");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  // The preview keeps the page's shape: the English stands in for what is not translated yet, isolated as a left-to-right run inside the right-to-left page.
  await expect(preview(page).locator("h1")).toHaveText("\u2068Our Commitment\u2069", { timeout: 30_000 });
  await expect(preview(page).locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);
  await expectEditorWords(page);
}

/** The new file is the English structure with every text empty, and the site still validates with it. */
function expectTranslationBegun(text: string, englishText: string, validation: ReturnType<typeof validateSources>): void {
  expect(text).toBe(planTranslation(englishCommitment, englishText, "ar").text);
  expect(text).toMatch(/^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/page\.schema\.json\nroute: \/commitment\ntitle: ""\n/);
  expect(text).not.toContain("translated:");
  expect(validation.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  expect(validation.problems.map((problem) => `${problem.file} ${problem.code}`)).toEqual([`${arabicCommitment} translation-incomplete`]);
  // Visitors get the English page at the Arabic address, kept out of search results, until it is complete.
  expect(validation.content!.pages.find((candidate) => candidate.route === "/ar/commitment")).toMatchObject({ locale: "ar", contentLocale: "en", title: "Our Commitment — Verdavia" });
}

test.describe("translating on the published studio (GitHub)", () => {
  // The published studio runs under its own policy (scripts/studio/hosted-policy.ts): what it refuses fails the test.
  failOnCspViolations();
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let standIn: GitHubStandIn;
  const git = (args: string[]) => standIn.git(args);

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    const seed = await filesFromFolder(resolve("."), ["content", "public/media"]);
    // This copy of the site has no Arabic Our Commitment yet.
    seed.delete(arabicCommitment);
    standIn = await startGitHubStandIn({ repository: studioSettings.repository, users: { [editorToken]: { login: "translator", name: "Tariq Translator", push: true } }, seed });
    // The English hero changes after the Arabic was translated, as another editor's commit.
    const english = await git(["show", `main:${englishAbout}`]);
    await standIn.commitFiles(new Map([[englishAbout, `${withNewTitle(english)}\n`]]), { message: "About: a new hero title", author: { name: "Eddie Editor", email: "eddie@example.com" } });
  });

  test.afterAll(async () => {
    await standIn?.close();
  });

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  const signIn = (page: Page) => signInToPublishedStudio(page, standIn.url, editorToken);

  test("a section behind its changed English: the English then and now, fixed and marked in one commit of that field and its fingerprint", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const main = await git(["rev-parse", "main"]);
    await fixTheBehindSection(
      page,
      async () => {
        expect(await git(["rev-list", "--count", `${main}..studio/translator`])).toBe("1");
        expect(await git(["diff-tree", "--no-commit-id", "--name-only", "-r", "studio/translator"])).toBe(arabicAbout);
        expectTitleAndFingerprint(changedLinesOf(await git(["show", "--format=", "studio/translator"])));
      },
      /Saved About Us \(العربية\) as one commit/,
    );
    // The lookup asked GitHub for the English page's history and its text at the commits it needed, no more.
    const asked = standIn.requests.map((request) => decodeURIComponent(request.path)).filter((path) => path.includes("/contents/") || path.includes("/commits?"));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((path) => path.includes(englishAbout))).toBe(true);
    expect(asked.filter((path) => path.includes("/contents/")).length).toBeLessThanOrEqual(2);
  });

  test("Translate this page makes one commit adding the Arabic file, every text empty and shown as not yet translated; the site still validates", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const before = await git(["rev-parse", "studio/translator"]);
    await translateCommitment(page, /Began the العربية translation of Our Commitment as one commit/);
    expect(await git(["rev-list", "--count", `${before}..studio/translator`])).toBe("1");
    expect(await git(["diff-tree", "--no-commit-id", "--name-status", "-r", "studio/translator"])).toBe(`A\t${arabicCommitment}`);
    expect(await git(["log", "-1", "--format=%s", "studio/translator"])).toBe("Our Commitment: translation begun (العربية)");
    const tree = new Map<string, string>();
    const gitSync = (args: string[]) => {
      const key = args.join(" ");
      if (!tree.has(key)) tree.set(key, execFileSync("git", ["--git-dir", standIn.repoDir, ...args], { encoding: "utf8" }));
      return tree.get(key)!;
    };
    expectTranslationBegun(await git(["show", `studio/translator:${arabicCommitment}`]).then((text) => `${text}\n`), gitSync(["show", `studio/translator:${englishCommitment}`]), validateTree(gitSync, "studio/translator"));
  });
});

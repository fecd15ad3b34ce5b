import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import { resolve } from "node:path";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { filesFromFolder, startGitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { failOnCspViolations } from "./csp-violations.ts";

/**
 * The studio on the published site (`/studio/` of the build), as an editor who never
 * installed anything works with it, against a stand-in for GitHub's REST API backed by a
 * real bare git repository. The studio calls the API address site.yaml names; the browser's
 * requests to it are answered by the stand-in, and every assertion on content reads git.
 */
type StandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;

const settings = (parse(readFileSync(resolve("content/site.yaml"), "utf8")) as { studio: { repository: string; apiUrl?: string } }).studio;
const apiOrigin = new URL(settings.apiUrl ?? "https://api.github.com").origin;
const editorToken = "github_pat_editor_0123456789";
const readerToken = "github_pat_reader_0123456789";

test.describe("studio on the published site", () => {
  // The published studio runs under its own policy (scripts/studio/hosted-policy.ts): what it refuses fails the test.
  failOnCspViolations();
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let standIn: StandIn;
  /** Every request the page made that carried a token, by its URL. */
  let tokenRequests: { url: string; authorization: string }[] = [];
  /** Requests the browser's network gives up on as timed out, before they reach the stand-in. */
  const timeouts = { match: /$^/, left: 0 };

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    standIn = await startGitHubStandIn({
      repository: settings.repository,
      users: { [editorToken]: { login: "editor", name: "Eddie Editor", push: true }, [readerToken]: { login: "reader", push: false } },
      seed: await filesFromFolder(resolve("."), ["content", "public/media"]),
    });
  });

  test.afterAll(async () => {
    await standIn?.close();
  });

  // The publish panel may still be reading the checks when a test ends.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  /** The API origin answered by the stand-in, as if the page reached GitHub. */
  async function connect(page: Page): Promise<void> {
    tokenRequests = [];
    page.on("request", (request: Request) => {
      const authorization = request.headers()["authorization"];
      if (authorization) tokenRequests.push({ url: request.url(), authorization });
    });
    await page.route(`${apiOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (timeouts.left > 0 && timeouts.match.test(`${route.request().method()} ${url.pathname}`)) {
        timeouts.left -= 1;
        return route.abort("timedout");
      }
      const response = await route.fetch({ url: `${standIn.url}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }

  async function signIn(page: Page, token: string, remember = false): Promise<void> {
    await page.goto("studio/");
    await page.getByLabel("GitHub token").fill(token);
    if (remember) await page.getByLabel("Remember me on this computer").check();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 30_000 });
  }

  const status = (page: Page) => page.locator("[data-studio-status]");
  const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();
  const heroTitle = (page: Page) => page.getByLabel("Title", { exact: true });
  /** Signed in, on the about page's hero section, its title typed in. */
  async function typeAboutHeroTitle(page: Page, title: string, remember = false): Promise<void> {
    await connect(page);
    await signIn(page, editorToken, remember);
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await heroTitle(page).fill(title);
  }
  const git = (args: string[]) => standIn.git(args);
  const openPage = (page: Page, name: RegExp) => page.getByRole("navigation", { name: "Content" }).getByRole("button", { name }).click();
  const selectSection = (page: Page, index: number) => page.locator(`[data-section-index="${index}"] > button`).first().click();
  /** The lines a commit added and removed, without the diff's headers. */
  async function changedLines(commit: string): Promise<string[]> {
    const diff = await git(["show", "--format=", commit]);
    return diff.split("\n").filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
  }

  test("sign in with a token, edit, save: one commit a save on the editor's branch, only the edited lines", async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page);
    const main = await git(["rev-parse", "main"]);
    await signIn(page, editorToken);
    await expect(page.getByText("Signed in as editor")).toBeVisible();
    const historyAtStart = await page.evaluate(() => history.length);

    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await heroTitle(page).fill("About Verdavia and Our Team");
    await expect(page.frameLocator("iframe[title='Page preview']").locator("h1")).toHaveText("About Verdavia and Our Team", { timeout: 30_000 });
    await save(page);
    await expect(status(page)).toContainText("Saved About Us as one commit", { timeout: 30_000 });

    expect(await git(["rev-list", "--count", `${main}..studio/editor`])).toBe("1");
    expect(await git(["log", "-1", "--format=%s", "studio/editor"])).toBe("About Us: hero title");
    expect(await changedLines("studio/editor")).toEqual([expect.stringMatching(/^-\s+title: About Verdavia$/), "+    title: About Verdavia and Our Team"]);

    await openPage(page, /Contact/);
    await expect(page.frameLocator("iframe[title='Page preview']").locator("h1")).toHaveText("Get In Touch", { timeout: 30_000 });
    // Pages previewed replace the frame's address: Back leaves the studio, it does not step through them.
    expect(await page.evaluate(() => history.length)).toBe(historyAtStart);
    await selectSection(page, 3);
    // The new entry's fields are drawn after the click: filling "the last" before then would edit the entry above it.
    const questionsBefore = await page.getByLabel("Question").count();
    await page.getByRole("button", { name: "Add to items" }).click();
    await expect(page.getByLabel("Question")).toHaveCount(questionsBefore + 1);
    // The empty entry is marked first; the save right after the typing is judged on what was typed, not on that finding.
    await expect(page.getByLabel("Question").last()).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Question").last().fill("Do you supply airports outside Europe?");
    await page.getByLabel("Answer").last().fill("Yes. We supply airports in the Middle East today and are adding North America and Asia.");
    await page.getByLabel("Save message").fill("Contact: a question about airports outside Europe");
    await save(page);
    await expect(status(page)).toContainText("Saved Contact as one commit", { timeout: 30_000 });
    expect(await git(["log", "-1", "--format=%s", "studio/editor"])).toBe("Contact: a question about airports outside Europe");
    expect(await changedLines("studio/editor")).toEqual([
      "+      - question: Do you supply airports outside Europe?",
      "+        answer: Yes. We supply airports in the Middle East today and are adding North America and Asia.",
    ]);

    await selectSection(page, 3);
    await page.locator('[data-section-index="3"]').getByRole("button", { name: "Move up" }).click();
    await save(page);
    await expect(status(page)).toContainText("Saved Contact as one commit", { timeout: 30_000 });
    expect(await git(["rev-list", "--count", `${main}..studio/editor`])).toBe("3");
    const moved = await changedLines("studio/editor");
    expect(moved.filter((line) => line.startsWith("+")).sort()).toEqual(moved.filter((line) => line.startsWith("-")).map((line) => `+${line.slice(1)}`).sort());

    // The token went to the API origin and nowhere else, and never into the address.
    expect(tokenRequests.length).toBeGreaterThan(5);
    for (const request of tokenRequests) expect(new URL(request.url).origin).toBe(apiOrigin);
    expect(page.url()).not.toContain(editorToken);
    expect(await page.evaluate(() => sessionStorage.getItem("studio:github-token"))).toBe(editorToken);
    expect(await page.evaluate(() => localStorage.getItem("studio:github-token"))).toBeNull();
  });

  test("publish: the pull request, its checks and preview link, then the merge changes main", async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page);
    await signIn(page, editorToken);
    await page.getByRole("button", { name: "Propose my saved edits" }).click();
    const pullLink = page.getByRole("link", { name: /pull request #\d+/ });
    await expect(pullLink).toBeVisible({ timeout: 30_000 });
    await expect(pullLink).toHaveAttribute("href", new RegExp(`^https://github\\.com/${settings.repository}/pull/\\d+$`));
    await expect(page.getByText("This repository runs no checks on it.")).toBeVisible();

    const tip = await git(["rev-parse", "studio/editor"]);
    standIn.setStatus(tip, { state: "failure", context: "build", target_url: "https://ci.example.net/build/1" });
    standIn.setStatus(tip, { state: "success", context: "deploy/netlify", target_url: "https://deploy-preview-1--verdavia.netlify.app" });
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByRole("list", { name: "Checks" })).toContainText("build: failed");
    await expect(page.getByRole("link", { name: "See why build failed" })).toHaveAttribute("href", "https://ci.example.net/build/1");
    await expect(page.getByRole("button", { name: "Publish to the site" })).toBeDisabled();

    standIn.setStatus(tip, { state: "success", context: "build", target_url: "https://ci.example.net/build/1" });
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(page.getByRole("link", { name: "Open the preview" })).toHaveAttribute("href", "https://deploy-preview-1--verdavia.netlify.app");
    await expect(page.getByRole("link", { name: "Open the preview" })).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("button", { name: "Publish to the site" }).click();
    await expect(page.getByText(/Published: your edits are on main/)).toBeVisible({ timeout: 30_000 });

    expect(await git(["show", "main:content/pages/about.yaml"])).toContain("title: About Verdavia and Our Team");
    expect(await git(["show", "main:content/pages/contact.yaml"])).toContain("question: Do you supply airports outside Europe?");
    expect(await git(["branch", "--list", "studio/editor"])).toBe("");
    expect(standIn.forceRequests).toEqual([]);
  });

  test("someone else's change meanwhile: on another line it is kept without a question, on the same line it is explained and nothing is overwritten", async ({ page }) => {
    test.setTimeout(120_000);
    await typeAboutHeroTitle(page, "About Verdavia Fuels");

    // Another line of the same file, pushed to main while the editor types.
    const about = await git(["show", "main:content/pages/about.yaml"]);
    const elsewhere = about.replace(/^title: .*$/m, "title: About Us — Verdavia Fuels");
    expect(elsewhere).not.toBe(about);
    await standIn.commitFiles(new Map([["content/pages/about.yaml", elsewhere]]), { message: "Page title for search", author: { name: "Dana Developer", email: "dana@example.com" } });
    await save(page);
    await expect(status(page)).toContainText("Saved About Us", { timeout: 30_000 });
    const both = await git(["show", "studio/editor:content/pages/about.yaml"]);
    expect(both).toContain("title: About Us — Verdavia Fuels");
    expect(both).toContain("    title: About Verdavia Fuels\n");

    // The same line, pushed to the editor's branch meanwhile.
    await heroTitle(page).fill("About the Verdavia Team");
    const theirs = both.replace("    title: About Verdavia Fuels\n", "    title: Verdavia, in Brief\n");
    await standIn.commitFiles(new Map([["content/pages/about.yaml", theirs]]), { branch: "studio/editor", message: "Shorter hero", author: { name: "Dana Developer", email: "dana@example.com" } });
    const theirCommit = await git(["rev-parse", "studio/editor"]);
    await save(page);
    const alert = page.getByRole("alert").filter({ hasText: "Dana Developer changed About Us" });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText("Shorter hero");
    expect(await git(["rev-parse", "studio/editor"])).toBe(theirCommit);
    expect(await git(["show", "studio/editor:content/pages/about.yaml"])).toContain("    title: Verdavia, in Brief\n");

    // Their value, the editor's and the one before, and a choice; the choice saves.
    const choices = page.locator("[data-conflict-choices]");
    await expect(choices.locator("[data-field-choice] dl")).toHaveText("BeforeAbout Verdavia FuelsDana Developer'sVerdavia, in BriefYoursAbout the Verdavia Team");
    await choices.getByRole("radio", { name: "Use mine" }).check();
    await choices.getByRole("button", { name: "Save with these choices" }).click();
    await expect(status(page)).toContainText("Saved About Us", { timeout: 30_000 });
    await expect(heroTitle(page)).toHaveValue("About the Verdavia Team");
    // Theirs is one commit back, reachable; ours is on top.
    expect(await git(["rev-parse", "studio/editor~1"])).toBe(theirCommit);
    expect(await git(["show", "studio/editor:content/pages/about.yaml"])).toContain("    title: About the Verdavia Team\n");
    expect(standIn.forceRequests).toEqual([]);
  });

  test("a 401 mid-session asks to sign in again and keeps the edits; a 503, a timeout and the rate limit are put in words", async ({ page }) => {
    test.setTimeout(150_000);
    await typeAboutHeroTitle(page, "About Verdavia, Again");
    const before = await git(["rev-parse", "studio/editor"]);

    // One 503 is retried by the store; two in a row reach the editor.
    standIn.faults.next({ status: 503, match: /^POST .*\/git\/blobs/, times: 2 });
    await save(page);
    await expect(status(page)).toContainText("Not saved", { timeout: 30_000 });
    await expect(status(page)).toContainText("Your edits are kept");

    standIn.faults.next({ status: 403, rateLimited: true, match: /^POST .*\/git\/blobs/ });
    await save(page);
    await expect(status(page)).toContainText(/GitHub's limit on requests is used up until \d\d:\d\d/, { timeout: 30_000 });

    standIn.faults.next({ status: 401, match: /^POST .*\/git\/blobs/ });
    await save(page);
    const dialog = page.getByRole("dialog", { name: "Sign in again to go on" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    expect(await git(["rev-parse", "studio/editor"])).toBe(before);
    await dialog.getByLabel("GitHub token").fill(editorToken);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await expect(heroTitle(page)).toHaveValue("About Verdavia, Again");

    // A connection that times out, twice (the store retries once): the stand-in's hanging answer
    // is tested with the store's own timer in tests/studio/store/github/failures.test.ts.
    Object.assign(timeouts, { match: /^POST .*\/git\/blobs/, left: 2 });
    await save(page);
    await expect(status(page)).toContainText("GitHub did not answer", { timeout: 60_000 });
    await save(page);
    await expect(status(page)).toContainText("Saved About Us", { timeout: 30_000 });
    expect(await git(["rev-list", "--count", `${before}..studio/editor`])).toBe("1");
  });

  test("unsaved edits survive a reload; a remembered sign-in survives it too", async ({ page }) => {
    test.setTimeout(90_000);
    await typeAboutHeroTitle(page, "About Verdavia, Unsaved", true);
    // The page is named by its title, which "Page title for search" above made "About Us — Verdavia Fuels".
    await expect(status(page)).toContainText("Unsaved edits on About Us — Verdavia Fuels.");
    await page.reload();
    await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 30_000 });
    await expect(status(page)).toContainText("Unsaved edits from earlier were restored on About Us — Verdavia Fuels.");
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await expect(heroTitle(page)).toHaveValue("About Verdavia, Unsaved");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("GitHub token")).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem("studio:github-token"), localStorage.getItem("studio:github-token")])).toEqual([null, null]);
  });

  test("a picture added in the media library goes into the save's commit, its size said first; one over 10 MB is refused in words", async ({ page }) => {
    test.setTimeout(90_000);
    await connect(page);
    await signIn(page, editorToken);
    await page.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /Site settings/ }).click();
    await page.locator('[data-path="brand.shareImage"]').getByRole("button", { name: /^(Choose|Change) picture$/ }).click();
    const library = page.getByRole("dialog", { name: "Choose the link preview picture" });
    const addFile = library.getByLabel("Add a picture from your computer");
    await addFile.setInputFiles({ name: "Too Big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(library.getByRole("alert")).toContainText("Too Big.jpg was not added: it is 10.0 MB");
    await expect(library.getByRole("button", { name: "Add to the library" })).toHaveCount(0);
    // A PNG's signature and header (1200 × 630), then bytes: its size and pixels are said before it is taken in.
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x04, 0xb0, 0, 0, 0x02, 0x76]);
    await addFile.setInputFiles({ name: "Share Card.png", mimeType: "image/png", buffer: Buffer.concat([header, Buffer.alloc(40 * 1024)]) });
    await expect(library.getByTestId("staged-facts")).toHaveText("40 KB, 1200 × 630 pixels");
    await library.getByRole("button", { name: "Add to the library" }).click();
    await expect(library.getByRole("option", { selected: true })).toHaveAttribute("data-address", "/media/share-card.png");
    await library.getByRole("button", { name: "Use this picture" }).click();
    await expect(library).toHaveCount(0);
    await save(page);
    await expect(status(page)).toContainText("Saved Site settings and /media/share-card.png as one commit", { timeout: 30_000 });
    expect((await git(["show", "--stat", "--format=", "studio/editor"])).split("\n").map((line) => line.trim().split(/\s+/)[0])).toEqual(
      expect.arrayContaining(["content/site.yaml", "public/media/share-card.png"]),
    );
    expect(await git(["show", "studio/editor:content/site.yaml"])).toContain("/media/share-card.png");
  });

  test("a user who may not push reads the pages and is told who can grant access", async ({ page }) => {
    test.setTimeout(90_000);
    await connect(page);
    await signIn(page, readerToken);
    await expect(page.getByRole("note")).toContainText("You are signed in as reader, who may read");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await openPage(page, /About Us/);
    await selectSection(page, 0);
    await expect(heroTitle(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add section" })).toHaveCount(0);
  });

  test("keyboard only, and axe finds nothing, signed out and signed in", async ({ page }) => {
    test.setTimeout(90_000);
    await connect(page);
    await page.goto("studio/");
    await expect(page.getByLabel("GitHub token")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // From the top of the page: Tab reaches the token field, typing fills it, Enter signs in.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      if (await page.getByLabel("GitHub token").evaluate((field) => field === document.activeElement)) break;
    }
    await page.keyboard.type(editorToken);
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 30_000 });
    expect((await new AxeBuilder({ page }).exclude("iframe").analyze()).violations).toEqual([]);
  });

  test("inside another site's frame it reads no token and draws no editor, only says to open it in its own tab; there its own preview frame works", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const studioUrl = new URL("studio/", baseURL).href;
    // Another site: another loopback address, so another origin and another site. The studio is served as
    // GitHub Pages serves it, without headers, so only the studio's own code can refuse the frame.
    const framer = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><title>Another site</title><h1>Win a prize</h1><iframe title="Framed studio" src="${studioUrl}" width="1000" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, "127.0.0.2", resolve));
    try {
      // Every frame counts its reads of web storage, where the studio keeps the token.
      await page.addInitScript(() => {
        const reads = { count: 0 };
        (window as unknown as { storageReads: typeof reads }).storageReads = reads;
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, key: string) {
          reads.count += 1;
          return getItem.call(this, key);
        };
      });
      await page.goto(`http://127.0.0.2:${(framer.address() as AddressInfo).port}/`);
      const framed = page.frameLocator("iframe[title='Framed studio']");
      await expect(framed.getByRole("heading", { name: "The studio works only in its own tab" })).toBeVisible();
      const link = framed.getByRole("link", { name: "Open the studio in a new tab" });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", studioUrl);
      // Nothing else of the studio: no sign-in, no editor, no preview frame, no build data.
      await expect(framed.locator("body > *")).toHaveCount(1);
      await expect(framed.getByLabel("GitHub token")).toHaveCount(0);
      await expect(framed.locator("iframe, script[type='application/json']")).toHaveCount(0);
      const studioFrame = page.frames().find((frame) => frame.url().startsWith(studioUrl))!;
      expect(await studioFrame.evaluate(() => (window as unknown as { storageReads: { count: number } }).storageReads.count)).toBe(0);
      // The link opens the studio in a tab of its own, where it works.
      const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(tab.getByLabel("GitHub token")).toBeVisible({ timeout: 30_000 });
      expect(tab.url()).toBe(studioUrl);
      await tab.close();
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
    // Opened as itself, signed in, the studio's own preview frame, of its own origin, draws the page.
    await connect(page);
    await signIn(page, editorToken);
    await expect(page.frameLocator("iframe[title='Page preview']").locator("h1")).toBeVisible({ timeout: 30_000 });
  });
});

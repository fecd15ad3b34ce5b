import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { preview, resolveConfig, type PreviewServer } from "vite";
import { parse } from "yaml";
import { filesFromFolder, startGitHubStandIn } from "../../scripts/github-stand-in/index.ts";
import { createContentService } from "../../scripts/content/service.ts";
import { assembleHostedStudio, bundleHostedStudio } from "../../scripts/studio/hosted-build.ts";
import { fakeJwt, startAuthServer, type StandInAuthServer } from "./auth-server.ts";
import { ownBuildFolder, removeBuildFolder } from "./own-build-folder.ts";

/**
 * "Sign in with GitHub" on the published studio, end to end on loopback: the real supabase-js
 * in Chromium goes to a stand-in of Supabase's auth server, which comes straight back with a
 * one-time code (as Supabase does once GitHub has said yes); the studio exchanges it with its
 * PKCE verifier for a session whose provider token is a GitHub token, and works on a stand-in
 * of GitHub's API with it. Only the studio is built, for the auth stand-in: building the whole
 * site again would take minutes.
 */
type StandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;

const settings = (parse(readFileSync(resolve("content/site.yaml"), "utf8")) as { studio: { repository: string; apiUrl?: string } }).studio;
const apiOrigin = new URL(settings.apiUrl ?? "https://api.github.com").origin;
const anonKey = fakeJwt({ role: "anon" });
const login = "octo-editor";
const tokenKey = "studio:github-token";

test.describe("studio on the published site: Sign in with GitHub", () => {
  test.skip(({ isMobile }) => isMobile, "the studio is a desktop tool; one width is enough");
  test.describe.configure({ mode: "serial" });

  let auth: StandInAuthServer;
  let standIn: StandIn;
  let server: PreviewServer;
  let studioUrl: string;
  let outDir: string | undefined;
  /** Every request the page made, with the headers it sent. */
  let requests: { url: string; headers: Record<string, string> }[] = [];

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    test.setTimeout(180_000);
    auth = await startAuthServer();
    standIn = await startGitHubStandIn({
      repository: settings.repository,
      users: { [auth.providerToken]: { login, name: "Octo Editor", push: true } },
      seed: await filesFromFolder(resolve("."), ["content", "public/media"]),
    });

    process.env.VITE_SUPABASE_URL = auth.url;
    process.env.VITE_SUPABASE_ANON_KEY = anonKey;
    // Production, as `vite build` runs it, whatever ran in this worker before: React's development
    // build runs each effect twice. Restored after, or a dev server started later in the same
    // worker would run as production.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    let studio: ReturnType<typeof assembleHostedStudio>;
    try {
      // An empty env folder: the project's own .env must not name another Supabase project.
      const config = await resolveConfig({ configFile: false, root: resolve("."), envDir: resolve(".tmp"), logLevel: "warn" }, "build", "production", "production");
      const bundle = await bundleHostedStudio(config);
      const content = createContentService({ root: resolve(".") }).result().content;
      if (!content) throw new Error("content/ does not validate; the studio cannot be built.");
      // No font faces: they come from the site's render, which this build leaves out.
      studio = assembleHostedStudio(bundle, { content, fontFaces: "", supabaseUrl: config.env.VITE_SUPABASE_URL as string });
    } finally {
      delete process.env.VITE_SUPABASE_URL;
      delete process.env.VITE_SUPABASE_ANON_KEY;
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    // The studio reaches the auth server only if its policy lets it: in _headers and in the page's <meta>.
    const authOrigin = new URL(auth.url).origin;
    expect(connectSources(studio.headerPolicy)).toContain(authOrigin);
    const page = String(studio.files.get("studio/index.html"));
    expect(connectSources(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? "")).toContain(authOrigin);

    outDir = ownBuildFolder("dist-studio-auth");
    for (const [path, data] of studio.files) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true });
      writeFileSync(join(outDir, path), data);
    }
    server = await preview({ configFile: false, root: resolve("."), base: "./", logLevel: "warn", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
    studioUrl = `${server.resolvedUrls!.local[0]!.replace(/\/$/, "")}/studio/`;
  });

  test.afterAll(async () => {
    await server?.close();
    await standIn?.close();
    await auth?.close();
    removeBuildFolder(outDir);
  });

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  /** The API origin answered by the GitHub stand-in; the auth server is reached as it is. */
  async function connect(page: Page): Promise<void> {
    requests = [];
    auth.authorizations.length = 0;
    auth.requests.length = 0;
    page.on("request", (request: Request) => requests.push({ url: request.url(), headers: request.headers() }));
    await page.route(`${apiOrigin}/**`, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${standIn.url}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }

  async function signInWithGitHub(page: Page, remember: boolean): Promise<void> {
    await page.goto(studioUrl);
    if (remember) await page.getByLabel("Remember me on this computer").check();
    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await expect(page.locator("[data-section-index]").first()).toBeVisible({ timeout: 30_000 });
  }

  /** Every value the page's storage holds, to look for a token in. */
  const storedValues = (page: Page) =>
    page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ""}`)));

  /** The address of every entry of the tab's history (an entry the preview frame added repeats the studio's). */
  async function historyAddresses(page: Page): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    const { entries } = await cdp.send("Page.getNavigationHistory");
    await cdp.detach();
    return entries.map((entry) => entry.url);
  }

  test("the code comes back, is exchanged and leaves the address; the GitHub token goes to GitHub alone; a save commits on the editor's branch", async ({ page }) => {
    test.setTimeout(120_000);
    await connect(page);
    const main = await standIn.git(["rev-parse", "main"]);
    await signInWithGitHub(page, false);
    await expect(page.getByText(`Signed in as ${login}`)).toBeVisible();

    expect(auth.authorizations).toEqual([{ provider: "github", scopes: "repo", redirectTo: studioUrl, codeChallenge: expect.any(String), codeChallengeMethod: "s256" }]);
    expect(auth.requests.filter((request) => request.path === "/auth/v1/token?grant_type=pkce")).toHaveLength(1);

    // The code came back in the address, and stayed only until the page's first script took it out:
    // not in the address bar, no entry of the history, nor a referrer.
    expect(requests.some((request) => request.url.startsWith(`${studioUrl}?code=`))).toBe(true);
    expect(page.url()).toBe(studioUrl);
    expect(await page.evaluate(() => window.location.href)).toBe(studioUrl);
    expect(await historyAddresses(page)).toEqual(["about:blank", studioUrl, studioUrl]);
    expect(requests.filter((request) => /code=/.test(request.headers["referer"] ?? ""))).toEqual([]);
    await page.goBack();
    expect(page.url()).toBe(studioUrl);
    await page.goForward();
    await expect(page.getByText(`Signed in as ${login}`)).toBeVisible({ timeout: 30_000 });

    // Not ticked: the token is kept for this tab, and nowhere else in the browser's storage.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenKey)).toBe(auth.providerToken);
    expect((await storedValues(page)).filter((value) => value.includes(auth.providerToken))).toEqual([`${tokenKey}=${auth.providerToken}`]);

    await page.getByRole("navigation", { name: "Content" }).getByRole("button", { name: /About Us/ }).click();
    await page.locator('[data-section-index="0"] > button').first().click();
    await page.getByLabel("Title", { exact: true }).fill("About Verdavia, Signed In with GitHub");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.locator("[data-studio-status]")).toContainText("Saved About Us as one commit", { timeout: 30_000 });
    expect(await standIn.git(["rev-list", "--count", `${main}..studio/${login}`])).toBe("1");
    expect(await standIn.git(["show", `studio/${login}:content/pages/about.yaml`])).toContain("    title: About Verdavia, Signed In with GitHub\n");
    expect((await historyAddresses(page)).filter((address) => address.includes("code="))).toEqual([]);

    // The GitHub token went to GitHub's API alone; the auth server saw the anon key or its own JWTs.
    const carrying = requests.filter((request) => Object.values(request.headers).some((value) => value.includes(auth.providerToken)));
    expect(carrying.length).toBeGreaterThan(3);
    for (const request of carrying) expect(new URL(request.url).origin).toBe(apiOrigin);
    expect(requests.filter((request) => request.url.includes(auth.providerToken))).toEqual([]);
    const toAuth = requests.filter((request) => request.url.startsWith(auth.url) && request.headers["authorization"]);
    expect(toAuth.length).toBeGreaterThan(0);
    for (const request of toAuth) expect(request.headers["authorization"]).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test("ticked, the sign-in is remembered on this computer and outlives a reload", async ({ page }) => {
    test.setTimeout(90_000);
    await connect(page);
    await signInWithGitHub(page, true);
    expect(await page.evaluate((key) => [localStorage.getItem(key), sessionStorage.getItem(key)], tokenKey)).toEqual([auth.providerToken, null]);
    expect((await storedValues(page)).filter((value) => value.includes(auth.providerToken))).toEqual([`${tokenKey}=${auth.providerToken}`]);
    await page.reload();
    await expect(page.getByText(`Signed in as ${login}`)).toBeVisible({ timeout: 30_000 });
    expect(auth.authorizations).toHaveLength(1);
  });

  test("a refused sign-in comes back with its reason, shown in words, and leaves the address clean", async ({ page }) => {
    await connect(page);
    await page.goto(`${studioUrl}?error=access_denied&error_code=provider_error&error_description=The+user+has+denied+your+application+access.`);
    await expect(page.getByRole("alert")).toHaveText("GitHub sign-in did not finish: The user has denied your application access.");
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeEnabled();
    expect(await page.evaluate(() => window.location.href)).toBe(studioUrl);
    expect(auth.requests).toEqual([]);
  });
});

/** The sources a policy's connect-src names. */
function connectSources(policy: string): string[] {
  const directive = policy.split(";").map((part) => part.trim().split(/\s+/)).find(([name]) => name === "connect-src");
  return directive?.slice(1) ?? [];
}

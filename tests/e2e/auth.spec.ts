import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import type { PreviewServer } from "vite";
import { fakeJwt, sessionFor, startAuthServer, type StandInAuthServer } from "./auth-server.ts";
import { ownBuildFolder, previewOf, removeBuildFolder } from "./own-build-folder.ts";

/**
 * The real supabase-js in Chromium against a stand-in auth server, with the
 * site built for it. Storage key: supabase-js derives it from the host, 127.0.0.1.
 */
const storageKey = "sb-127-auth-token";
const anonKey = fakeJwt({ role: "anon" });

test.describe("auth landing with Supabase configured", () => {
  test.describe.configure({ mode: "serial" });
  // One width is enough for sign-in flows; skipping by project also skips the build in beforeAll.
  test.skip(({ isMobile }) => isMobile, "desktop only");

  let auth: StandInAuthServer;
  let site: PreviewServer;
  let origin: string;
  let outDir: string | undefined;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    test.setTimeout(180_000);
    auth = await startAuthServer();
    outDir = ownBuildFolder("dist-auth");
    // Built in its own process, as `npm run build` runs (prerender included: a page's static sections are
    // drawn from the build's own HTML), with the stand-in's address. Variables set here win over any .env file.
    const built = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
      env: { ...process.env, NODE_ENV: "production", VITE_SUPABASE_URL: auth.url, VITE_SUPABASE_ANON_KEY: anonKey },
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error(`the build for the sign-in landing's tests failed (exit ${built.status})`);
    site = await previewOf(outDir);
    origin = site.resolvedUrls!.local[0]!.replace(/\/$/, "");
  });

  test.afterAll(async () => {
    await site?.close();
    await auth?.close();
    removeBuildFolder(outDir);
  });

  test.beforeEach(() => {
    auth.requests.length = 0;
    auth.userDelayMs = 0;
  });

  async function expectHome(page: Page) {
    await expect(page).toHaveURL(`${origin}/#/`, { timeout: 10_000 });
    await expect(page.locator("h1")).toHaveText("Fueling a Greener Tomorrow");
  }

  const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKey);

  /** The address is clean, and the only entry before it is the blank tab: nothing to go back to. */
  async function expectNoTokenLeft(page: Page) {
    expect(await page.evaluate(() => location.href)).not.toMatch(/access_token|refresh_token|code=|error=/);
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.goBack();
    expect(page.url()).toBe("about:blank");
  }

  test("implicit tokens after #/auth sign in, leave the address, and go home", async ({ page }) => {
    const token = auth.issueAccessToken();
    await page.goto(`${origin}/#/auth#access_token=${token}&refresh_token=refresh-1&expires_in=3600&token_type=bearer&type=magiclink`);
    await expectHome(page);
    expect(JSON.parse((await storedSession(page))!).access_token).toBe(token);
    expect(auth.requests.map((request) => `${request.method} ${request.path}`)).toContain("GET /auth/v1/user");
    await expectNoTokenLeft(page);
  });

  test("implicit tokens at the site root are handled the same way, not shown as not-found", async ({ page }) => {
    const token = auth.issueAccessToken();
    await page.goto(`${origin}/#access_token=${token}&refresh_token=refresh-1&expires_in=3600&token_type=bearer`);
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
    await expectHome(page);
    expect(JSON.parse((await storedSession(page))!).access_token).toBe(token);
    await expectNoTokenLeft(page);
  });

  test("a PKCE code is exchanged with the stored code verifier", async ({ page }) => {
    await page.goto(`${origin}/#/`);
    await page.evaluate(([key, verifier]) => localStorage.setItem(`${key}-code-verifier`, JSON.stringify(verifier)), [storageKey, auth.validVerifier]);
    await page.goto(`${origin}/?code=${auth.validCode}#/auth`);
    await expectHome(page);
    expect(page.url()).not.toContain("code=");
    const exchange = auth.requests.find((request) => request.path === "/auth/v1/token?grant_type=pkce")!;
    expect(exchange.body).toEqual({ auth_code: auth.validCode, code_verifier: auth.validVerifier });
    expect(JSON.parse((await storedSession(page))!).user.email).toBe("pilot@example.com");
  });

  test("an error link shows a plain message with a way home, not a spinner or not-found", async ({ page }) => {
    await page.goto(`${origin}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`);
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { level: 1 })).toHaveText("This sign-in link is invalid or has expired");
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
    expect(await page.evaluate(() => location.href)).toBe(`${origin}/#/auth`);
    await alert.getByRole("link", { name: "Back to Homepage" }).click();
    await expectHome(page);
  });

  test("an invalid token ends on the message instead of spinning", async ({ page }) => {
    await page.goto(`${origin}/#/auth#access_token=${fakeJwt({ jti: "forged" })}&refresh_token=x&expires_in=3600&token_type=bearer`);
    await expect(page.getByRole("alert").getByRole("heading", { level: 1 })).toHaveText("This sign-in link is invalid or has expired", { timeout: 10_000 });
  });

  test("a stored valid session arriving at /auth goes home", async ({ page }) => {
    await page.goto(`${origin}/#/`);
    await page.evaluate(([key, session]) => localStorage.setItem(key, JSON.stringify(session)), [storageKey, sessionFor(auth.issueAccessToken())] as const);
    await page.goto(`${origin}/#/auth`);
    await expectHome(page);
    expect(auth.requests).toEqual([]);
  });

  test("with nothing to process it shows the landing briefly, then goes home", async ({ page }) => {
    await page.goto(`${origin}/#/auth`);
    await expect(page.getByRole("status").getByRole("heading")).toHaveText("Processing Authentication");
    await expect(page.getByRole("status")).toContainText("Please wait while we verify your credentials...");
    await expectHome(page);
  });

  test("signing out in another tab sends a waiting landing home", async ({ context, page }) => {
    auth.userDelayMs = 8000;
    await page.goto(`${origin}/#/auth#access_token=${auth.issueAccessToken()}&refresh_token=refresh-1&expires_in=3600&token_type=bearer`);
    await expect(page.getByRole("status")).toBeVisible();

    const other = await context.newPage();
    await other.goto(`${origin}/#/`);
    // Run as the test's own code: the built page's Content Security Policy rightly refuses an inline script tag.
    await other.evaluate(readFileSync("node_modules/@supabase/supabase-js/dist/umd/supabase.js", "utf8"));
    await other.evaluate(
      async ([url, key]) => {
        const client = (window as unknown as { supabase: { createClient: (u: string, k: string) => { auth: { signOut: () => Promise<unknown> } } } }).supabase.createClient(url, key);
        await client.auth.signOut();
      },
      [auth.url, anonKey] as const,
    );
    await expect(page).toHaveURL(`${origin}/#/`, { timeout: 5_000 });
    await other.close();
  });

  test("supabase-js is downloaded by the auth route only", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}/#/`);
    for (const route of ["/about", "/commitment", "/technology", "/partnerships", "/contact", "/nowhere"]) {
      await page.evaluate((hash) => (location.hash = hash), route);
      await expect(page.locator("h1")).toHaveCount(1);
    }
    expect(scripts.some((url) => url.includes("complete-sign-in"))).toBe(false);
    await page.evaluate(() => (location.hash = "/auth"));
    await expect.poll(() => scripts.some((url) => url.includes("complete-sign-in"))).toBe(true);
  });
});

test.describe("auth landing without Supabase configured", () => {
  test("shows the landing briefly and goes home without a script error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("./#/auth");
    // The landing's page and block load on demand; allow for a busy machine.
    await expect(page.getByRole("status").getByRole("heading")).toHaveText("Processing Authentication", { timeout: 15_000 });
    await expect(page).toHaveURL(/#\/$/, { timeout: 10_000 });
    await expect(page.locator("h1")).toHaveText("Fueling a Greener Tomorrow");
    expect(errors).toEqual([]);
  });

  test("still takes tokens out of the address", async ({ page }) => {
    await page.goto("./#/auth#access_token=a.b.c&refresh_token=r&expires_in=3600");
    await expect.poll(() => page.evaluate(() => location.href)).not.toContain("access_token");
    await expect(page).toHaveURL(/#\/$/, { timeout: 5_000 });
  });
});

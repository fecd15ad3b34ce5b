import { spawnSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { PreviewServer } from "vite";
import { failureText } from "../../src/blocks/Form/failure-text.ts";
import { problemText } from "../../src/blocks/Form/message-rules.ts";
import { englishWords } from "../fixtures/words.ts";
import { fakeJwt } from "./auth-server.ts";
import { expect, gotoBeforeRunning, holdApp, test, type Page } from "./fixtures.ts";
import { ownBuildFolder, previewOf, removeBuildFolder } from "./own-build-folder.ts";
import { rpcPath, startRestServer, type StandInRest } from "./rest-server.ts";
import { openDatabase } from "../../scripts/supabase/database.ts";
import { startEmailApi } from "../supabase/email-api-stand-in.ts";
import { startSender } from "../supabase/notify-sender.ts";
import { startPostgrest } from "../../scripts/supabase/postgrest-over-pglite.ts";

/**
 * The contact form sending with the real supabase-js in Chromium, against a stand-in
 * of the project's REST endpoint, on the site built (and prerendered) for it.
 * Time is Playwright's clock: the 3 s minimum fill time and the 10 s answer timeout
 * pass when the test says so, not by waiting.
 */
const anonKey = fakeJwt({ role: "anon" });
const draftKey = "contact-draft:/contact#message";
const confirmationText = "Thank you for your message! We will be in touch shortly.";

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  interest: "fuel-supply",
  message: "We would like a quote for 2 million gallons of SAF a year, delivered to Heathrow.",
};

function fields(page: Page) {
  const form = page.locator("form");
  return {
    name: form.getByLabel("Full Name *"),
    email: form.getByLabel("Email Address *"),
    company: form.getByLabel("Company/Organization"),
    interest: form.getByLabel("Interest *"),
    message: form.getByLabel("Message *"),
  };
}

async function fillIn(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  const controls = fields(page);
  if (values.name !== undefined) await controls.name.fill(values.name);
  if (values.email !== undefined) await controls.email.fill(values.email);
  if (values.company !== undefined) await controls.company.fill(values.company);
  if (values.interest !== undefined) await controls.interest.selectOption(values.interest);
  if (values.message !== undefined) await controls.message.fill(values.message);
}

async function expectEverythingKept(page: Page, values = visitor): Promise<void> {
  const controls = fields(page);
  for (const [name, value] of Object.entries(values)) await expect(controls[name as keyof typeof visitor]).toHaveValue(value);
  const draft = await page.evaluate((key) => localStorage.getItem(key), draftKey);
  expect(JSON.parse(draft!).values).toMatchObject(values);
}

const sendButton = (page: Page) => page.locator("form").getByRole("button");

/**
 * Waits until React has taken over the prerendered form (its block's code loads after
 * the app starts), so a keystroke reaches the form's handlers rather than bare markup.
 */
async function formIsLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

test.describe("contact form with Supabase configured", () => {
  test.describe.configure({ mode: "serial" });
  // Sending flows are the same at every width; the phone layout of the error state has its own test.
  test.skip(({ isMobile }) => isMobile, "desktop only");

  let rest: StandInRest;
  let site: PreviewServer;
  let origin: string;
  let outDir: string | undefined;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    test.setTimeout(180_000);
    rest = await startRestServer();
    outDir = ownBuildFolder("dist-form");
    // Built in its own process, as `npm run build` runs: this worker may already hold React
    // in development mode and NODE_ENV=development from the dev server's tests. Variables set
    // here win over any .env file.
    const built = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
      env: { ...process.env, NODE_ENV: "production", VITE_SUPABASE_URL: rest.url, VITE_SUPABASE_ANON_KEY: anonKey },
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error(`the build for the form's tests failed (exit ${built.status})`);
    site = await previewOf(outDir);
    origin = site.resolvedUrls!.local[0]!.replace(/\/$/, "");
  });

  test.afterAll(async () => {
    await site?.close();
    await rest?.close();
    removeBuildFolder(outDir);
  });

  test.beforeEach(async ({ page }) => {
    rest.reset();
    await page.clock.install();
  });

  /** Opens the contact page; past the minimum fill time once filled in, unless told otherwise. */
  async function openAndFill(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
    await page.goto(`${origin}/#/contact`);
    await formIsLive(page);
    await fillIn(page, values);
    await page.clock.fastForward(4_000);
  }

  test("sends the real supabase-js request only on Send, then confirms and forgets the draft", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}/#/contact`);
    await formIsLive(page);
    expect(scripts.filter((url) => url.includes("send-message"))).toEqual([]);

    await fields(page).name.pressSequentially("A");
    // The first keystroke loads the sending code, and sends nothing.
    await expect.poll(() => scripts.some((url) => url.includes("send-message"))).toBe(true);
    await fillIn(page);
    await page.clock.fastForward(4_000);
    expect(rest.requests).toEqual([]);
    await expect(page.getByText("Only our team reads your message; we keep it for 24 months")).toBeVisible();
    await expect(page.getByRole("link", { name: "How we handle your data" })).toHaveAttribute("href", /privacy/);

    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    await expect(page.locator("form")).toHaveCount(0);

    expect(rest.requests).toHaveLength(1);
    const [request] = rest.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe(rpcPath);
    expect(request!.headers.apikey).toBe(anonKey);
    expect(request!.headers.authorization).toBe(`Bearer ${anonKey}`);
    expect(request!.body).toEqual({
      ...visitor,
      sent_from: "/contact",
      idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      fill_ms: expect.any(Number),
      website: "",
    });
    expect(request!.body.fill_ms).toBeGreaterThanOrEqual(3_000);
    expect(rest.stored.size).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
  });

  test("a message sent from the form is stored with its notification, and the sender under Deno emails the team", async ({ page }) => {
    test.setTimeout(60_000);
    // The migrations on PGlite behind the REST stand-in, the notify-contact function under Deno,
    // and a stand-in of the email API: the whole path but pg_cron, whose call is made here.
    const db = await openDatabase();
    const postgrest = await startPostgrest(db);
    const emailApi = await startEmailApi();
    const sender = await startSender({ supabaseUrl: postgrest.url, emailApiUrl: emailApi.url });
    try {
      rest.passTo = (body, headers) => postgrest.call("submit_contact_message", body, headers);
      await openAndFill(page);
      await sendButton(page).click();
      await expect(page.getByRole("status")).toHaveText(confirmationText);

      const key = rest.requests[0]!.body.idempotency_key as string;
      const stored = await db.query<{ name: string; state: string }>(
        "select stored.name, notification.state from public.contact_messages stored join public.contact_notifications notification on notification.message_id = stored.id",
      );
      expect(stored.rows).toEqual([{ name: visitor.name, state: "pending" }]);

      expect(await sender.call()).toEqual({ status: 200, body: { claimed: 1, sent: 1, retrying: 0, failedForGood: 0 } });
      expect(emailApi.inbox).toHaveLength(1);
      const [email] = emailApi.inbox;
      expect(email!.headers["idempotency-key"]).toBe(`contact-message-${key}`);
      expect(email!.body).toMatchObject({ subject: `New message: Fuel supply — ${visitor.company}`, reply_to: visitor.email });
      expect(email!.body.text).toContain(visitor.message);
      expect(email!.body.text).toContain("Sent from: /contact");
      expect((await db.query("select 1 from public.contact_notifications where state = 'sent'")).rows).toHaveLength(1);
    } finally {
      await sender.stop();
      await emailApi.close();
      await postgrest.close();
      await db.close();
    }
  });

  test("a 503 shows an alert, keeps every field, and a retry delivers once", async ({ page }) => {
    rest.plan.push({ kind: "error", status: 503, body: { message: "Service Unavailable" } });
    await openAndFill(page);
    await sendButton(page).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(failureText("server", englishWords).happened);
    await expect(alert).toContainText(failureText("server", englishWords).todo);
    await expect(alert.getByRole("link", { name: "info@verdavia.com" })).toHaveAttribute("href", "mailto:info@verdavia.com");
    await expectEverythingKept(page);
    await expect(sendButton(page)).toBeFocused();
    expect(rest.stored.size).toBe(0);

    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests).toHaveLength(2);
    expect(rest.requests[1]!.body.idempotency_key).toBe(rest.requests[0]!.body.idempotency_key);
    expect(rest.stored.size).toBe(1);
  });

  test("no answer within 10 s shows an alert, keeps every field, and a retry is stored once", async ({ page }) => {
    rest.plan.push({ kind: "store-and-hang" });
    await page.goto(`${origin}/#/contact`);
    await formIsLive(page);
    await fillIn(page);
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 4_000);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText("Sending…");
    await expect.poll(() => rest.requests.length).toBe(1);

    await page.clock.runFor(9_999);
    await expect(page.locator('[role="alert"]')).toBeEmpty();
    await expect(sendButton(page)).toBeDisabled();
    await page.clock.runFor(1);
    await expect(page.getByRole("alert")).toContainText(failureText("timeout", englishWords).happened);
    await expectEverythingKept(page);

    // The first try did arrive; the retry carries the same key, so the table keeps one.
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests.map((request) => request.body.idempotency_key)).toEqual([rest.requests[0]!.body.idempotency_key, rest.requests[0]!.body.idempotency_key]);
    expect(rest.stored.size).toBe(1);
  });

  test("the rate limit (429) says to try later and keeps every field", async ({ page }) => {
    rest.plan.push({ kind: "error", status: 429, body: { code: "PT429", message: "Too many messages from this sender in the last hour." } });
    await openAndFill(page);
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toContainText(failureText("busy", englishWords).happened);
    await expect(page.getByRole("alert")).toContainText("try again later");
    await expectEverythingKept(page);
  });

  test("offline: nothing is attempted, the alert says so, and sending works once back online", async ({ page, context }) => {
    await openAndFill(page);
    await context.setOffline(true);
    await sendButton(page).click();
    await expect(page.getByRole("alert")).toContainText(failureText("offline", englishWords).happened);
    await expectEverythingKept(page);
    expect(rest.requests).toEqual([]);

    await context.setOffline(false);
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.stored.size).toBe(1);
  });

  test("a value the database refuses is shown at its field, in the browser-side check's words", async ({ page }) => {
    const refused = 'new row for relation "contact_messages" violates check constraint "contact_messages_email_shape"';
    rest.plan.push({ kind: "error", status: 400, body: { code: "23514", message: refused } });
    await openAndFill(page);
    await sendButton(page).click();

    const email = fields(page).email;
    const words = problemText({ column: "email", rule: "shape" }, visitor.email, englishWords);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(words);
    await expect(email).toBeFocused();
    await expect(page.getByRole("alert")).toContainText(failureText("refused", englishWords).happened);
    await expectEverythingKept(page);

    // The browser-side check finds an address the browser itself lets through, with the same words.
    rest.reset();
    await email.fill("ada@localhost");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await sendButton(page).click();
    await expect(email).toHaveAccessibleDescription(words);
    expect(rest.requests).toEqual([]);
  });

  test("a reload in the middle of typing brings the draft back, with the same idempotency key", async ({ page }) => {
    await page.goto(`${origin}/#/contact`);
    await formIsLive(page);
    const partly = { name: visitor.name, email: visitor.email, interest: visitor.interest, message: "We would like a quote for" };
    await fillIn(page, partly);
    const before = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), draftKey))!);
    expect(before.values).toMatchObject(partly);

    await page.reload();
    await formIsLive(page);
    const controls = fields(page);
    for (const [name, value] of Object.entries(partly)) await expect(controls[name as keyof typeof partly]).toHaveValue(value);
    await controls.message.pressSequentially(" 2 million gallons.");
    await page.clock.fastForward(4_000);
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests[0]!.body).toMatchObject({ ...partly, message: "We would like a quote for 2 million gallons.", idempotency_key: before.idempotencyKey });
  });

  test("what is typed into the prerendered form before its code arrives is kept as a draft", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/Form-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await gotoBeforeRunning(page, `${origin}/#/contact`);
    await fields(page).name.fill(visitor.name);
    await fields(page).message.fill(visitor.message);
    release();
    await formIsLive(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey)).not.toBeNull();
    const draft = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), draftKey))!);
    expect(draft.values).toMatchObject({ name: visitor.name, message: visitor.message });
    await expect(fields(page).name).toHaveValue(visitor.name);
  });

  test("Enter or Send before the app runs neither submits the bare form nor navigates; once it runs, the message sends", async ({ browser }) => {
    // A page of its own: the fixture's page.goto waits for the app, which is held here.
    const page = await browser.newPage();
    await page.clock.install();
    const app = await holdApp(page);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.goto(`${origin}/#/contact`, { waitUntil: "domcontentloaded" });
    await expect(sendButton(page)).toBeDisabled();
    await fillIn(page);
    await fields(page).name.press("Enter");
    await fields(page).email.press("Enter");
    await sendButton(page).click({ force: true });
    expect(new URL(page.url()).search).toBe("");
    expect(navigations).toEqual([`${origin}/#/contact`]);
    expect(rest.requests).toHaveLength(0);

    app.release();
    await formIsLive(page);
    await expect(sendButton(page)).toBeEnabled();
    await page.clock.fastForward(4_000);
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests).toHaveLength(1);
    expect(rest.requests[0]!.body).toMatchObject({ ...visitor, sent_from: "/contact" });
    expect(new URL(page.url()).search).toBe("");
    await page.close();
  });

  test("while sending the button says Sending… and is disabled; a double click sends once", async ({ page }) => {
    rest.plan.push({ kind: "hold" });
    await openAndFill(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveText("Sending…");
    await expect(sendButton(page)).toBeDisabled();
    await page.locator("form").evaluate((form) => (form as HTMLFormElement).requestSubmit());
    // "Sending…" shows before the request is out (the client loads first): release it only once
    // the stand-in holds it, or it would wait for a release that has already come.
    await expect.poll(() => rest.requests.length, { timeout: 20_000 }).toBe(1);
    rest.release();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests).toHaveLength(1);
  });

  test("a bot that fills the honeypot sees the confirmation, and nothing is sent", async ({ page }) => {
    await openAndFill(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill("https://cheap-pills.example");
    await sendButton(page).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    expect(rest.requests).toEqual([]);
  });

  test("the error state has no axe violation", async ({ page }) => {
    rest.plan.push({ kind: "error", status: 503, body: { message: "Service Unavailable" } });
    await openAndFill(page);
    await sendButton(page).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    const audit = await new AxeBuilder({ page }).include("form").analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("at phone width the alert sits just above the button, within the screen", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    rest.plan.push({ kind: "error", status: 503, body: { message: "Service Unavailable" } });
    await openAndFill(page);
    await sendButton(page).click();
    const alert = page.getByRole("alert");
    await expect(alert).not.toBeEmpty();
    await alert.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const alertBox = (await alert.boundingBox())!;
    const buttonBox = (await sendButton(page).boundingBox())!;
    expect(buttonBox.y).toBeGreaterThan(alertBox.y + alertBox.height);
    expect(buttonBox.y - (alertBox.y + alertBox.height)).toBeLessThan(40);
    expect(alertBox.x + alertBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath("form-error-390.png"), animations: "disabled" });
  });

  test("the home page's first load asks the backend for nothing and loads no sending code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}/`);
    await page.waitForLoadState("networkidle");
    expect(rest.requests).toEqual([]);
    expect(scripts.filter((url) => /send-message|client-/.test(url))).toEqual([]);
  });
});

test.describe("contact form without Supabase configured", () => {
  test("confirms locally as the specification says, sends and stores nothing", async ({ page }) => {
    await page.goto("./#/contact");
    await expect(page.locator("form")).toBeVisible();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "image" && request.resourceType() !== "media") requests.push(`${request.method()} ${request.url()}`);
    });
    await fillIn(page);
    await expect(page.locator('input[name="website"]')).toHaveCount(0);
    await expect(page.getByText("Your message is stored")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(confirmationText);
    await expect(page.locator("form")).toHaveCount(0);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("contact-draft:")))).toEqual([]);
  });
});

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { PGlite } from "@electric-sql/pglite";
import { expect, test, type Page } from "@playwright/test";
import { resolveConfig, type PreviewServer } from "vite";
import { createContentService } from "../../scripts/content/service.ts";
import { assembleHostedStudio, bundleHostedStudio } from "../../scripts/studio/hosted-build.ts";
import { openDatabase } from "../../scripts/supabase/database.ts";
import { startPostgrest, type PostgrestStandIn } from "../../scripts/supabase/postgrest-over-pglite.ts";
import { fakeJwt, startAuthServer, type StandInAuthServer } from "./auth-server.ts";
import { ownBuildFolder, previewOf, removeBuildFolder } from "./own-build-folder.ts";
import { desktopOnlyTag } from "./tags.ts";

/**
 * The team's inbox on the published studio, end to end on loopback: the real supabase-js in
 * Chromium signs in through the auth stand-in (an emailed link, or GitHub) and calls the
 * project's migrations on PGlite through the PostgREST stand-in, with row level security
 * deciding. Only the studio is built, for the stand-in's address. Assertions read the database.
 */
const people = {
  member: { id: "0a0a0a0a-0000-4000-8000-000000000001", email: "mia@verdavia.example", name: "Mia Member", role: "member" },
  admin: { id: "0a0a0a0a-0000-4000-8000-000000000002", email: "ada@verdavia.example", name: "Ada Admin", role: "admin" },
  stranger: { id: "0a0a0a0a-0000-4000-8000-000000000003", email: "sam@elsewhere.example", name: "", role: "" },
} as const;

test.describe(`the team's inbox ${desktopOnlyTag}`, () => {
  test.describe.configure({ mode: "serial" });

  let auth: StandInAuthServer;
  let db: PGlite;
  let postgrest: PostgrestStandIn;
  let server: PreviewServer;
  let inboxUrl: string;
  let outDir: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [auth, db] = await Promise.all([startAuthServer(), openDatabase()]);
    postgrest = await startPostgrest(db);
    auth.users = Object.values(people).map(({ id, email }) => ({ id, email }));
    for (const person of Object.values(people)) {
      await db.query("insert into auth.users (id, email) values ($1, $2)", [person.id, person.email]);
      if (person.role) await db.query("insert into public.team_members (user_id, name, role) values ($1, $2, $3)", [person.id, person.name, person.role]);
    }
    const messages = [
      ["Lena Fischer", "lena@nordair.example", "NordAir", "fuel-supply", "/contact", "Pricing for a 10% blend of kerosene replacement at Hamburg, please."],
      ['=HYPERLINK("http://evil.example","x")', "+lena@spam.example", "-Dash, \"Quoted\" Co", "other", "/ar/contact", "@SUM(1) كيروسين kerosene offer\nsecond line"],
      ["Omar Haddad", "omar@gulf.example", null, "partnership", "/ar/contact", "شراكة في دبي"],
      ["Omar Haddad", "omar@gulf.example", null, "research", "/ar/contact", "متابعة"],
      ...Array.from({ length: 30 }, (_, index) => [`Visitor ${index}`, `visitor${index}@example.com`, null, "other", "/contact", "A question"]),
    ];
    for (const [index, [name, email, company, interest, sentFrom, text]] of messages.entries()) {
      await db.query(
        `insert into public.contact_messages (name, email, company, interest, message, sent_from, received_at, idempotency_key, sender_digest)
         values ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7), gen_random_uuid(), 'test')`,
        [name, email, company, interest, text, sentFrom, messages.length - index],
      );
    }

    process.env.VITE_SUPABASE_URL = auth.url;
    process.env.VITE_SUPABASE_ANON_KEY = fakeJwt({ role: "anon" });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    let studio: ReturnType<typeof assembleHostedStudio>;
    try {
      const config = await resolveConfig({ configFile: false, root: resolve("."), envDir: resolve(".tmp"), logLevel: "warn" }, "build", "production", "production");
      const bundle = await bundleHostedStudio(config);
      const content = createContentService({ root: resolve(".") }).result().content;
      if (!content) throw new Error("content/ does not validate; the studio cannot be built.");
      studio = assembleHostedStudio(bundle, { content, fontFaces: "", supabaseUrl: auth.url });
    } finally {
      delete process.env.VITE_SUPABASE_URL;
      delete process.env.VITE_SUPABASE_ANON_KEY;
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    outDir = ownBuildFolder("dist-inbox");
    for (const [path, data] of studio.files) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true });
      writeFileSync(join(outDir, path), data);
    }
    server = await previewOf(outDir);
    inboxUrl = `${server.resolvedUrls!.local[0]!.replace(/\/$/, "")}/studio/#/inbox`;
  });

  test.afterAll(async () => {
    await server?.close();
    await postgrest?.close();
    await db?.close();
    await auth?.close();
    removeBuildFolder(outDir);
  });

  /** The project's REST API answered by PostgREST over PGlite, as the token's role and user. */
  async function connect(page: Page): Promise<void> {
    postgrest.calls.length = 0;
    await page.route(`${auth.url}/rest/v1/**`, async (route) => {
      const request = route.request();
      const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*", "Access-Control-Allow-Methods": "POST, OPTIONS" };
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      const name = new URL(request.url()).pathname.replace("/rest/v1/rpc/", "");
      const answer = await postgrest.call(name, (request.postDataJSON() as Record<string, unknown> | null) ?? {}, await request.allHeaders());
      return route.fulfill({ status: answer.status, headers: { ...cors, "Content-Type": "application/json" }, body: answer.body === undefined ? "" : JSON.stringify(answer.body) });
    });
  }

  async function signInByLink(page: Page, email: string): Promise<void> {
    await connect(page);
    await page.goto(inboxUrl);
    await page.getByLabel("Or your work email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
    const sent = auth.sentLinks.filter((link) => link.email === email).at(-1)!;
    await page.goto(sent.link);
    await expect(page.getByRole("heading", { name: "Verdavia Inbox", level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(page.url()).not.toContain("code=");
  }

  const row = <T,>(sql: string, params: unknown[] = []) => db.query<T>(sql, params).then((result) => result.rows);

  test("a member signs in by emailed link, finds a message, marks it answered and exports the filter as CSV; keyboard, axe, three widths", async ({ page }) => {
    test.setTimeout(90_000);
    await signInByLink(page, people.member.email);
    const list = page.getByRole("region", { name: "Messages" });
    await expect(list.getByRole("listitem")).toHaveCount(25);
    await expect(list.getByRole("listitem").first()).toContainText("Visitor 29");
    // Realtime is not there: the inbox says so and offers a refresh.
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible({ timeout: 15_000 });

    // Keyboard only: search, then the first result, then its state.
    await page.getByLabel("Search name, email, company or text").focus();
    await page.keyboard.type("kerosene");
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await page.keyboard.press("Tab"); // Search
    for (let presses = 0; presses < 8 && !(await list.getByRole("button").first().evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press("Tab");
    await expect(list.getByRole("button").nth(0)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Lena Fischer", level: 2 })).toBeFocused();
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute("href", "mailto:lena@nordair.example?subject=Re%3A%20your%20message%20to%20Verdavia%20(NordAir)");
    await page.getByLabel("Mark as").selectOption("answered");
    await expect(page.getByRole("status").filter({ hasText: "Marked as answered." })).toBeVisible();
    expect(await row("select state, handled_by from public.contact_messages where email = 'lena@nordair.example'")).toEqual([{ state: "answered", handled_by: people.member.id }]);
    expect(await row("select actor, kind, detail from public.contact_message_events")).toEqual([{ actor: people.member.id, kind: "state", detail: "answered" }]);
    await expect(page.getByRole("listitem").filter({ hasText: "Lena Fischer" })).toContainText("Answered");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const bytes = readFileSync((await (await download).path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    expect(csv.split(/\r\n(?=")/).filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","'+lena@spam.example","'-Dash, ""Quoted"" Co"`);
    expect(csv).toContain(`"'@SUM(1) كيروسين kerosene offer\nsecond line"`);
    await expect(page.getByRole("status").filter({ hasText: "Exported 2 messages" })).toBeVisible();

    const audit = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test("a signed-in stranger is told who can add them, and gets no data", async ({ page }) => {
    auth.providerUser = { id: people.stranger.id, email: people.stranger.email };
    await connect(page);
    await page.goto(inboxUrl);
    await page.getByRole("button", { name: "Sign in with GitHub" }).click();
    await expect(page.getByRole("alert")).toContainText(`You are signed in as ${people.stranger.email}, who is not on the Verdavia team's list, so no messages are shown. An admin of the team can add you`);
    expect(postgrest.calls).toEqual(["my_team_role"]);
    // The database itself gives this account nothing, asked directly.
    const token = auth.issueAccessToken({ id: people.stranger.id, email: people.stranger.email });
    const answer = await postgrest.call("list_contact_messages", {}, { authorization: `Bearer ${token}` });
    expect(answer).toEqual({ status: 200, body: [] });
    await expect(page.getByText("Lena Fischer")).toHaveCount(0);
  });

  test("an admin erases every message of one address after confirming the count; only an audit row remains", async ({ page }) => {
    await signInByLink(page, people.admin.email);
    await page.getByLabel("Search name, email, company or text").fill("omar@gulf.example");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const list = page.getByRole("region", { name: "Messages" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await list.getByRole("button").first().click();
    await page.getByRole("button", { name: "Erase everything from omar@gulf.example…" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase 2 messages?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Erase 2 messages" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Erased 2 messages from omar@gulf.example." })).toBeVisible();
    await expect(list).toContainText("No messages match.");
    expect(await row("select count(*)::int as n from public.contact_messages where email = 'omar@gulf.example'")).toEqual([{ n: 0 }]);
    expect(await row("select erased_by, reason, messages from public.contact_erasures")).toEqual([{ erased_by: people.admin.id, reason: "request", messages: 2 }]);
    expect(await row("select count(*)::int as n from public.contact_messages")).toEqual([{ n: 32 }]);
  });
});

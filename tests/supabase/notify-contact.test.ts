import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, openDatabase } from "../../scripts/supabase/database.ts";
import { startEmailApi, type EmailApiStandIn } from "./email-api-stand-in.ts";
import { startSender, type NotifySender } from "./notify-sender.ts";
import { startPostgrest, type PostgrestStandIn } from "../../scripts/supabase/postgrest-over-pglite.ts";

/**
 * The notify-contact Edge Function under real Deno, two copies at once, against PostgREST
 * over PGlite (the migrations' own functions) and a stand-in of the email API, all on
 * loopback. The function's request timeout is 500 ms here.
 */
let db: PGlite;
let postgrest: PostgrestStandIn;
let emailApi: EmailApiStandIn;
let sender: NotifySender;
let secondSender: NotifySender;

beforeAll(async () => {
  db = await openDatabase();
  postgrest = await startPostgrest(db);
  emailApi = await startEmailApi();
  const options = { supabaseUrl: postgrest.url, emailApiUrl: emailApi.url };
  [sender, secondSender] = await Promise.all([startSender(options), startSender(options)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([sender?.stop(), secondSender?.stop()]);
  await emailApi?.close();
  await postgrest?.close();
  await db?.close();
});

beforeEach(async () => {
  await db.exec(emptyTables);
  emailApi.reset();
});

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  interest: "fuel-supply",
  message: "We would like a quote for 2 million gallons of SAF a year.\nDelivered to Heathrow.",
  sent_from: "/contact",
};

let senders = 0;

/** Submits through PostgREST as the visitor's browser does (anon, no token), each from an address of its own. */
async function submit(changes: Partial<typeof visitor> = {}): Promise<string> {
  const idempotencyKey = randomUUID();
  const answer = await postgrest.call("submit_contact_message", { ...visitor, ...changes, idempotency_key: idempotencyKey, fill_ms: 9_000, website: "" }, { "x-forwarded-for": `203.0.113.${++senders % 250}` });
  expect(answer.status).toBe(204);
  return idempotencyKey;
}

interface Row {
  state: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
}

async function notifications(): Promise<Row[]> {
  return (await db.query<Row>("select state, attempts, last_error, provider_message_id from public.contact_notifications order by id")).rows;
}

async function messageCount(): Promise<number> {
  return (await db.query<{ count: number }>("select count(*)::int as count from public.contact_messages")).rows[0]!.count;
}

/** The retry's time has come, without waiting for it. */
const retryIsDue = () => db.exec("update public.contact_notifications set next_attempt_at = now() - interval '1 second' where state = 'pending'");

describe("notify-contact under Deno", () => {
  it("refuses a call without the shared secret, or with a wrong one, and claims nothing", async () => {
    await submit();
    expect((await sender.call(null)).status).toBe(401);
    expect((await sender.call("not-the-secret")).status).toBe(401);
    expect(await notifications()).toMatchObject([{ state: "pending", attempts: 0 }]);
    expect(emailApi.requests).toEqual([]);
  });

  it("sends one email per message to the team, with every field, Reply-To the sender and an idempotency key", async () => {
    const key = await submit();
    const answer = await sender.call();
    expect(answer).toEqual({ status: 200, body: { claimed: 1, sent: 1, retrying: 0, failedForGood: 0 } });
    expect(emailApi.inbox).toHaveLength(1);
    const [email] = emailApi.inbox;
    expect(email!.headers.authorization).toBe("Bearer re_stand_in");
    expect(email!.headers["idempotency-key"]).toBe(`contact-message-${key}`);
    expect(email!.body).toMatchObject({
      from: "Verdavia site <site@verdavia.example>",
      to: ["sales@verdavia.example", "team@verdavia.example"],
      subject: "New message: Fuel supply — Analytical Engines Ltd",
      reply_to: "ada@example.com",
    });
    const text = email!.body.text as string;
    for (const line of ["Name: Ada Lovelace", "Email: ada@example.com", "Company: Analytical Engines Ltd", "Interest: Fuel supply", "Sent from: /contact", visitor.message])
      expect(text).toContain(line);
    expect(text).toMatch(/Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(email!.body.html).toContain("<th align=\"left\" style=\"padding:2px 12px 2px 0\">Company</th><td>Analytical Engines Ltd</td>");
    expect(await notifications()).toEqual([{ state: "sent", attempts: 1, last_error: null, provider_message_id: "email-1" }]);

    expect((await sender.call()).body).toMatchObject({ claimed: 0 });
    expect(emailApi.requests).toHaveLength(1);
  });

  it("after a 500 and then a timeout (the email did go out), the third try records it sent: one email, three attempts", async () => {
    await submit();
    emailApi.plan.push({ kind: "error", status: 500, body: { name: "internal_server_error", message: "Something broke" } }, { kind: "send-and-hang" }, { kind: "send" });

    expect((await sender.call()).body).toMatchObject({ retrying: 1 });
    expect(await notifications()).toMatchObject([{ state: "pending", attempts: 1, last_error: "The email service failed (500): internal_server_error: Something broke" }]);
    expect((await sender.call()).body, "not due until its retry time").toMatchObject({ claimed: 0 });

    await retryIsDue();
    expect((await sender.call()).body).toMatchObject({ retrying: 1 });
    expect(await notifications()).toMatchObject([{ state: "pending", attempts: 2, last_error: "The email service gave no answer within 0.5 s" }]);

    await retryIsDue();
    expect((await sender.call()).body).toMatchObject({ sent: 1 });
    expect(await notifications()).toEqual([{ state: "sent", attempts: 3, last_error: "The email service gave no answer within 0.5 s", provider_message_id: "email-1" }]);
    expect(emailApi.requests).toHaveLength(3);
    expect(new Set(emailApi.requests.map((request) => request.headers["idempotency-key"])).size).toBe(1);
    expect(emailApi.inbox).toHaveLength(1);
    expect(await messageCount()).toBe(1);
  });

  it("a 400 for a bad recipient is failed for good at once, with the reason in words", async () => {
    await submit();
    emailApi.plan.push({ kind: "error", status: 400, body: { name: "validation_error", message: "Invalid `to` field. The email address needs to follow the `email@example.com` format." } });
    expect((await sender.call()).body).toMatchObject({ failedForGood: 1 });
    expect(await notifications()).toEqual([
      {
        state: "failed",
        attempts: 1,
        last_error: "The email service refused the message (400): validation_error: Invalid `to` field. The email address needs to follow the `email@example.com` format.",
        provider_message_id: null,
      },
    ]);
    await retryIsDue();
    expect((await sender.call()).body).toMatchObject({ claimed: 0 });
    expect(await messageCount()).toBe(1);
  });

  it("escapes a message full of HTML and line breaks, and lets no header in", async () => {
    await submit({
      name: "Eve\r\nBcc: everyone@example.com\r\n\r\n<b>boss</b>",
      company: "Evil\nX-Injected: yes",
      message: '<script>alert("x")</script>\r\n<img src=x onerror=alert(1)> & more',
    });
    await sender.call();
    const [email] = emailApi.inbox;
    const body = email!.body;
    expect(Object.keys(body).sort()).toEqual(["from", "html", "reply_to", "subject", "text", "to"]);
    expect(body.subject).toBe("New message: Fuel supply — Evil X-Injected: yes");
    expect(body.reply_to).toBe("ada@example.com");
    expect(body.to).toEqual(["sales@verdavia.example", "team@verdavia.example"]);
    const html = body.html as string;
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; more");
    expect(html).toContain("Eve Bcc: everyone@example.com &lt;b&gt;boss&lt;/b&gt;");
    expect(body.text).toContain("Name: Eve Bcc: everyone@example.com <b>boss</b>\n");
  });

  it("two senders called at once send each message once", async () => {
    for (let index = 0; index < 8; index++) await submit({ message: `Message ${index}` });
    const answers = await Promise.all([sender.call(), secondSender.call(), sender.call(), secondSender.call()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.sent as number), 0)).toBe(8);
    expect(emailApi.requests).toHaveLength(8);
    expect(emailApi.inbox.map((email) => (email.body.text as string).match(/Message \d/)![0]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((index) => `Message ${index}`));
    expect((await notifications()).every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
  });
});

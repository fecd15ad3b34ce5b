import { describe, expect, it, vi } from "vitest";
import { readSettings } from "../../supabase/functions/notify-contact/config.ts";
import { deliverDueNotifications } from "../../supabase/functions/notify-contact/deliver.ts";
import { handleNotifyRequest } from "../../supabase/functions/notify-contact/handle.ts";
import type { Channel, ClaimedNotification, NotificationStore, NotifyConfig } from "../../supabase/functions/notify-contact/types.ts";

/**
 * The sender's pure logic in Node, with the database calls, fetch and the clock given by the
 * test: the chat channel, what a half-delivered notification does next time, and the run's
 * time budget. The Deno tests cover email against the migrations' own functions.
 */
const claimed = (id: number, changes: Partial<ClaimedNotification> = {}): ClaimedNotification => ({
  notification_id: id,
  attempts: 1,
  channels_done: [],
  message_id: id,
  idempotency_key: `00000000-0000-4000-8000-00000000000${id}`,
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: null,
  interest: "partnership",
  message: "Hello <team> & friends\nSecond line",
  sent_from: "/contact",
  received_at: "2026-11-26T09:41:07.5+00:00",
  ...changes,
});

interface Recorded {
  sent: { id: number; channels: Channel[] }[];
  failed: { id: number; error: string; permanent: boolean; channels: Channel[] }[];
}

function storeOf(batches: ClaimedNotification[][]): NotificationStore & Recorded {
  const recorded: Recorded = { sent: [], failed: [] };
  return Object.assign(recorded, {
    claim: async () => batches.shift() ?? [],
    markSent: async (id: number, _provider: string | null, channels: Channel[]) => void recorded.sent.push({ id, channels }),
    markFailed: async (id: number, error: string, permanent: boolean, channels: Channel[]) => void recorded.failed.push({ id, error, permanent, channels }),
  });
}

const config: NotifyConfig = {
  email: { apiUrl: "http://email.invalid", apiKey: "key", from: "site@verdavia.example", to: ["team@verdavia.example"] },
  chatWebhookUrl: "http://chat.invalid/hook",
  requestTimeoutMs: 1_000,
  batchSize: 5,
  leaseSeconds: 60,
  runBudgetMs: 50_000,
};

/** A fetch that answers by URL, and remembers what it was asked. */
function fetchAnswering(answers: Record<string, () => Response>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return answers[url]!();
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe("deliverDueNotifications", () => {
  it("posts to the chat webhook as well, with the visitor's words escaped", async () => {
    const store = storeOf([[claimed(1)]]);
    const { fetchFn, calls } = fetchAnswering({
      "http://email.invalid/emails": () => Response.json({ id: "email-1" }),
      "http://chat.invalid/hook": () => new Response("ok"),
    });
    expect(await deliverDueNotifications({ store, fetch: fetchFn, now: () => 0, config })).toEqual({ claimed: 1, sent: 1, retrying: 0, failedForGood: 0 });
    expect(store.sent).toEqual([{ id: 1, channels: ["email", "chat"] }]);
    const text = calls[1]!.body.text as string;
    expect(text).toContain("Name: Ada Lovelace");
    expect(text).toContain("Received: 2026-11-26 09:41 UTC");
    expect(text).toContain("> Hello &lt;team&gt; &amp; friends\n> Second line");
    expect(calls[0]!.body.subject).toBe("New message: Partnership — Ada Lovelace");
  });

  it("keeps the email it sent when chat fails, and next time posts only to chat", async () => {
    // An empty batch ends a run.
    const store = storeOf([[claimed(1)], [], [claimed(1, { attempts: 2, channels_done: ["email"] })]]);
    let chatUp = false;
    const { fetchFn, calls } = fetchAnswering({
      "http://email.invalid/emails": () => Response.json({ id: "email-1" }),
      "http://chat.invalid/hook": () => (chatUp ? new Response("ok") : new Response("down", { status: 503 })),
    });
    await deliverDueNotifications({ store, fetch: fetchFn, now: () => 0, config });
    expect(store.failed).toEqual([{ id: 1, error: "The chat webhook failed (503): down", permanent: false, channels: ["email"] }]);
    chatUp = true;
    await deliverDueNotifications({ store, fetch: fetchFn, now: () => 0, config });
    expect(calls.map((call) => call.url)).toEqual(["http://email.invalid/emails", "http://chat.invalid/hook", "http://chat.invalid/hook"]);
    expect(store.sent).toEqual([{ id: 1, channels: ["email", "chat"] }]);
  });

  it("claims no new batch once its time budget is spent", async () => {
    const store = storeOf([[claimed(1)], [claimed(2)]]);
    let time = 0;
    const { fetchFn } = fetchAnswering({ "http://email.invalid/emails": () => ((time += 60_000), Response.json({ id: "email" })) });
    const report = await deliverDueNotifications({ store, fetch: fetchFn, now: () => time, config: { ...config, chatWebhookUrl: null } });
    expect(report).toMatchObject({ claimed: 1, sent: 1 });
  });
});

describe("notify-contact's settings and request", () => {
  const env = { SUPABASE_URL: "http://db.invalid", SUPABASE_SERVICE_ROLE_KEY: "service", NOTIFY_CONTACT_SECRET: "secret" };

  it("names what is missing when no channel is set up, or email is half set up", () => {
    expect(readSettings(env)).toEqual({ ok: false, problem: "notify-contact is not set up: missing RESEND_API_KEY (with NOTIFY_EMAIL_FROM and NOTIFY_EMAIL_TO) or NOTIFY_CHAT_WEBHOOK_URL" });
    expect(readSettings({ ...env, RESEND_API_KEY: "key", NOTIFY_EMAIL_FROM: "site@verdavia.example" })).toEqual({ ok: false, problem: "notify-contact is not set up: missing NOTIFY_EMAIL_TO" });
    expect(readSettings({ ...env, NOTIFY_CHAT_WEBHOOK_URL: "https://hooks.example/x" })).toMatchObject({ ok: true, settings: { notify: { email: null, chatWebhookUrl: "https://hooks.example/x" } } });
  });

  it("tells a caller without the secret nothing about the set-up", async () => {
    // What is missing goes to the function's log; kept out of the test's output.
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = (secret?: string) => new Request("http://function.invalid/", { method: "POST", headers: secret ? { "x-notify-secret": secret } : {} });
    const dependencies = { env, fetch: (() => Promise.reject(new Error("no call expected"))) as typeof fetch, now: () => 0 };
    expect((await handleNotifyRequest(request(), dependencies)).status).toBe(401);
    expect((await handleNotifyRequest(request("secret"), dependencies)).status).toBe(500);
    expect((await handleNotifyRequest(request("secret"), { ...dependencies, env: {} })).status).toBe(500);
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([expect.stringContaining("missing RESEND_API_KEY"), expect.stringContaining("missing NOTIFY_CONTACT_SECRET")]);
    log.mockRestore();
  });
});

import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, migrationFiles, openDatabase } from "../../scripts/supabase/database.ts";

/**
 * The outbox of notifications on PGlite: written with each stored message, claimed and
 * recorded only by the service role. The scheduling migration (pg_cron, pg_net, Vault) is
 * not applied here; see the first test.
 */
let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec(emptyTables);
});

interface Notification {
  id: number;
  message_id: number;
  state: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: Date;
  leased_until: Date | null;
  last_error: string | null;
  channels_done: string[];
  provider_message_id: string | null;
  sent_at: Date | null;
}

interface Claimed {
  notification_id: number;
  attempts: number;
  name: string;
  message: string;
}

/** Submits as PostgREST does for a visitor: role anon, a sender address in the headers. */
async function submit(changes: { website?: string; fill_ms?: number; message?: string } = {}): Promise<void> {
  await db.query("select set_config('request.headers', $1, false)", [JSON.stringify({ "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` })]);
  await db.exec("set role anon");
  try {
    await db.query(
      `select public.submit_contact_message(name => 'Ada Lovelace', email => 'ada@example.com', interest => 'fuel-supply',
         message => $1, idempotency_key => $2::uuid, sent_from => '/contact', fill_ms => $3, website => $4)`,
      [changes.message ?? "A quote, please.", randomUUID(), changes.fill_ms ?? 12_000, changes.website ?? ""],
    );
  } finally {
    await db.exec("reset role");
  }
}

async function asServiceRole<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  await db.exec("set role service_role");
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.exec("reset role");
  }
}

const claim = (batchSize = 5, leaseSeconds = 300) =>
  asServiceRole<Claimed>("select * from public.claim_contact_notifications(batch_size => $1, lease_seconds => $2)", [batchSize, leaseSeconds]);
const markFailed = (id: number, error: string, permanent = false) =>
  asServiceRole("select public.mark_contact_notification_failed(notification_id => $1, error => $2, permanent => $3)", [id, error, permanent]);
const markSent = (id: number, providerId: string) =>
  asServiceRole("select public.mark_contact_notification_sent(notification_id => $1, provider_message_id => $2, channels_done => '{email}')", [id, providerId]);

async function notifications(): Promise<Notification[]> {
  return (await db.query<Notification>("select * from public.contact_notifications order by id")).rows;
}

async function messageCount(): Promise<number> {
  return (await db.query<{ count: number }>("select count(*)::int as count from public.contact_messages")).rows[0]!.count;
}

/** Moves every pending notification's next try, and every lease, to the past: time passing. */
const timePasses = () => db.exec("update public.contact_notifications set next_attempt_at = now() - interval '1 second', leased_until = least(leased_until, now() - interval '1 second')");

describe("contact notifications", () => {
  it("leaves the Supabase-only scheduling migration (pg_cron, pg_net, Vault) to a real project", () => {
    // PGlite has none of the three: contact-notifications-schedule.test.ts applies it on stand-ins
    // of them, and the sender tests call the function as the schedule would.
    const { applied, supabaseOnly } = migrationFiles();
    expect(supabaseOnly).toEqual([expect.stringMatching(/_contact_notifications_schedule\.sql$/), expect.stringMatching(/_contact_retention_schedule\.sql$/)]);
    expect(applied.some((file) => file.endsWith("_contact_notifications.sql"))).toBe(true);
  });

  it("writes exactly one pending notification with each stored message, in the same transaction", async () => {
    await submit();
    const [notification, ...others] = await notifications();
    expect(others).toEqual([]);
    expect(notification).toMatchObject({ state: "pending", attempts: 0, leased_until: null, last_error: null, sent_at: null });
    const { rows } = await db.query<{ id: number }>("select id from public.contact_messages");
    expect(notification!.message_id).toBe(rows[0]!.id);

    // A notification that cannot be written takes its message down with it: the same transaction.
    await db.exec("alter table public.contact_notifications add constraint refuse_all check (false) not valid");
    try {
      await expect(submit()).rejects.toMatchObject({ code: "23514" });
    } finally {
      await db.exec("alter table public.contact_notifications drop constraint refuse_all");
    }
    expect(await messageCount()).toBe(1);
    expect(await notifications()).toHaveLength(1);
  });

  it("writes none for a message the honeypot or the fill time dropped", async () => {
    await submit({ website: "https://spam.example" });
    await submit({ fill_ms: 100 });
    expect(await notifications()).toEqual([]);
  });

  for (const role of ["anon", "authenticated"]) {
    it(`lets ${role} neither read, change nor claim notifications`, async () => {
      await submit();
      const attempts = [
        "select * from public.contact_notifications",
        "select * from public.contact_notifications_undelivered",
        "update public.contact_notifications set state = 'sent'",
        "delete from public.contact_notifications",
        "insert into public.contact_notifications (message_id) values (1)",
        "select * from public.claim_contact_notifications()",
        "select public.mark_contact_notification_sent(1)",
        "select public.mark_contact_notification_failed(1, 'x', true)",
      ];
      for (const sql of attempts) {
        await db.exec(`set role ${role}`);
        await expect(db.exec(sql), sql).rejects.toMatchObject({ code: "42501" });
        await db.exec("reset role");
      }
      expect(await notifications()).toMatchObject([{ state: "pending", attempts: 0 }]);
    });
  }

  it("has row level security on, with one policy: the team reads (team-inbox.test.ts)", async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean; policies: string[] }>(
      "select relrowsecurity, array(select polname::text from pg_policy where polrelid = 'public.contact_notifications'::regclass) as policies from pg_class where oid = 'public.contact_notifications'::regclass",
    );
    expect(rows[0]).toEqual({ relrowsecurity: true, policies: ["team members read notifications"] });
  });

  it("claims a due batch with its messages, and a second claimer within the lease gets the others", async () => {
    // PGlite serves one connection, so two claims cannot overlap in time here: what this shows
    // is that the lease, taken in the claiming statement, keeps rows from a second claimer once
    // the first commits. Two truly simultaneous claimers are kept apart by `for update skip
    // locked`, which Postgres guarantees and this cannot exercise.
    for (let index = 0; index < 5; index++) await submit({ message: `Message ${index}` });
    const first = await claim(3);
    const second = await claim(3);
    expect(first.map((row) => row.message)).toEqual(["Message 0", "Message 1", "Message 2"]);
    expect(second.map((row) => row.message)).toEqual(["Message 3", "Message 4"]);
    expect(await claim(3)).toEqual([]);
    expect(first[0]).toMatchObject({ attempts: 1, name: "Ada Lovelace" });
  });

  it("gives the rows of a sender that never reported back to the next claimer once the lease runs out", async () => {
    await submit();
    const [crashed] = await claim(5, 60);
    expect(await claim()).toEqual([]);
    await db.exec("update public.contact_notifications set leased_until = now() - interval '1 second'");
    const [again] = await claim();
    expect(again).toMatchObject({ notification_id: crashed!.notification_id, attempts: 2 });
  });

  it("retries after a minute, doubling to four hours, and stops failed for good after a day of tries", async () => {
    await submit();
    const delays: number[] = [];
    for (let attempt = 1; ; attempt++) {
      const [claimed] = await claim();
      expect(claimed, `try ${attempt}`).toBeDefined();
      const before = Date.now();
      await markFailed(claimed!.notification_id, `Email service answered 503 on try ${attempt}`);
      const [row] = await notifications();
      if (row!.state === "failed") break;
      delays.push(Math.round((row!.next_attempt_at.getTime() - before) / 60_000));
      expect(await claim(), "not due before its time").toEqual([]);
      await timePasses();
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240]);
    const total = delays.reduce((sum, minutes) => sum + minutes, 0);
    expect(total / 60).toBeGreaterThan(22);
    const [row] = await notifications();
    expect(row).toMatchObject({ state: "failed", attempts: 14, last_error: "Email service answered 503 on try 14", sent_at: null });
    await timePasses();
    expect(await claim()).toEqual([]);
    expect(await messageCount()).toBe(1);
  });

  it("stops at once on a permanent failure, keeping the reason in words", async () => {
    await submit();
    const [claimed] = await claim();
    await markFailed(claimed!.notification_id, "The email service refused the message (400): invalid recipient", true);
    expect(await notifications()).toMatchObject([{ state: "failed", attempts: 1, last_error: "The email service refused the message (400): invalid recipient" }]);
    await timePasses();
    expect(await claim()).toEqual([]);
    expect(await messageCount()).toBe(1);
  });

  it("records a send once, and a slower sender's late failure cannot undo it", async () => {
    await submit();
    const [claimed] = await claim();
    await markSent(claimed!.notification_id, "email-1");
    await markFailed(claimed!.notification_id, "timed out", false);
    const [row] = await notifications();
    expect(row).toMatchObject({ state: "sent", provider_message_id: "email-1", channels_done: ["email"], last_error: null, leased_until: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
    await timePasses();
    expect(await claim()).toEqual([]);
    expect(await messageCount()).toBe(1);
  });

  it("shows the team what failed for good or is overdue, with the message to answer from", async () => {
    await submit({ message: "Delivered" });
    await submit({ message: "Refused" });
    await submit({ message: "Waiting" });
    await submit({ message: "Just in" });
    const [delivered, refused, waiting] = await claim(3);
    await markSent(delivered!.notification_id, "email-1");
    await markFailed(refused!.notification_id, "invalid recipient", true);
    await markFailed(waiting!.notification_id, "Email service answered 500", false);
    await db.query("update public.contact_notifications set next_attempt_at = now() - interval '11 minutes' where id = $1", [waiting!.notification_id]);
    await db.exec("set role service_role");
    const { rows } = await db.query<{ message: string; problem: string; last_error: string }>("select message, problem, last_error from public.contact_notifications_undelivered order by notification_id");
    await db.exec("reset role");
    expect(rows).toEqual([
      { message: "Refused", problem: "failed for good", last_error: "invalid recipient" },
      { message: "Waiting", problem: "overdue", last_error: "Email service answered 500" },
    ]);
    expect(await messageCount()).toBe(4);
  });
});

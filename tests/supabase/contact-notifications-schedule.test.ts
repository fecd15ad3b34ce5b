import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, migrationFiles, openDatabase } from "../../scripts/supabase/database.ts";

/**
 * The Supabase-only scheduling migration, as far as PGlite can take it: its extensions'
 * `create extension` and grant lines are left out, and small stand-ins of what they provide
 * (cron.schedule, net.http_post, vault.decrypted_secrets) record what the migration asks of
 * them. This shows the SQL applies, what it schedules and sends, and that a failing nudge
 * never costs a message; whether pg_cron and pg_net then do their part is for a real project.
 */
const standIns = `
  create schema cron;
  create table cron.jobs (name text primary key, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.jobs values (job_name, schedule, command) on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
    select 1::bigint;
  $$;
  create schema net;
  create table net.requests (id bigint generated always as identity, url text, headers jsonb, body jsonb, timeout_milliseconds integer);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
  returns bigint language sql as $$
    insert into net.requests (url, headers, body, timeout_milliseconds) values (url, headers, body, timeout_milliseconds) returning id;
  $$;
  create schema vault;
  create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
`;

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
  await db.exec(standIns);
  const [file] = migrationFiles().supabaseOnly;
  const sql = readFileSync(join(import.meta.dirname, "../../supabase/migrations", file!), "utf8");
  await db.exec(sql.replace(/^(create extension|grant .* schema cron) .*$/gm, "-- (left out here) $&"));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec(`${emptyTables} truncate net.requests; truncate vault.decrypted_secrets;`);
});

async function submit(): Promise<void> {
  await db.query("select set_config('request.headers', $1, false)", [JSON.stringify({ "x-forwarded-for": "198.51.100.20" })]);
  await db.exec("set role anon");
  try {
    await db.query(
      `select public.submit_contact_message(name => 'Ada Lovelace', email => 'ada@example.com', interest => 'research',
         message => 'Hello', idempotency_key => $1::uuid, fill_ms => 9000)`,
      [randomUUID()],
    );
  } finally {
    await db.exec("reset role");
  }
}

const count = async (table: string) => (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`)).rows[0]!.count;

const setSecrets = () =>
  db.exec("insert into vault.decrypted_secrets values ('notify_contact_url', 'https://project.example/functions/v1/notify-contact'), ('notify_contact_secret', 's3cret')");

describe("the scheduling migration, on stand-ins of pg_cron, pg_net and Vault", () => {
  it("schedules the call every minute", async () => {
    const { rows } = await db.query("select * from cron.jobs");
    expect(rows).toEqual([{ name: "notify-contact", schedule: "* * * * *", command: "select contact_private.call_notify_contact()" }]);
  });

  it("calls the function right after a new message, with the secret from Vault", async () => {
    await setSecrets();
    await submit();
    const { rows } = await db.query<{ url: string; headers: Record<string, string> }>("select url, headers from net.requests");
    expect(rows).toEqual([{ url: "https://project.example/functions/v1/notify-contact", headers: { "Content-Type": "application/json", "x-notify-secret": "s3cret" } }]);
  });

  it("calls nothing until Vault holds both secrets; the message and its notification wait", async () => {
    await submit();
    await db.exec("select contact_private.call_notify_contact()");
    expect(await count("net.requests")).toBe(0);
    expect(await count("public.contact_notifications")).toBe(1);
  });

  it("stores the message even when the call cannot be queued", async () => {
    await setSecrets();
    await db.exec("alter table net.requests add constraint refuse_all check (false) not valid");
    try {
      await submit();
    } finally {
      await db.exec("alter table net.requests drop constraint refuse_all");
    }
    expect(await count("public.contact_messages")).toBe(1);
    expect(await count("public.contact_notifications")).toBe(1);
  });

  it("leaves the call out of the site's roles' reach", async () => {
    for (const role of ["anon", "authenticated"]) {
      await db.exec(`set role ${role}`);
      await expect(db.exec("select contact_private.call_notify_contact()")).rejects.toMatchObject({ code: "42501" });
      await db.exec("reset role");
    }
  });
});

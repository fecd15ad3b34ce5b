import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, openDatabase } from "../../scripts/supabase/database.ts";
import { startPostgrest, type PostgrestStandIn } from "../../scripts/supabase/postgrest-over-pglite.ts";

/**
 * The inbox's trust boundary, asked as anyone can ask it: HTTP requests to the PostgREST stand-in
 * over the real migrations on PGlite, each with a token's role and claims, row level security on.
 * Only an admin's call of the erasure deletes a message, and it always leaves its audit row; no
 * request made by hand deletes a message, its notification or history, or writes the audit.
 */
let db: PGlite;
let postgrest: PostgrestStandIn;

const people = {
  stranger: "00000000-0000-4000-8000-0000000000a1",
  member: "00000000-0000-4000-8000-0000000000a2",
  admin: "00000000-0000-4000-8000-0000000000a3",
} as const;
type Caller = "anon" | keyof typeof people | "service_role";
const callers: Caller[] = ["anon", "stranger", "member", "admin", "service_role"];

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
function claimsOf(caller: Caller): Record<string, string> {
  if (caller === "anon" || caller === "service_role") return { role: caller };
  return { role: "authenticated", sub: people[caller] };
}
/** A token of the shape Supabase issues, unsigned: the stand-in reads its claims and checks nothing. */
const tokenOf = (caller: Caller) => `${part({ alg: "none", typ: "JWT" })}.${part(claimsOf(caller))}.unsigned`;

async function request(caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${postgrest.url}/rest/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokenOf(caller)}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function owner<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  await db.exec("reset role");
  return (await db.query<T>(sql, params)).rows;
}

/** Every row the inbox keeps, as the owner sees them: what a refused request must leave as it was. */
const everything = async () =>
  JSON.stringify(
    await owner(`select (select json_agg(m order by m.id) from public.contact_messages m) as messages,
                        (select json_agg(n order by n.id) from public.contact_notifications n) as notifications,
                        (select json_agg(e order by e.id) from public.contact_message_events e) as events,
                        (select json_agg(a order by a.id) from public.contact_erasures a) as erasures`),
  );

beforeAll(async () => {
  db = await openDatabase();
  postgrest = await startPostgrest(db);
  await db.exec(`
    insert into auth.users (id, email) values
      ('${people.stranger}', 'sam@elsewhere.example'), ('${people.member}', 'mia@verdavia.example'), ('${people.admin}', 'ada@verdavia.example');
    insert into public.team_members (user_id, name, role) values ('${people.member}', 'Mia Member', 'member'), ('${people.admin}', 'Ada Admin', 'admin');
  `);
}, 60_000);

afterAll(async () => {
  await postgrest?.close();
  await db?.close();
});

let lena: number;
beforeEach(async () => {
  await db.exec(`${emptyTables} truncate public.contact_erasures;`);
  const [row] = await owner<{ id: number }>(
    `insert into public.contact_messages (name, email, interest, message, idempotency_key, sender_digest)
     values ('Lena Fischer', 'lena@nordair.example', 'fuel-supply', 'A quote, please.', gen_random_uuid(), 'digest'),
            ('Lena Fischer', 'lena@nordair.example', 'research', 'And a visit.', gen_random_uuid(), 'digest')
     returning id`,
  );
  lena = row!.id;
  await owner("insert into public.contact_message_events (message_id, actor, kind, detail) values ($1, $2, 'note', 'Called back')", [lena, people.member]);
  await owner("insert into public.contact_erasures (erased_by, reason, messages) values (null, 'retention', 3)");
});

describe("requests made by hand", () => {
  const forged = [
    { what: "delete a message", method: "DELETE", path: "contact_messages?email=eq.lena@nordair.example" },
    { what: "delete every message", method: "DELETE", path: "contact_messages" },
    { what: "delete a notification", method: "DELETE", path: "contact_notifications?message_id=eq.{id}" },
    { what: "delete a message's history", method: "DELETE", path: "contact_message_events?message_id=eq.{id}" },
    { what: "write an audit row for nothing", method: "POST", path: "contact_erasures", body: { reason: "request", messages: 2 } },
    { what: "write an audit row in another's name", method: "POST", path: "contact_erasures", body: { reason: "request", messages: 0, erased_by: people.admin } },
    { what: "rewrite the audit", method: "PATCH", path: "contact_erasures?reason=eq.retention", body: { messages: 0 } },
    { what: "delete the audit", method: "DELETE", path: "contact_erasures" },
  ] as const;

  for (const caller of callers) {
    it(`are refused to ${caller}, and change nothing`, async () => {
      const before = await everything();
      for (const { what, method, path, ...rest } of forged) {
        const answer = await request(caller, method, path.replace("{id}", String(lena)), "body" in rest ? rest.body : undefined);
        expect(answer.status, `${caller}: ${what}`).toBe(caller === "anon" ? 401 : 403);
        expect(answer.body, `${caller}: ${what}`).toMatchObject({ code: "42501" });
      }
      expect(await everything()).toBe(before);
    });
  }

  it("are refused even with the guard trigger's setting forged: no signed-in role holds the privilege", async () => {
    for (const caller of ["stranger", "member", "admin"] as const) {
      const attempt = db.transaction(async (tx) => {
        await tx.query("select set_config('request.jwt.claims', $1, true), set_config('contact.deleting', 'erasure', true)", [JSON.stringify(claimsOf(caller))]);
        await tx.exec("set local role authenticated");
        await tx.query("delete from public.contact_messages");
      });
      await expect(attempt, caller).rejects.toMatchObject({ code: "42501", message: "permission denied for table contact_messages" });
    }
    expect(await owner("select count(*)::int as n from public.contact_messages")).toEqual([{ n: 2 }]);
  });
});

describe("the erasure", () => {
  it("is an admin's alone: the count and the erasure answer no one else", async () => {
    const before = await everything();
    for (const caller of callers.filter((caller) => caller !== "admin")) {
      for (const [name, args] of [["count_contact_messages_from", { email: "lena@nordair.example" }], ["erase_contact_messages", { email: "lena@nordair.example", confirmed_count: 2 }]] as const) {
        const answer = await request(caller, "POST", `rpc/${name}`, args);
        expect(answer.status, `${caller}: ${name}`).toBe(caller === "anon" ? 401 : 403);
      }
    }
    expect(await everything()).toBe(before);
  });

  it("deletes an address's messages, notifications and history for an admin, and writes one audit row in their name", async () => {
    expect(await request("admin", "POST", "rpc/count_contact_messages_from", { email: " Lena@NordAir.example " })).toEqual({ status: 200, body: 2 });
    expect(await request("admin", "POST", "rpc/erase_contact_messages", { email: "lena@nordair.example", confirmed_count: 2 })).toEqual({ status: 200, body: 2 });
    expect(await owner("select count(*)::int as n from public.contact_messages")).toEqual([{ n: 0 }]);
    expect(await owner("select count(*)::int as n from public.contact_notifications")).toEqual([{ n: 0 }]);
    expect(await owner("select count(*)::int as n from public.contact_message_events")).toEqual([{ n: 0 }]);
    expect(await owner("select erased_by, reason, messages from public.contact_erasures order by id")).toEqual([
      { erased_by: null, reason: "retention", messages: 3 },
      { erased_by: people.admin, reason: "request", messages: 2 },
    ]);
  });
});

describe("the functions the API serves", () => {
  it("include no definer a signed-in person can call but the form's: the rest live in a schema PostgREST does not serve", async () => {
    const definers = await owner<{ name: string }>(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prosecdef
         and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    expect(definers).toEqual([{ name: "submit_contact_message" }]);
    expect(await owner("select has_schema_privilege('anon', 'private', 'usage') as anon, has_schema_privilege('service_role', 'private', 'usage') as service")).toEqual([
      { anon: false, service: false },
    ]);
    // Postgres lets everyone run a new function: one added there must be revoked and granted on purpose.
    const callable = await owner<{ name: string }>(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'private'::regnamespace and has_function_privilege('authenticated', p.oid, 'execute') order by 1`,
    );
    expect(callable.map(({ name }) => name)).toEqual(["count_contact_messages_from", "erase_contact_messages", "message_search_candidates", "my_team_role"]);
  });

  it("leave every policy asking the team role in the private schema", async () => {
    const policies = await owner<{ policy: string }>(
      `select tablename || ': ' || policyname || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '') as policy from pg_policies where schemaname = 'public'`,
    );
    const asking = policies.filter(({ policy }) => policy.includes("my_team_role"));
    expect(asking.length).toBeGreaterThanOrEqual(7);
    for (const { policy } of asking) expect(policy).toContain("private.my_team_role()");
    expect(await request("member", "POST", "rpc/my_team_role", {})).toEqual({ status: 200, body: "member" });
    expect(await request("stranger", "POST", "rpc/my_team_role", {})).toEqual({ status: 200, body: null });
  });
});

describe("a narrower policy added later", () => {
  const narrower = `create policy "members see only their assigned messages" on public.contact_messages as restrictive
    for select to authenticated using ((select private.my_team_role()) = 'admin' or assigned_to = (select auth.uid()))`;

  it("decides every row of every page, a search's too, and the pages still reach every row it allows", async () => {
    await db.exec(emptyTables);
    // Twelve messages holding "kerosene" and twelve not, one a minute; the member is assigned the
    // 3rd, 7th, 8th and 12th newest of the first (and one other), so the newest are hidden from them.
    const assigned = new Set([3, 7, 8, 12]);
    const start = Date.parse("2026-11-20T09:00:00Z");
    for (let newest = 1; newest <= 24; newest += 1) {
      const matches = newest <= 12;
      await owner(
        `insert into public.contact_messages (name, email, interest, message, received_at, assigned_to, idempotency_key, sender_digest)
         values ($1, $2, 'fuel-supply', $3, $4, $5, gen_random_uuid(), 'digest')`,
        [`Visitor ${newest}`, `visitor${newest}@example.com`, matches ? "Kerosene replacement, please." : "A question.", new Date(start - newest * 60_000), (matches && assigned.has(newest)) || newest === 20 ? people.member : null],
      );
    }
    type Row = { id: number; received_at: string; name: string };
    const page = async (caller: Caller, args: Record<string, unknown>) => (await request(caller, "POST", "rpc/list_contact_messages", { page_size: 2, ...args })).body as Row[];
    const pages = async (caller: Caller, args: Record<string, unknown>) => {
      const names: string[][] = [];
      for (let rows = await page(caller, args); rows.length > 0; ) {
        names.push(rows.map((row) => row.name));
        const last = rows.at(-1)!;
        rows = await page(caller, { ...args, before_received_at: last.received_at, before_id: last.id });
      }
      return names;
    };

    await db.exec(narrower);
    try {
      expect(await pages("member", { search: "kerosene" })).toEqual([["Visitor 3", "Visitor 7"], ["Visitor 8", "Visitor 12"]]);
      expect((await pages("member", {})).flat()).toEqual(["Visitor 3", "Visitor 7", "Visitor 8", "Visitor 12", "Visitor 20"]);
      expect(await page("admin", { search: "kerosene" })).toMatchObject([{ name: "Visitor 1" }, { name: "Visitor 2" }]);
      expect((await pages("admin", { search: "KEROSENE" })).flat()).toHaveLength(12);
    } finally {
      await owner(`drop policy "members see only their assigned messages" on public.contact_messages`);
    }
    // Without it, the member sees every message again.
    expect(await page("member", { search: "kerosene" })).toMatchObject([{ name: "Visitor 1" }, { name: "Visitor 2" }]);
  });
});

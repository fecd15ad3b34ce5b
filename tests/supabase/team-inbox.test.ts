import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, migrationFiles, openDatabase } from "../../scripts/supabase/database.ts";

/**
 * The team's inbox on real Postgres (PGlite) with its row level security, each statement run as
 * PostgREST runs a request: SET ROLE to the token's role, its claims in request.jwt.claims. Four
 * callers: anon, a signed-in stranger, a team member and an admin. One database for the file.
 */
let db: PGlite;

const people = {
  stranger: "00000000-0000-4000-8000-000000000001",
  member: "00000000-0000-4000-8000-000000000002",
  admin: "00000000-0000-4000-8000-000000000003",
} as const;
type Caller = "anon" | keyof typeof people;

beforeAll(async () => {
  db = await openDatabase();
  await db.exec(`
    insert into auth.users (id, email) values
      ('${people.stranger}', 'stranger@example.com'), ('${people.member}', 'mia@verdavia.example'), ('${people.admin}', 'ada@verdavia.example');
    insert into public.team_members (user_id, name, role) values ('${people.member}', 'Mia Member', 'member'), ('${people.admin}', 'Ada Admin', 'admin');
  `);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec(`${emptyTables} truncate public.contact_erasures;`);
});

/** Runs `sql` as `caller`, as PostgREST would for their request, in a transaction of its own. */
async function as<T = Record<string, unknown>>(caller: Caller, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.transaction(async (tx) => {
    const claims = caller === "anon" ? { role: "anon" } : { role: "authenticated", sub: people[caller] };
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    await tx.exec(`set local role ${caller === "anon" ? "anon" : "authenticated"}`);
    return (await tx.query<T>(sql, params)).rows;
  });
}

async function owner<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  await db.exec("reset role");
  return (await db.query<T>(sql, params)).rows;
}

/** Stores a message as the form's function does, with its notification, at `receivedAt`. */
async function message(email: string, receivedAt = new Date(), fields: Record<string, string> = {}): Promise<number> {
  const [row] = await owner<{ id: number }>(
    `insert into public.contact_messages (name, email, company, interest, message, sent_from, received_at, idempotency_key, sender_digest)
     values ($1, $2, $3, $4, $5, $6, $7, gen_random_uuid(), 'digest') returning id`,
    [fields.name ?? "Ada Lovelace", email, fields.company ?? "Analytical Engines", fields.interest ?? "fuel-supply", fields.message ?? "We would like SAF.", fields.sent_from ?? "/contact", receivedAt],
  );
  return row!.id;
}

const count = async (table: string) => Number((await owner<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

async function refused(caller: Caller, sql: string, params: unknown[] = []): Promise<{ code: string; message: string }> {
  try {
    await as(caller, sql, params);
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error(`expected ${caller} to be refused: ${sql}`);
}

describe("who reads", () => {
  it("lets members and admins read messages with their notification's state; a stranger gets none, anon is refused", async () => {
    await message("lena@airline.example");
    for (const caller of ["member", "admin"] as const) {
      const rows = await as(caller, "select * from public.list_contact_messages()");
      expect(rows).toMatchObject([{ email: "lena@airline.example", state: "new", language: "en", notification_state: "pending" }]);
    }
    expect(await as("stranger", "select * from public.list_contact_messages()")).toEqual([]);
    expect(await as("stranger", "select id, email from public.contact_messages")).toEqual([]);
    expect(await as("stranger", "select message_id from public.contact_notifications")).toEqual([]);
    expect(await as("stranger", "select user_id from public.team_members")).toEqual([]);
    expect(await as("stranger", "select public.my_team_role() as role")).toEqual([{ role: null }]);
    // A search's candidates are found by the owner, and a stranger is given not even an id.
    expect(await as("stranger", "select ids from private.message_search_candidates('lena', null, null, null, null, null, 25)")).toEqual([{ ids: [] }]);
    expect(await as("member", "select cardinality(ids) as n from private.message_search_candidates('lena', null, null, null, null, null, 25)")).toEqual([{ n: 1 }]);
    for (const sql of ["select * from public.list_contact_messages()", "select id from public.contact_messages", "select public.my_team_role()", "select * from public.team_members"]) {
      expect((await refused("anon", sql)).code, sql).toBe("42501");
    }
  });

  it("keeps the form's idempotency key and the sender's digest from the team", async () => {
    await message("lena@airline.example");
    for (const column of ["sender_digest", "idempotency_key"]) expect((await refused("member", `select ${column} from public.contact_messages`)).code).toBe("42501");
  });

  it("tells the language from the page the message came from", async () => {
    await message("a@example.com", new Date(), { sent_from: "/ar/contact" });
    await message("b@example.com", new Date(), { sent_from: "/contact" });
    expect(await as("member", "select email from public.list_contact_messages(with_language => 'ar')")).toEqual([{ email: "a@example.com" }]);
  });
});

describe("the list", () => {
  it("pages newest first by keyset, filters, hides spam unless asked, and searches name, email, company and text", async () => {
    const start = Date.parse("2026-11-01T09:00:00Z");
    for (let index = 0; index < 30; index += 1) {
      await message(`person${index}@example.com`, new Date(start + index * 60_000), { interest: index % 2 ? "research" : "fuel-supply", message: index === 7 ? "About 100% SAF_blend" : "Hello" });
    }
    const first = await as<{ id: number; received_at: Date }>("member", "select * from public.list_contact_messages(page_size => 25)");
    expect(first).toHaveLength(25);
    expect(first[0]!.received_at.getTime()).toBe(start + 29 * 60_000);
    const last = first.at(-1)!;
    const second = await as("member", "select email from public.list_contact_messages(before_received_at => $1, before_id => $2)", [last.received_at, last.id]);
    expect(second.map((row) => row.email)).toEqual(["person4@example.com", "person3@example.com", "person2@example.com", "person1@example.com", "person0@example.com"]);
    expect(await as("member", "select count(*)::int as n from public.list_contact_messages(with_interest => 'research', page_size => 100)")).toEqual([{ n: 15 }]);
    // % and _ are searched as themselves, not as wildcards.
    expect(await as("member", "select email from public.list_contact_messages(search => '100% saf_')")).toEqual([{ email: "person7@example.com" }]);
    expect(await as("member", "select count(*)::int as n from public.list_contact_messages(search => '%')")).toEqual([{ n: 1 }]);
    expect(await as("member", "select email from public.list_contact_messages(search => 'PERSON12@')")).toEqual([{ email: "person12@example.com" }]);
    await as("member", "update public.contact_messages set state = 'spam' where email = 'person29@example.com'");
    expect((await as("member", "select email from public.list_contact_messages(page_size => 1)"))[0]!.email).toBe("person28@example.com");
    expect(await as("member", "select email from public.list_contact_messages(with_state => 'spam')")).toEqual([{ email: "person29@example.com" }]);
    expect(await count("public.contact_messages")).toBe(30);
  });
});

describe("handling", () => {
  it("lets a member change the state and the assignee, recording who and when, and add notes in their own name only", async () => {
    const id = await message("lena@airline.example");
    await as("member", "update public.contact_messages set state = 'answered', assigned_to = $1 where id = $2", [people.admin, id]);
    const [row] = await owner("select state, assigned_to, handled_by, handled_at from public.contact_messages");
    expect(row).toMatchObject({ state: "answered", assigned_to: people.admin, handled_by: people.member });
    expect(Math.abs((row!.handled_at as Date).getTime() - Date.now())).toBeLessThan(60_000);
    await as("member", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'note', 'Called back; sending a quote.')", [id]);
    expect(await as("admin", "select actor, kind, detail from public.contact_message_history($1)", [id])).toEqual([
      { actor: people.member, kind: "state", detail: "answered" },
      { actor: people.member, kind: "assigned", detail: people.admin },
      { actor: people.member, kind: "note", detail: "Called back; sending a quote." },
    ]);
    // Not in another's name, not a fake state change, and not the visitor's words.
    expect((await refused("member", "insert into public.contact_message_events (message_id, kind, detail, actor) values ($1, 'note', 'x', $2)", [id, people.admin])).code).toBe("42501");
    expect((await refused("member", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'state', 'answered')", [id])).code).toBe("42501");
    expect((await refused("member", "update public.contact_messages set message = 'changed' where id = $1", [id])).code).toBe("42501");
    expect((await refused("member", "update public.contact_messages set handled_by = $1 where id = $2", [people.admin, id])).code).toBe("42501");
    expect((await refused("member", "update public.contact_messages set state = 'lost' where id = $1", [id])).code).toBe("23514");
  });

  it("offers the same changes as calls, which change nothing for a stranger", async () => {
    const id = await message("lena@airline.example");
    expect(await as("member", "select public.set_contact_message_state($1, 'in_progress') as n", [id])).toEqual([{ n: 1 }]);
    expect(await as("member", "select public.assign_contact_message($1, $2) as n", [id, people.member])).toEqual([{ n: 1 }]);
    await as("member", "select public.add_contact_message_note($1, 'Sent the price list.')", [id]);
    expect((await refused("member", "select public.add_contact_message_note($1, '  ')", [id])).code).toBe("23514");
    expect(await as("admin", "select name, role from public.list_team_members()")).toEqual([{ name: "Ada Admin", role: "admin" }, { name: "Mia Member", role: "member" }]);
    expect(await as("stranger", "select public.set_contact_message_state($1, 'spam') as n", [id])).toEqual([{ n: 0 }]);
    expect(await as("stranger", "select * from public.list_team_members()")).toEqual([]);
    expect(await as("stranger", "select * from public.contact_message_history($1)", [id])).toEqual([]);
    expect((await as("member", "select kind, detail from public.contact_message_history($1)", [id])).map((event) => event.kind)).toEqual(["state", "assigned", "note"]);
    expect(await owner("select state from public.contact_messages")).toEqual([{ state: "in_progress" }]);
  });

  it("lets a stranger change nothing and anon nothing at all", async () => {
    const id = await message("lena@airline.example");
    expect(await as("stranger", "update public.contact_messages set state = 'spam' where id = $1 returning id", [id])).toEqual([]);
    expect((await refused("stranger", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'note', 'x')", [id])).code).toBe("42501");
    expect((await refused("anon", "update public.contact_messages set state = 'spam'")).code).toBe("42501");
    expect(await owner("select state from public.contact_messages")).toEqual([{ state: "new" }]);
  });
});

describe("erasure", () => {
  it("lets an admin erase every message of one address after confirming the count, leaving only an audit row", async () => {
    const kept = await message("other@example.com");
    const first = await message("Lena@Airline.example");
    await message("lena@airline.example");
    await as("member", "update public.contact_messages set state = 'answered' where id = $1", [first]);
    await as("member", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'note', 'Lena asked for a quote')", [first]);
    expect(await as("admin", "select public.count_contact_messages_from(' lena@airline.example ') as n")).toEqual([{ n: 2 }]);

    expect(await as("admin", "select public.erase_contact_messages('lena@airline.example', 2) as n")).toEqual([{ n: 2 }]);
    expect(await owner("select id from public.contact_messages")).toEqual([{ id: kept }]);
    expect(await owner("select message_id from public.contact_notifications")).toEqual([{ message_id: kept }]);
    expect(await count("public.contact_message_events")).toBe(0);
    const audit = await owner("select * from public.contact_erasures");
    expect(audit).toMatchObject([{ erased_by: people.admin, reason: "request", messages: 2 }]);
    expect(JSON.stringify(audit)).not.toMatch(/lena|airline|quote/i);
  });

  it("erases nothing when the count confirmed is no longer right", async () => {
    await message("lena@airline.example");
    await message("lena@airline.example");
    const error = await refused("admin", "select public.erase_contact_messages('lena@airline.example', 1)");
    expect(error.message).toContain("has 2 messages, not the 1 confirmed; nothing was erased");
    expect(await count("public.contact_messages")).toBe(2);
    expect(await count("public.contact_erasures")).toBe(0);
  });

  it("lets no member, stranger or anon erase, through the function or around it", async () => {
    const id = await message("lena@airline.example");
    for (const caller of ["member", "stranger"] as const) {
      expect((await refused(caller, "select public.erase_contact_messages('lena@airline.example', 1)")).message).toBe("Only an admin of the team may erase messages.");
      expect((await refused(caller, "delete from public.contact_messages returning id")).code).toBe("42501");
      expect((await refused(caller, "insert into public.contact_erasures (reason, messages) values ('request', 1)")).code).toBe("42501");
    }
    expect((await refused("anon", "select public.erase_contact_messages('lena@airline.example', 1)")).code).toBe("42501");
    expect((await refused("anon", "delete from public.contact_messages")).code).toBe("42501");
    expect(await owner("select id from public.contact_messages")).toEqual([{ id }]);
  });
});

describe("nothing else deletes", () => {
  it("refuses a delete outside erasure and retention, even an admin's own or the owner's", async () => {
    const id = await message("lena@airline.example");
    await as("member", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'note', 'x')", [id]);
    expect((await refused("admin", "delete from public.contact_messages where id = $1", [id])).message).toBe("permission denied for table contact_messages");
    for (const table of ["contact_messages", "contact_notifications", "contact_message_events"]) {
      await expect(db.exec(`reset role; delete from public.${table}`), table).rejects.toMatchObject({ code: "42501" });
    }
    for (const table of ["contact_notifications", "contact_message_events", "contact_erasures"]) {
      await expect(as("admin", `delete from public.${table}`), table).rejects.toMatchObject({ code: "42501" });
    }
    expect(await count("public.contact_messages")).toBe(1);
    expect(await count("public.contact_message_events")).toBe(1);
  });

  it("grants the signed-in role nothing a policy does not use, and anon nothing at all", async () => {
    const grants = await owner<{ grantee: string; table_name: string; privilege_type: string }>(
      `select distinct grantee, table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated') order by 1, 2, 3`,
    );
    expect(grants.map((grant) => `${grant.grantee} ${grant.privilege_type} ${grant.table_name}`).sort()).toEqual([
      "authenticated SELECT contact_erasures",
      "authenticated SELECT contact_message_events",
      "authenticated SELECT team_members",
    ]);
    const columns = await owner<{ grantee: string; table_name: string; privilege_type: string; columns: string }>(
      `select grantee, table_name, privilege_type, string_agg(column_name, ',' order by column_name) as columns from information_schema.column_privileges
       where table_schema = 'public' and grantee in ('anon', 'authenticated') and table_name not in ('contact_erasures', 'contact_message_events', 'team_members')
         and privilege_type <> 'DELETE' group by 1, 2, 3`,
    );
    expect(columns.map((grant) => `${grant.grantee} ${grant.privilege_type} ${grant.table_name}: ${grant.columns}`).sort()).toEqual([
      "authenticated SELECT contact_messages: assigned_to,company,email,handled_at,handled_by,id,interest,language,message,name,received_at,sent_from,state",
      "authenticated SELECT contact_notifications: attempts,channels_done,last_error,message_id,next_attempt_at,sent_at,state",
      "authenticated UPDATE contact_messages: assigned_to,state",
    ]);
  });
});

describe("retention", () => {
  const now = new Date("2028-12-01T02:30:00Z");

  it("deletes messages older than 24 months with their notifications and history, and records how many", async () => {
    const old = await message("old@example.com", new Date("2026-11-30T23:59:59Z"));
    await as("member", "insert into public.contact_message_events (message_id, kind, detail) values ($1, 'note', 'x')", [old]);
    const recent = await message("recent@example.com", new Date("2026-12-01T02:30:00Z"));
    expect(await owner("select contact_private.apply_retention($1) as n", [now])).toEqual([{ n: 1 }]);
    expect(await owner("select id from public.contact_messages")).toEqual([{ id: recent }]);
    expect(await owner("select message_id from public.contact_notifications")).toEqual([{ message_id: recent }]);
    expect(await count("public.contact_message_events")).toBe(0);
    expect(await owner("select erased_at, erased_by, reason, messages from public.contact_erasures")).toEqual([{ erased_at: now, erased_by: null, reason: "retention", messages: 1 }]);
    // A second run the same day finds nothing and records nothing.
    expect(await owner("select contact_private.apply_retention($1) as n", [now])).toEqual([{ n: 0 }]);
    expect(await count("public.contact_erasures")).toBe(1);
  });

  it("is for the database alone to run", async () => {
    for (const caller of ["anon", "member", "admin"] as const) expect((await refused(caller, "select contact_private.apply_retention()")).code).toBe("42501");
  });

  it("is scheduled daily, and the privacy pages name the same period", async () => {
    const [schedule] = migrationFiles().supabaseOnly.filter((file) => file.includes("retention"));
    const sql = readFileSync(join(import.meta.dirname, "../../supabase/migrations", schedule!), "utf8");
    expect(sql).toMatch(/cron\.schedule\('contact-retention', '30 2 \* \* \*', 'select contact_private\.apply_retention\(\)'\)/);
    expect(await owner("select contact_private.retention_period()::text as period")).toEqual([{ period: "2 years" }]);
    expect(readFileSync("content/pages/privacy.yaml", "utf8")).toContain("24 months");
    expect(readFileSync("content/ar/pages/privacy.yaml", "utf8")).toContain("24 شهرًا");
  });
});

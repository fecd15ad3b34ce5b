import { createHash, randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyTables, openDatabase } from "../../scripts/supabase/database.ts";
import { interestValues, maxLength, minimumFillMs, problemFromConstraint, valueProblem, type MessageColumn } from "../../src/blocks/Form/message-rules.ts";

/**
 * The migrations on real Postgres (PGlite, in-process), with the roles and default
 * privileges a Supabase project has, then exercised as the anonymous role the way
 * PostgREST calls it: SET ROLE anon with the request headers in request.headers.
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

interface Message {
  name: string;
  email: string;
  company: string | null;
  interest: string;
  message: string;
  sent_from: string | null;
  idempotency_key: string;
  fill_ms: number | null;
  website: string | null;
}

const valid = (): Message => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  interest: "fuel-supply",
  message: "We would like to buy SAF for our fleet.",
  sent_from: "/contact",
  idempotency_key: randomUUID(),
  fill_ms: 12_000,
  website: "",
});

type Headers = Record<string, string>;

/**
 * Acts as PostgREST does for a request from `sender`: the anon role, the request headers
 * in request.headers. By default the sender's proxy appended its address to an
 * X-Forwarded-For header the client had already filled with something of its own.
 */
async function asVisitor(sender: string | Headers = "203.0.113.7", role = "anon"): Promise<void> {
  const headers = typeof sender === "string" ? { "x-forwarded-for": `10.1.2.3, ${sender}` } : sender;
  await db.query("select set_config('request.headers', $1, false)", [JSON.stringify({ ...headers, "user-agent": "test" })]);
  await db.exec(`set role ${role}`);
}

async function submit(changes: Partial<Message> = {}, sender?: string | Headers): Promise<void> {
  const message = { ...valid(), ...changes };
  await asVisitor(sender);
  try {
    await db.query(
      `select public.submit_contact_message(name => $1, email => $2, company => $3, interest => $4, message => $5,
         sent_from => $6, idempotency_key => $7::uuid, fill_ms => $8, website => $9)`,
      [message.name, message.email, message.company, message.interest, message.message, message.sent_from, message.idempotency_key, message.fill_ms, message.website],
    );
  } finally {
    await db.exec("reset role");
  }
}

async function stored(): Promise<Record<string, unknown>[]> {
  await db.exec("reset role");
  return (await db.query<Record<string, unknown>>("select * from public.contact_messages order by id")).rows;
}

interface PgError {
  code: string;
  message: string;
}

async function refusal(changes: Partial<Message>, sender?: string | Headers): Promise<PgError> {
  try {
    await submit(changes, sender);
  } catch (error) {
    return error as PgError;
  }
  throw new Error(`expected ${JSON.stringify(changes).slice(0, 80)} to be refused`);
}

describe("contact_messages migration", () => {
  it("stores a valid message with the route, the time received and the sender's digest only", async () => {
    const message = valid();
    await submit(message);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: message.name,
      email: message.email,
      company: message.company,
      interest: message.interest,
      message: message.message,
      sent_from: "/contact",
      idempotency_key: message.idempotency_key,
    });
    expect(Math.abs((rows[0]!.received_at as Date).getTime() - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(rows[0])).not.toContain("203.0.113.7");
  });

  it("keeps the sender only as a salted digest, which a list of all IPv4 hashes cannot reverse", async () => {
    await submit({}, "203.0.113.7");
    await submit({}, "203.0.113.7");
    await submit({}, "203.0.113.8");
    const digests = (await stored()).map((row) => row.sender_digest as string);
    expect(digests[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(digests[1]).toBe(digests[0]);
    expect(digests[2]).not.toBe(digests[0]);
    expect(digests[0]).not.toBe(createHash("sha256").update("203.0.113.7").digest("hex"));
  });

  for (const role of ["anon", "authenticated"]) {
    it(`keeps the salt and the id sequence out of ${role}'s reach`, async () => {
      for (const sql of ["select * from contact_private.sender_salt", "select nextval('public.contact_messages_id_seq')", "select setval('public.contact_messages_id_seq', 1)"]) {
        await asVisitor("203.0.113.7", role);
        await expect(db.exec(sql), sql).rejects.toMatchObject({ code: "42501" });
        await db.exec("reset role");
      }
    });
  }

  it("stores an empty company as no company", async () => {
    await submit({ company: "  " });
    expect((await stored())[0]!.company).toBeNull();
  });

  it("has row level security on", async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.contact_messages'::regclass");
    expect(rows[0]!.relrowsecurity).toBe(true);
  });

  // A signed-in person who is not on the team (team-inbox.test.ts has the team) passes the
  // privileges the team's policies need, and row level security then shows nothing; a delete is
  // no one's privilege (inbox-trust-boundary.test.ts).
  for (const role of ["anon", "authenticated"]) {
    it(`lets ${role} neither read, insert, change nor delete messages, its own included`, async () => {
      await submit();
      const attempts = [
        "select * from public.contact_messages",
        "update public.contact_messages set message = 'changed'",
        `insert into public.contact_messages (name, email, interest, message, idempotency_key, sender_digest)
           values ('Bot', 'bot@example.com', 'other', 'hi', gen_random_uuid(), 'x')`,
        "truncate public.contact_messages",
        "delete from public.contact_messages",
        ...(role === "anon" ? ["select count(*) from public.contact_messages"] : []),
      ];
      for (const sql of attempts) {
        await asVisitor("203.0.113.7", role);
        await expect(db.exec(sql), sql).rejects.toMatchObject({ code: "42501" });
        await db.exec("reset role");
      }
      if (role === "authenticated") {
        await asVisitor("203.0.113.7", role);
        expect((await db.query("select count(*)::int as n from public.contact_messages")).rows).toEqual([{ n: 0 }]);
        await db.exec("reset role");
      }
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.message).toBe(valid().message);
    });
  }

  describe("refuses each value past the table's limits, naming the rule the site shows", () => {
    const over = (column: keyof typeof maxLength) => "x".repeat(maxLength[column] + 1);
    const tooLongEmail = `${"a".repeat(maxLength.email - "@example.com".length + 1)}@example.com`;
    const cases: [MessageColumn, string][] = [
      ["name", over("name")],
      ["name", "   "],
      ["email", tooLongEmail],
      ["email", "not-an-email"],
      ["email", "ada@localhost"],
      ["email", "ada lovelace@example.com"],
      ["company", over("company")],
      ["interest", "airline"],
      ["interest", ""],
      ["message", over("message")],
      ["message", "\n \t"],
    ];
    for (const [column, value] of cases) {
      it(`${column}: ${JSON.stringify(value.length > 24 ? `${value.slice(0, 12)}… (${value.length})` : value)}`, async () => {
        const error = await refusal({ [column]: value });
        expect(error.code).toBe("23514");
        // The browser-side check finds the same broken rule, so the field shows the same words.
        expect(problemFromConstraint(error.message)).toEqual(valueProblem(column, value));
        expect(valueProblem(column, value)).toBeDefined();
        expect(await stored()).toHaveLength(0);
      });
    }
  });

  it("accepts values at the limits, counting characters as the site does", async () => {
    const atLimit = {
      name: "\u{1F680}".repeat(maxLength.name),
      email: `${"a".repeat(maxLength.email - "@example.com".length)}@example.com`,
      company: "c".repeat(maxLength.company),
      message: "m".repeat(maxLength.message),
    };
    for (const [column, value] of Object.entries(atLimit)) expect(valueProblem(column as MessageColumn, value), column).toBeUndefined();
    await submit(atLimit);
    expect(await stored()).toHaveLength(1);
  });

  it("accepts every interest the form offers", async () => {
    // interestValues is what the form's schema accepts, careers (an application) among them.
    for (const [index, interest] of interestValues.entries()) await submit({ interest }, `198.51.100.${index + 1}`);
    expect(await stored()).toHaveLength(interestValues.length);
  });

  it("stores a message sent twice with the same idempotency key once", async () => {
    const message = valid();
    await submit(message);
    await submit(message);
    await submit({ ...message, message: "Edited after a timeout." });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe(message.message);
  });

  it("refuses a sender past five messages an hour, but not another sender or a retry", async () => {
    const sent: Message[] = [];
    for (let index = 0; index < 5; index++) {
      const message = valid();
      sent.push(message);
      await submit(message, "192.0.2.44");
    }
    const error = await refusal({}, "192.0.2.44");
    expect(error.code).toBe("PT429");
    expect(await stored()).toHaveLength(5);

    // A retry of a stored message still answers success, and stores nothing new.
    await submit(sent[4], "192.0.2.44");
    await submit({}, "192.0.2.45");
    expect(await stored()).toHaveLength(6);
  });

  it("counts a sender by the address its proxy appended, not the first X-Forwarded-For entry it wrote itself", async () => {
    for (let index = 0; index < 5; index++) await submit({}, { "x-forwarded-for": `198.51.100.${index}, 192.0.2.70` });
    const error = await refusal({}, { "x-forwarded-for": "198.51.100.99, 192.0.2.70" });
    expect(error.code).toBe("PT429");
    expect(await stored()).toHaveLength(5);
  });

  it("prefers Cloudflare's cf-connecting-ip to X-Forwarded-For", async () => {
    for (let index = 0; index < 5; index++) await submit({}, { "cf-connecting-ip": "192.0.2.80", "x-forwarded-for": `198.51.100.${index}` });
    const error = await refusal({}, { "cf-connecting-ip": "192.0.2.80", "x-forwarded-for": "198.51.100.99" });
    expect(error.code).toBe("PT429");
  });

  it("does not put every request without an address in one shared bucket", async () => {
    for (let index = 0; index < 6; index++) await submit({}, {});
    expect(await stored()).toHaveLength(6);
  });

  it("accepts at most 60 messages a minute from everyone together, so forged addresses cannot flood it", async () => {
    for (let index = 0; index < 60; index++) await submit({}, `198.18.${Math.floor(index / 4)}.${index}`);
    const error = await refusal({}, "192.0.2.90");
    expect(error.code).toBe("PT429");
    expect(await stored()).toHaveLength(60);
    await db.exec("update public.contact_messages set received_at = now() - interval '61 seconds'");
    await submit({}, "192.0.2.90");
    expect(await stored()).toHaveLength(61);
  });

  it("counts only the last hour towards the rate limit", async () => {
    for (let index = 0; index < 5; index++) await submit({}, "192.0.2.50");
    await db.exec("update public.contact_messages set received_at = now() - interval '61 minutes'");
    await submit({}, "192.0.2.50");
    expect(await stored()).toHaveLength(6);
  });

  describe("answers a bot with success and stores nothing", () => {
    const bots: [string, Partial<Message>][] = [
      ["the honeypot filled in", { website: "https://spam.example" }],
      ["sent faster than a person types", { fill_ms: minimumFillMs - 1 }],
      ["no fill time at all", { fill_ms: null }],
    ];
    for (const [what, changes] of bots) {
      it(what, async () => {
        await expect(submit(changes)).resolves.toBeUndefined();
        expect(await stored()).toHaveLength(0);
      });
    }

    it("and keeps the bot's tries out of the rate limit", async () => {
      for (let index = 0; index < 10; index++) await submit({ website: "x" }, "192.0.2.60");
      await submit({}, "192.0.2.60");
      expect(await stored()).toHaveLength(1);
    });
  });

  it("accepts a message at exactly the minimum fill time", async () => {
    await submit({ fill_ms: minimumFillMs });
    expect(await stored()).toHaveLength(1);
  });
});

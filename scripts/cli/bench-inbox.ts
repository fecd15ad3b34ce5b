/**
 * Measures the team's inbox on the real migrations (PGlite, in-process) with 100,000 stored
 * messages, as a team member through the PostgREST stand-in, the way the inbox asks:
 *   - the first page, a search and two filters, each the median of --runs calls (target < 200 ms),
 *     with the query plan of each (the exact SQL list_contact_messages runs, planned for its values);
 *   - an export of 10,000 rows through the inbox's own export code (src/studio/inbox/export.ts),
 *     written to a file a keyset page at a time: its time, the rows held at once and the heap.
 *   npm run bench:inbox
 *   npm run bench:inbox -- --messages 100000 --runs 5
 * Exits 1 when a query misses its target.
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createInboxApi, noFilter, type InboxFilter, type InboxMessage } from "../../src/studio/inbox/api.ts";
import { csvPieces } from "../../src/studio/inbox/export.ts";
import { openDatabase } from "../supabase/database.ts";
import { startPostgrest } from "../supabase/postgrest-over-pglite.ts";

const { values: args } = parseArgs({ options: { messages: { type: "string", default: "100000" }, runs: { type: "string", default: "5" } } });
const messageCount = Number(args.messages);
const runs = Number(args.runs);
const targetMs = 200;
const member = "be0c4000-0000-4000-8000-000000000001";

const started = performance.now();
const db = await openDatabase();
await db.query("insert into auth.users (id, email) values ($1, 'member@verdavia.example')", [member]);
await db.query("insert into public.team_members (user_id, name, role) values ($1, 'Bench Member', 'member')", [member]);
// One message a minute going back, every interest, a tenth of them Arabic, a few searchable words
// rare ("kerosene": 1 in 500) and common ("blend": 1 in 3), states spread as a busy inbox has them.
await db.query(
  `insert into public.contact_messages (name, email, company, interest, message, sent_from, received_at, idempotency_key, sender_digest, state)
   select (array['Lena Fischer','Omar Haddad','Priya Natarajan','Tom Becker','أحمد المنصوري','Mariam Youssef'])[1 + n % 6] || ' ' || n,
          'visitor' || n || '@example' || (n % 97) || '.com',
          case when n % 4 = 0 then null else 'Company ' || (n % 1000) end,
          (array['fuel-supply','partnership','investment','research','other'])[1 + n % 5],
          case when n % 500 = 0 then 'We need kerosene substitutes, ' else '' end
            || case when n % 3 = 0 then 'a 10% blend ' else 'supply ' end
            || 'for our fleet of ' || (n % 90) || ' aircraft, message ' || md5(n::text),
          case when n % 10 = 0 then '/ar/contact' else '/contact' end,
          now() - make_interval(mins => n),
          gen_random_uuid(), 'bench',
          (array['new','in_progress','answered','answered','answered','answered','new','spam'])[1 + n % 8]
   from generate_series(1, $1::int) as n`,
  [messageCount],
);
await db.exec("analyze");
console.log(`${messageCount.toLocaleString("en-GB")} messages stored and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

const postgrest = await startPostgrest(db);
const token = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ role: "authenticated", sub: member })).toString("base64url")}.x`;
const api = createInboxApi(async (name, body) => {
  const answer = await postgrest.call(name, body, { authorization: `Bearer ${token}` });
  if (answer.status >= 300) throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body;
});

const cases: { name: string; filter: InboxFilter }[] = [
  { name: "first page (all but spam)", filter: noFilter },
  { name: 'search "kerosene" (1 in 500)', filter: { ...noFilter, search: "kerosene" } },
  { name: 'search "visitor4242@" (one address)', filter: { ...noFilter, search: "visitor4242@" } },
  { name: 'search "blend" (1 in 3)', filter: { ...noFilter, search: "blend" } },
  { name: "filter: state answered", filter: { ...noFilter, state: "answered" } },
  { name: "filter: SAF supply, Arabic", filter: { ...noFilter, interest: "fuel-supply", language: "ar" } },
];

/**
 * The plan of exactly what list_contact_messages runs for `filter`, as the member, freshly planned as
 * EXECUTE plans it; for a search, its two steps: the candidates (as the owner, by the index) and the
 * page among them (as the member, through the policies).
 */
async function plan(filter: InboxFilter): Promise<string> {
  const search = filter.search.trim() || null;
  const values: unknown[] = [search, filter.interest || null, filter.state || null, filter.language || null, null, null, 26];
  const explain = (part: string, asMember: boolean, candidates?: number[]) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: "authenticated", sub: member })]);
      await tx.exec(`${asMember ? "set local role authenticated; " : ""}set local plan_cache_mode = force_custom_plan;`);
      const [{ sql }] = (await tx.query<{ sql: string }>("select contact_query.message_list_sql($1, $2, $3, $4, false, $5) as sql", [...values.slice(0, 4), part])).rows as [{ sql: string }];
      await tx.exec(`prepare inbox_page (text, text, text, text, timestamptz, bigint, integer, bigint[]) as ${sql}`);
      const literal = (value: unknown) => (value === null ? "null" : typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
      const given = [...values, candidates ? `'{${candidates.join(",")}}'` : "null"];
      const { rows } = await tx.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off, timing on) execute inbox_page(${given.map((value, index) => (index === 7 ? value : literal(value))).join(", ")})`);
      await tx.exec("deallocate inbox_page");
      return rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n");
    });
  if (!search) return explain("page", true);
  const ids = await db.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: "authenticated", sub: member })]);
    return ((await tx.query<{ ids: number[] }>("select ids from private.message_search_candidates($1, $2, $3, $4, null, null, 26)", values.slice(0, 4))).rows[0]?.ids ?? []);
  });
  return `    the candidates (private.message_search_candidates, as the owner):\n${await explain("candidates", false)}\n    the page among them (as the member):\n${await explain("page among candidates", true, ids)}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let missed = 0;
for (const { name, filter } of cases) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    found = (await api.page(filter, undefined, 26)).length;
    times.push(performance.now() - start);
  }
  // The second page too: after the first page's last row, as Older asks.
  const first = await api.page(filter, undefined, 25);
  const last = first.at(-1);
  const secondStart = performance.now();
  if (last) await api.page(filter, { receivedAt: last.received_at, id: last.id }, 26);
  const second = performance.now() - secondStart;
  const ms = median(times);
  if (ms > targetMs) missed++;
  console.log(`${name}: ${ms.toFixed(1)} ms median of ${runs} (${found} rows, page of 25 + 1), next page ${second.toFixed(1)} ms  ${ms > targetMs ? `OVER ${targetMs} ms` : "OK"}`);
  console.log(await plan(filter));
  console.log("");
}

// The export: a tenth of the messages are Arabic (none of them spam), so this filter finds 10,000 of 100,000.
const exportFilter: InboxFilter = { ...noFilter, language: "ar", state: "" };
await mkdir(".tmp", { recursive: true });
const out = createWriteStream(".tmp/bench-inbox-export.csv");
let rows = 0;
let largestPage = 0;
let bytes = 0;
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const counting = {
  page: async (...page: Parameters<typeof api.page>): Promise<InboxMessage[]> => {
    const found = await api.page(...page);
    rows += found.length;
    largestPage = Math.max(largestPage, found.length);
    return found;
  },
};
const exportStart = performance.now();
for await (const piece of csvPieces(counting, exportFilter, new Map())) {
  bytes += Buffer.byteLength(piece);
  if (!out.write(piece)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}
await new Promise<void>((resolve) => out.end(() => resolve()));
const exportMs = performance.now() - exportStart;
console.log(
  `export (language: Arabic): ${rows.toLocaleString("en-GB")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV in ${(exportMs / 1000).toFixed(2)} s,` +
    ` at most ${largestPage} rows held at once; heap grew by at most ${((heapPeak - heapBefore) / 1024 / 1024).toFixed(1)} MB while writing (.tmp/bench-inbox-export.csv)`,
);

await postgrest.close();
await db.close();
if (missed > 0) {
  console.log(`\n${missed} quer${missed === 1 ? "y" : "ies"} over ${targetMs} ms`);
  process.exit(1);
}
console.log(`\nEvery query under ${targetMs} ms.`);

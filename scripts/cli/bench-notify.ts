/**
 * Measures the contact notifications end to end on loopback: messages submitted through
 * PostgREST over PGlite (the real migrations), drained by two copies of the notify-contact
 * function under Deno, called at once as pg_cron would, against a stand-in of the email API
 * that fails a share of calls at random. Prints figures; never fails on a target.
 *   npm run bench:notify
 *   npm run bench:notify -- --messages 1000 --fail-rate 0.2 --seed 7
 * Half the random failures come after the email went out (the answer is lost), so only the
 * idempotency key keeps the team from getting it twice. Retry waits (one minute and up) are
 * not slept: when nothing is due, the benchmark moves the waiting rows' time forward and
 * reports the wait the real schedule would have added.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../supabase/database.ts";
import { startEmailApi } from "../../tests/supabase/email-api-stand-in.ts";
import { startSender } from "../../tests/supabase/notify-sender.ts";
import { startPostgrest } from "../supabase/postgrest-over-pglite.ts";

const { values: args } = parseArgs({
  options: {
    messages: { type: "string", default: "1000" },
    "fail-rate": { type: "string", default: "0.2" },
    seed: { type: "string", default: "7" },
  },
});
const messageCount = Number(args.messages);
const failRate = Number(args["fail-rate"]);

/** mulberry32: the same failures on every run with the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const db = await openDatabase();
const postgrest = await startPostgrest(db);
const emailApi = await startEmailApi();
const options = { supabaseUrl: postgrest.url, emailApiUrl: emailApi.url };
const senders = await Promise.all([startSender(options), startSender(options)]);

try {
  const submitStarted = performance.now();
  for (let index = 0; index < messageCount; index++) {
    // The database takes at most 60 messages a minute from everyone: age the stored ones so
    // the cap does not refuse the benchmark's next.
    if (index % 50 === 0) await db.exec("update public.contact_messages set received_at = received_at - interval '1 hour'");
    const answer = await postgrest.call(
      "submit_contact_message",
      { name: `Visitor ${index}`, email: `visitor${index}@example.com`, interest: "fuel-supply", message: `Message ${index}`, sent_from: "/contact", idempotency_key: crypto.randomUUID(), fill_ms: 9_000 },
      { "x-forwarded-for": `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}` },
    );
    if (answer.status !== 204) throw new Error(`message ${index} was refused: ${JSON.stringify(answer.body)}`);
  }
  const submitMs = performance.now() - submitStarted;

  emailApi.failRate = failRate;
  emailApi.random = seededRandom(Number(args.seed));
  let rounds = 0;
  let skippedWaitMs = 0;
  const drainStarted = performance.now();
  for (;;) {
    rounds++;
    await Promise.all(senders.map((sender) => sender.call()));
    const { rows } = await db.query<{ pending: number; wait_ms: number | null }>(
      "select count(*)::int as pending, extract(epoch from max(next_attempt_at) - now())::float * 1000 as wait_ms from public.contact_notifications where state = 'pending'",
    );
    if (rows[0]!.pending === 0) break;
    // Time passes for the rows waiting to be retried: the real schedule waits this long.
    skippedWaitMs += Math.max(0, rows[0]!.wait_ms ?? 0);
    await db.exec("update public.contact_notifications set next_attempt_at = now() where state = 'pending'");
  }
  const drainMs = performance.now() - drainStarted;

  const { rows: states } = await db.query<{ state: string; count: number; attempts: number }>(
    "select state, count(*)::int as count, sum(attempts)::int as attempts from public.contact_notifications group by state order by state",
  );
  const keys = emailApi.inbox.map((email) => String(email.headers["idempotency-key"]));
  const distinct = new Set(keys).size;
  const lines = [
    `messages submitted            ${messageCount} in ${(submitMs / 1000).toFixed(1)} s (PostgREST over PGlite)`,
    `notifications                 ${states.map((row) => `${row.count} ${row.state}`).join(", ")}`,
    `emails in the team's inbox    ${emailApi.inbox.length} (${distinct} distinct messages; delivered exactly once: ${distinct === messageCount && emailApi.inbox.length === messageCount ? "yes" : "NO"})`,
    `time to drain                 ${(drainMs / 1000).toFixed(1)} s of work, 2 senders, ${rounds} rounds; the retry schedule would add up to ${(skippedWaitMs / 60_000).toFixed(0)} min of waiting`,
    `email API calls               ${emailApi.requests.length} (${(emailApi.requests.length / messageCount).toFixed(2)} per message, ${(failRate * 100).toFixed(0)}% failing at random)`,
    `repeats of a sent email       ${emailApi.repeats} (answered with the first email's id: the idempotency key at work)`,
    `attempts recorded             ${states.reduce((sum, row) => sum + row.attempts, 0)}`,
  ];
  console.log(lines.join("\n"));
} finally {
  await Promise.all(senders.map((sender) => sender.stop()));
  await emailApi.close();
  await postgrest.close();
  await db.close();
}

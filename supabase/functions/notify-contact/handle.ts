import { readSettings } from "./config.ts";
import { deliverDueNotifications } from "./deliver.ts";
import { postgrestStore } from "./postgrest.ts";

/**
 * One call of the function (from pg_cron every minute, or right after a new message):
 * refused without the shared secret, then one delivery run. Takes the environment, fetch
 * and the clock, so tests can call it as the Deno entry does.
 */
export interface HandleDependencies {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  now: () => number;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Compares without stopping at the first difference, so timing does not reveal the secret. */
function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

export async function handleNotifyRequest(request: Request, { env, fetch: fetchFn, now }: HandleDependencies): Promise<Response> {
  // The secret first, so a caller without it learns nothing, not even what is missing.
  const expected = env.NOTIFY_CONTACT_SECRET?.trim();
  if (!expected) {
    console.error("notify-contact is not set up: missing NOTIFY_CONTACT_SECRET");
    return json(500, { error: "Not set up." });
  }
  if (!sameSecret(request.headers.get("x-notify-secret") ?? "", expected)) return json(401, { error: "A valid x-notify-secret header is required." });
  if (request.method !== "POST") return json(405, { error: "POST only." });
  const read = readSettings(env);
  if (!read.ok) {
    console.error(read.problem);
    return json(500, { error: read.problem });
  }
  const { settings } = read;

  const store = postgrestStore(settings.supabaseUrl, settings.serviceKey, fetchFn);
  try {
    const report = await deliverDueNotifications({ store, fetch: fetchFn, now, config: settings.notify });
    return json(200, report);
  } catch (error) {
    // The rows this run held come back when their lease runs out.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`notify-contact: ${reason}`);
    return json(502, { error: reason });
  }
}

// The notify-contact Edge Function: tells the team of each new contact message.
// Everything it does is in handle.ts, which tests drive directly; this file only serves it.
import { handleNotifyRequest } from "./handle.ts";

const serve = (request: Request) => handleNotifyRequest(request, { env: Deno.env.toObject(), fetch, now: Date.now });

// Supabase's runtime picks the address itself; the tests run the same file on a loopback port.
const testPort = Deno.env.get("NOTIFY_CONTACT_PORT");
if (testPort) {
  // The tests read the port the system picked from this line.
  // eslint-disable-next-line no-console
  Deno.serve({ hostname: "127.0.0.1", port: Number(testPort), onListen: ({ port }) => console.log(`listening on ${port}`) }, serve);
} else {
  Deno.serve(serve);
}

/**
 * The inbox under `npm run dev`: the project's migrations on an in-process Postgres (PGlite),
 * with sample enquiries and a sample team, behind a stand-in of Supabase's REST API at
 * /__inbox/rest/v1 (scripts/supabase/postgrest-over-pglite.ts), so the studio's #/inbox works
 * with no account anywhere. The database starts on the first request, and lives as long as the
 * dev server; it is never part of a build.
 */
import type { IncomingMessage } from "node:http";
import type { Plugin } from "vite";
import { sampleTeam } from "./sample-enquiries.ts";

const base = "/__inbox";
const sessionPath = `${base}/session`;
const rpcPrefix = `${base}/rest/v1/rpc/`;

/** A token of the shape Supabase issues, unsigned: the stand-in reads its claims and checks nothing. */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iat: Math.floor(Date.now() / 1000), ...claims })}.unsigned`;
}

type Call = (name: string, args: Record<string, unknown>, headers: IncomingMessage["headers"]) => Promise<{ status: number; body?: unknown }>;

export function inboxDevDatabase(): Plugin {
  let starting: Promise<Call> | undefined;
  const start = async (): Promise<Call> => {
    const [{ openDatabase }, { startPostgrest }, { seedSampleEnquiries }] = await Promise.all([
      import("../supabase/database.ts"),
      import("../supabase/postgrest-over-pglite.ts"),
      import("./sample-enquiries.ts"),
    ]);
    const db = await openDatabase();
    await seedSampleEnquiries(db);
    const postgrest = await startPostgrest(db);
    // Only its call() is used, in this process; its own loopback port is not needed.
    await postgrest.close();
    return postgrest.call;
  };

  return {
    name: "inbox-dev-database",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? "").split("?")[0]!;
        if (!url.startsWith(`${base}/`)) return next();
        const send = (status: number, body?: unknown) => {
          response.statusCode = status;
          response.setHeader("Cache-Control", "no-store");
          if (body !== undefined) response.setHeader("Content-Type", "application/json; charset=utf-8");
          response.end(body === undefined ? undefined : JSON.stringify(body));
        };
        try {
          starting ??= start();
          const call = await starting;
          if (url === sessionPath && request.method === "GET") {
            const [member] = sampleTeam;
            return send(200, {
              url: `http://${request.headers.host}${base}`,
              anonKey: unsignedToken({ role: "anon" }),
              accessToken: unsignedToken({ role: "authenticated", sub: member.id, email: member.email }),
              signedInAs: `${member.name} (sample)`,
            });
          }
          if (url.startsWith(rpcPrefix) && request.method === "POST") {
            let text = "";
            for await (const chunk of request) text += chunk;
            const answer = await call(url.slice(rpcPrefix.length), text ? (JSON.parse(text) as Record<string, unknown>) : {}, request.headers);
            return send(answer.status, answer.body);
          }
          return send(404, { message: `The dev server's inbox has no ${request.method} ${url}.` });
        } catch (error) {
          server.config.logger.error(`inbox: ${(error as Error).stack ?? String(error)}`);
          return send(500, { message: (error as Error).message });
        }
      });
    },
  };
}

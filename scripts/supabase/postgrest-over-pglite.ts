import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { asCaller, errorAnswer } from "./caller.ts";
import { tableRequest } from "./postgrest-tables.ts";

/**
 * A loopback stand-in for a Supabase project's PostgREST, over PGlite: POST
 * /rest/v1/rpc/<function> calls public.<function> with the body's named arguments, as the
 * role named in the bearer token (anon when there is none), with the request headers in
 * request.headers and the token's claims in request.jwt.claims (auth.uid() reads its subject),
 * as PostgREST does; a function returning one value answers that value. POST, PATCH and DELETE
 * on /rest/v1/<table> write to public.<table> the same way (postgrest-tables.ts), as PostgREST
 * serves any table to a request made by hand. Each call is one transaction; PGlite runs them one
 * at a time, so concurrent callers are served in turn, never interleaved.
 */
export interface PostgrestStandIn {
  url: string;
  /** Answers one rpc call; the browser tests' REST stand-in passes calls on to it. */
  call: (name: string, args: Record<string, unknown>, headers: IncomingMessage["headers"]) => Promise<{ status: number; body?: unknown }>;
  calls: string[];
  close: () => Promise<void>;
}

interface FunctionShape {
  returnsVoid: boolean;
  /** A function returning one value (not a set, not a row): PostgREST answers that value alone. */
  returnsScalar: boolean;
  argumentTypes: Map<string, string>;
}

export async function startPostgrest(db: PGlite): Promise<PostgrestStandIn> {
  const shapes = new Map<string, FunctionShape>();
  const calls: string[] = [];

  async function shapeOf(name: string): Promise<FunctionShape | undefined> {
    if (!shapes.has(name)) {
      const { rows } = await db.query<{ returns_void: boolean; returns_scalar: boolean; names: string[] | null; types: string[] }>(
        `select p.prorettype = 'void'::regtype as returns_void,
                not p.proretset and p.prorettype <> 'record'::regtype and (select t.typtype <> 'c' from pg_type t where t.oid = p.prorettype) as returns_scalar,
                p.proargnames as names,
                array(select format_type(t, null) from unnest(p.proargtypes) t) as types
         from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
        [name],
      );
      const [row] = rows;
      if (!row) return undefined;
      shapes.set(name, { returnsVoid: row.returns_void, returnsScalar: row.returns_scalar, argumentTypes: new Map((row.names ?? []).map((argument, index) => [argument, row.types[index]!])) });
    }
    return shapes.get(name);
  }

  async function call(name: string, args: Record<string, unknown>, headers: IncomingMessage["headers"]): Promise<{ status: number; body?: unknown }> {
    calls.push(name);
    const shape = await shapeOf(name);
    if (!shape) return { status: 404, body: { code: "PGRST202", message: `Could not find the function public.${name}` } };
    const given = Object.keys(args).filter((argument) => shape.argumentTypes.has(argument));
    // As PostgREST does: the JSON body becomes a record of the function's argument types.
    const record = given.map((argument) => `"${argument}" ${shape.argumentTypes.get(argument)}`).join(", ");
    const named = given.map((argument) => `"${argument}" => given."${argument}"`).join(", ");
    const sql = given.length
      ? `select result.* from json_to_record($1::json) as given(${record}), lateral public."${name}"(${named}) as result`
      : `select result.* from public."${name}"() as result`;
    try {
      const rows = await asCaller(db, headers, async (tx) => (await tx.query<Record<string, unknown>>(sql, given.length ? [JSON.stringify(args)] : [])).rows);
      if (shape.returnsVoid) return { status: 204 };
      if (shape.returnsScalar) return { status: 200, body: rows[0] ? Object.values(rows[0])[0] : null };
      return { status: 200, body: rows };
    } catch (error) {
      return errorAnswer(error, headers);
    }
  }

  const send = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, body === undefined ? {} : { "Content-Type": "application/json" });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
    const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname);
    const method = request.method ?? "GET";
    let text = "";
    for await (const chunk of request) text += chunk;
    const body = text ? (JSON.parse(text) as unknown) : {};
    if (rpc && method === "POST") {
      const answer = await call(rpc[1]!, body as Record<string, unknown>, request.headers);
      return send(response, answer.status, answer.body);
    }
    if (table && (method === "POST" || method === "PATCH" || method === "DELETE")) {
      const answer = await tableRequest(db, method, table[1]!, url.searchParams, body, request.headers);
      return send(response, answer.status, answer.body);
    }
    return send(response, 404, { message: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    call,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { IncomingMessage } from "node:http";
import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * How the PostgREST stand-in runs a request as its caller, as PostgREST does: one transaction,
 * SET ROLE to the bearer token's role (anon when there is none), the request headers in
 * request.headers and the token's claims in request.jwt.claims (auth.uid() reads its subject).
 */
const roles = new Set(["anon", "authenticated", "service_role"]);

/** The bearer token's claims (its signature unchecked: a stand-in), or none. */
function claimsOf(headers: IncomingMessage["headers"]): Record<string, unknown> {
  const token = (headers.authorization ?? "").replace(/^Bearer\s+/i, "");
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as unknown;
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function roleOf(headers: IncomingMessage["headers"]): string {
  const { role } = claimsOf(headers);
  return typeof role === "string" && roles.has(role) ? role : "anon";
}

export function asCaller<T>(db: PGlite, headers: IncomingMessage["headers"], work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)", [JSON.stringify(headers), JSON.stringify(claimsOf(headers))]);
    await tx.exec(`set local role ${JSON.stringify(roleOf(headers))}`);
    return work(tx);
  });
}

const statusOfCode: Record<string, number> = { "42501": 403, "42883": 404, "23514": 400, "23505": 409, "22P02": 400, P0001: 400, PT429: 429 };

/** PostgREST's answer to a database error: a refused privilege is 401 without a signed-in role, 403 with one. */
export function errorAnswer(error: unknown, headers: IncomingMessage["headers"]): { status: number; body: Record<string, unknown> } {
  const { code = "", message = String(error) } = error as { code?: string; message?: string };
  const status = code === "42501" && roleOf(headers) === "anon" ? 401 : (statusOfCode[code] ?? 400);
  return { status, body: { code, message, details: null, hint: null } };
}

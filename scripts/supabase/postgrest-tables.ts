import type { IncomingMessage } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import { asCaller, errorAnswer } from "./caller.ts";

/**
 * The PostgREST stand-in's table requests, as PostgREST serves every table in `public` whatever the
 * site's code calls: POST inserts the body's rows, PATCH updates and DELETE deletes the rows its
 * `column=eq.value` filters pick, each as the caller, so the grants and policies decide. The stand-in
 * exists to show what a request made by hand would do; it reads `eq.` filters only.
 */
type TableMethod = "POST" | "PATCH" | "DELETE";

const identifier = /^[a-z_][a-z0-9_]*$/;

export async function tableRequest(
  db: PGlite,
  method: TableMethod,
  table: string,
  filters: URLSearchParams,
  body: unknown,
  headers: IncomingMessage["headers"],
): Promise<{ status: number; body?: unknown }> {
  const { rows: found } = await db.query("select to_regclass($1) is not null as found", [`public.${table}`]);
  if (!identifier.test(table) || !(found[0] as { found: boolean }).found) {
    return { status: 404, body: { code: "PGRST205", message: `Could not find the table 'public.${table}'` } };
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [column, filter] of filters) {
    if (!identifier.test(column) || !filter.startsWith("eq.")) return { status: 400, body: { message: `The stand-in reads column=eq.value filters only, not ${column}=${filter}` } };
    params.push(filter.slice(3));
    conditions.push(`"${column}"::text = $${params.length}`);
  }
  const where = conditions.length ? ` where ${conditions.join(" and ")}` : "";
  const rows = Array.isArray(body) ? body : [body];
  const columns = [...new Set(rows.flatMap((row) => Object.keys((row ?? {}) as object)))];
  if (method !== "DELETE" && (columns.length === 0 || !columns.every((column) => identifier.test(column)))) return { status: 400, body: { message: "No columns to write" } };
  const list = columns.map((column) => `"${column}"`).join(", ");
  const sql = {
    // As PostgREST does: the JSON body becomes rows of the table's own type.
    POST: `insert into public."${table}" (${list}) select ${list} from json_populate_recordset(null::public."${table}", $${params.length + 1}::json)`,
    PATCH: `update public."${table}" set (${list}) = (select ${list} from json_populate_record(null::public."${table}", $${params.length + 1}::json))${where}`,
    DELETE: `delete from public."${table}"${where}`,
  }[method];
  try {
    await asCaller(db, headers, (tx) => tx.query(sql, method === "DELETE" ? params : [...params, JSON.stringify(method === "POST" ? rows : rows[0])]));
    return { status: method === "POST" ? 201 : 204 };
  } catch (error) {
    return errorAnswer(error, headers);
  }
}

/**
 * GitHub's GraphQL API (`POST /graphql`), as far as the store asks it: a repository's blobs by
 * SHA (`object(oid: "…")`) or by `<branch>:<path>` (`object(expression: "…")`), many aliased in
 * one query, each answered `... on Blob { text isTruncated byteSize oid }`. Read with one
 * `git cat-file --batch`; a query of any other shape is answered with GraphQL's error list.
 */
import { ApiError, type Answer } from "./http-kit.ts";
import { route, type Route, type RouteContext } from "./router.ts";

/** GitHub gives no text of a blob this large (it says `isTruncated`); the REST API reads it. */
const largestText = 512 * 1024;

const repositoryPattern = /repository\(\s*owner:\s*(?:"([^"]+)"|\$(\w+))\s*,\s*name:\s*(?:"([^"]+)"|\$(\w+))\s*\)/;
const objectPattern = /(\w+)\s*:\s*object\(\s*(oid|expression)\s*:\s*"([^"]+)"\s*\)\s*\{\s*\.\.\.\s*on\s+Blob\s*\{([^}]*)\}\s*\}/g;

function queryError(message: string): Answer {
  return { status: 200, body: { errors: [{ message }] } };
}

function textOf(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(content);
  } catch {
    return null;
  }
}

async function answerQuery(context: RouteContext): Promise<Answer> {
  const query = context.body.query;
  const variables = (context.body.variables ?? {}) as Record<string, unknown>;
  if (typeof query !== "string") throw new ApiError(400, "A query attribute must be specified and must be a string.");
  const repository = repositoryPattern.exec(query);
  if (!repository) return queryError("The stand-in answers only repository { object(…) { ... on Blob { … } } } queries.");
  const owner = repository[1] ?? variables[repository[2]!];
  const name = repository[3] ?? variables[repository[4]!];
  if (`${String(owner)}/${String(name)}` !== context.repository) return { status: 200, body: { data: { repository: null }, errors: [{ type: "NOT_FOUND", message: `Could not resolve to a Repository with the name '${String(owner)}/${String(name)}'.` }] } };
  const parts = [...query.matchAll(objectPattern)].map((match) => ({ alias: match[1]!, by: match[2]!, name: match[3]!, fields: match[4]!.split(/\s+/).filter(Boolean) }));
  if (parts.length === 0) return queryError("The query reads no object.");
  const objects = await context.objects.readObjects(parts.map((part) => part.name));
  const answer: Record<string, unknown> = {};
  for (const [index, part] of parts.entries()) {
    const found = objects[index];
    if (!found || found.type !== "blob") {
      answer[part.alias] = found ? {} : null;
      continue;
    }
    const text = found.content.length > largestText ? null : textOf(found.content);
    const values: Record<string, unknown> = { text, isTruncated: found.content.length > largestText, byteSize: found.content.length, oid: found.sha };
    answer[part.alias] = Object.fromEntries(part.fields.map((field) => [field, values[field]]));
  }
  return { status: 200, body: { data: { repository: answer } } };
}

// A query reads: it needs no push permission, though it is a POST.
export const graphqlRoutes: Route[] = [{ ...route("POST", "/graphql", answerQuery), writes: false }];

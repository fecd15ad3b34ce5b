/**
 * Routes as GitHub's documentation writes them (`/repos/{owner}/{repo}/git/ref/heads/{branch}`),
 * matched in order. `{name}` takes one path segment; `{name+}` takes the rest, slashes and all,
 * because branch names such as `studio/alice` contain them.
 */
import type { Answer } from "./http-kit.ts";
import type { GitObjects } from "./git-objects.ts";
import type { StandInState, StandInUser } from "./state.ts";

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  user: StandInUser;
  objects: GitObjects;
  state: StandInState;
  /** `owner/name`: the one repository the stand-in serves. */
  repository: string;
  /** `https://api…/repos/{owner}/{repo}/` + path: the `url` fields. */
  apiUrl(path: string): string;
  /** A page on the stand-in's web side, e.g. a user's profile. */
  webUrl(path: string): string;
  /** The web page for path in the repository: the `html_url` fields. */
  htmlUrl(path: string): string;
}

export type Handler = (context: RouteContext) => Promise<Answer>;

export interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
  /** Whether the route changes the repository, so needs push permission. */
  writes: boolean;
}

export function route(method: string, template: string, handler: Handler): Route {
  const names: string[] = [];
  const source = template.replace(/\{(\w+)(\+?)\}/g, (_whole, name: string, rest: string) => {
    names.push(name);
    return rest ? "(.+)" : "([^/]+)";
  });
  return { method, pattern: new RegExp(`^${source}$`), names, handler, writes: method !== "GET" };
}

/** `pathname` decoded: clients may send a branch's slashes as %2F, as Octokit does for `{ref}`. */
export function findRoute(routes: readonly Route[], method: string, pathname: string): { route: Route; params: Record<string, string> } | "wrong-method" | undefined {
  let pathMatched = false;
  for (const candidate of routes) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (candidate.method !== method) continue;
    const params = Object.fromEntries(candidate.names.map((name, i) => [name, match[i + 1]!]));
    return { route: candidate, params };
  }
  return pathMatched ? "wrong-method" : undefined;
}

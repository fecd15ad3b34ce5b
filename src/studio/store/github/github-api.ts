/**
 * The one way the store talks to GitHub: Octokit requests with a timeout, failures as
 * StoreFailure, and reads revalidated with the ETag of the answer cached last time, so an
 * unchanged answer is a 304 that costs no rate limit.
 */
import { Octokit } from "@octokit/core";
import type { BlobCache } from "./blob-cache.ts";
import { StoreFailure } from "../content-store.ts";
import { toStoreFailure } from "./failures.ts";

export interface GitHubApiOptions {
  /** `https://api.github.com`, or a stand-in's address. */
  apiUrl: string;
  token: string;
  cache: BlobCache;
  fetch?: typeof fetch;
  userAgent?: string;
  /** A request unanswered this long fails as `unavailable`; 15 s when absent. */
  timeoutMs?: number;
}

type Parameters = Record<string, unknown>;

interface CachedAnswer {
  etag: string;
  data: unknown;
}

function isNotModified(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 304;
}

export function createGitHubApi(options: GitHubApiOptions) {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.apiUrl.replace(/\/$/, ""),
    userAgent: options.userAgent ?? "saf-studio",
    request: options.fetch ? { fetch: options.fetch } : {},
  });
  const timeoutMs = options.timeoutMs ?? 15_000;

  function failure(error: unknown, action: string) {
    const storeFailure = toStoreFailure(error, action);
    // The messages are ours, but an action may quote a path; a token never belongs in either.
    if (storeFailure.message.includes(options.token)) storeFailure.message = storeFailure.message.split(options.token).join("[token]");
    return storeFailure;
  }

  /** Sends one request; `action` words what was being done, for the failure's message. */
  async function send<T>(action: string, route: string, parameters: Parameters = {}): Promise<T> {
    try {
      const response = await octokit.request(route, { ...parameters, request: { signal: AbortSignal.timeout(timeoutMs) } });
      return response.data as T;
    } catch (error) {
      throw failure(error, action);
    }
  }

  /** A GET answered from the cache when GitHub says it has not changed (304). */
  async function read<T>(action: string, route: string, parameters: Parameters = {}): Promise<T> {
    const key = `answer ${options.apiUrl} ${route} ${JSON.stringify(parameters)}`;
    const stored = await options.cache.get(key);
    const cached = stored ? (JSON.parse(stored) as CachedAnswer) : undefined;
    try {
      const response = await octokit.request(route, {
        ...parameters,
        headers: cached ? { "if-none-match": cached.etag } : {},
        request: { signal: AbortSignal.timeout(timeoutMs) },
      });
      const etag = response.headers.etag;
      if (etag) await options.cache.set(key, JSON.stringify({ etag, data: response.data } satisfies CachedAnswer));
      return response.data as T;
    } catch (error) {
      if (cached && isNotModified(error)) return cached.data as T;
      throw failure(error, action);
    }
  }

  /**
   * One GraphQL query (`POST /graphql`): many reads in one request. GitHub answers 200 with an
   * `errors` list for a query it could not run; a part it could not find is null in `data`.
   */
  async function graphql<T>(action: string, query: string, variables: Parameters = {}): Promise<T> {
    // GitHub Enterprise Server serves GraphQL at /api/graphql beside its REST API's /api/v3.
    const baseUrl = options.apiUrl.replace(/\/$/, "").replace(/\/api\/v3$/, "/api");
    const answer = await send<{ data?: T | null }>(action, "POST /graphql", { query, variables, baseUrl });
    if (!answer.data) throw new StoreFailure("unavailable", `${action}: GitHub could not answer the query. Try again.`);
    return answer.data;
  }

  return { send, read, graphql };
}

export type GitHubApi = ReturnType<typeof createGitHubApi>;

/**
 * GitHub's refusals, put into the kinds the studio can word (StoreFailure). Messages are
 * written here from the status alone, so nothing a request carried (the token above all)
 * can reach the screen or a log.
 */
import { StoreFailure } from "../content-store.ts";

interface HttpError {
  status?: unknown;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

function header(error: HttpError, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** `action` says what was being done, e.g. "Reading content/site.yaml". */
export function toStoreFailure(error: unknown, action: string): StoreFailure {
  if (error instanceof StoreFailure) return error;
  const http = (typeof error === "object" && error !== null ? error : {}) as HttpError;
  const status = typeof http.status === "number" && http.status !== 500 ? http.status : undefined;
  const hasAnswer = http.response !== undefined;
  const details = status === undefined ? {} : { status };
  if (status === 401) return new StoreFailure("signed-out", `${action}: GitHub no longer accepts the sign-in. Sign in again; nothing is lost.`, details);
  if ((status === 403 || status === 429) && (header(http, "x-ratelimit-remaining") === "0" || status === 429)) {
    const reset = Number(header(http, "x-ratelimit-reset"));
    const retryAfter = Number(header(http, "retry-after"));
    const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : Number.isFinite(retryAfter) ? new Date(Date.now() + retryAfter * 1000) : undefined;
    return new StoreFailure("rate-limited", `${action}: GitHub's request limit is used up for now.`, { ...details, ...(resetAt ? { resetAt } : {}) });
  }
  if (status === 403) return new StoreFailure("read-only", `${action}: this GitHub account may read the repository but not change it.`, details);
  if (status === 404) return new StoreFailure("not-found", `${action}: GitHub has no such repository, branch or file.`, details);
  if (status === 405 || status === 409) return new StoreFailure("merge-conflict", `${action}: GitHub cannot merge this change; it stays on its branch.`, details);
  if (status === 422) return new StoreFailure("refused", `${action}: GitHub refused the request.`, details);
  // Network failures, timeouts (Octokit reports both as 500 without an answer) and 5xx.
  const why = hasAnswer && typeof http.status === "number" ? `GitHub answered ${http.status}` : "GitHub did not answer";
  return new StoreFailure("unavailable", `${action}: ${why}. Try again; nothing was saved twice.`, hasAnswer && typeof http.status === "number" ? { status: http.status } : {});
}

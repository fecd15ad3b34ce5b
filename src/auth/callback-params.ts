import { authRoute } from "../content/route-roles.ts";

/**
 * What the auth server appended to the address when it sent the visitor back.
 * With hash routing the parameters land in awkward places:
 *   implicit, redirect to #/auth   https://site/#/auth#access_token=…&refresh_token=…
 *   implicit, redirect to the root https://site/#access_token=…
 *   an error link                  https://site/#error=access_denied&error_code=otp_expired&…
 *   PKCE                           https://site/?code=…#/auth
 */
export type AuthCallback =
  | { kind: "implicit"; accessToken: string; refreshToken: string }
  | { kind: "pkce"; code: string }
  | { kind: "error"; error: string; code?: string; description?: string };

export interface ReadCallback {
  callback: AuthCallback;
  /** The same address without the parameters, on the auth landing route. */
  cleanUrl: string;
}

const authParameters = ["access_token", "refresh_token", "expires_in", "expires_at", "token_type", "type", "provider_token", "provider_refresh_token", "code", "error", "error_code", "error_description", "state"];

/** The fragment after the route (`#/auth#a=b` -> `a=b`), or the whole hash when it is not a route (`#a=b`). */
function fragmentParameters(hash: string): URLSearchParams {
  const body = hash.replace(/^#/, "");
  if (body.startsWith("/")) {
    const second = body.indexOf("#");
    return new URLSearchParams(second >= 0 ? body.slice(second + 1) : "");
  }
  return new URLSearchParams(body);
}

function errorFrom(parameters: URLSearchParams): AuthCallback | undefined {
  const error = parameters.get("error") ?? (parameters.get("error_code") || parameters.get("error_description") ? "server_error" : null);
  if (!error) return undefined;
  const code = parameters.get("error_code");
  const description = parameters.get("error_description");
  return { kind: "error", error, ...(code ? { code } : {}), ...(description ? { description } : {}) };
}

/** Reads an auth redirect from an address; null when the address carries none. */
export function readAuthCallback(href: string): ReadCallback | null {
  const url = new URL(href);
  const fromHash = fragmentParameters(url.hash);
  const fromQuery = url.searchParams;

  let callback: AuthCallback | undefined = errorFrom(fromHash) ?? errorFrom(fromQuery);
  if (!callback) {
    const accessToken = fromHash.get("access_token");
    const refreshToken = fromHash.get("refresh_token");
    const code = fromQuery.get("code");
    if (accessToken && refreshToken) callback = { kind: "implicit", accessToken, refreshToken };
    else if (code) callback = { kind: "pkce", code };
  }
  if (!callback) return null;

  const clean = new URL(url.origin + url.pathname);
  for (const [key, value] of fromQuery) if (!authParameters.includes(key)) clean.searchParams.append(key, value);
  clean.hash = authRoute;
  return { callback, cleanUrl: clean.href };
}

import { readAuthCallback, type AuthCallback } from "./callback-params.ts";

let pending: AuthCallback | null = null;

/**
 * Runs before the router renders: takes auth parameters out of the address bar
 * (replacing the history entry, so no token stays in history either) and
 * keeps them for the auth landing, which the router now shows.
 */
export function takeAuthCallbackFromAddress(): void {
  const read = readAuthCallback(window.location.href);
  if (!read) return;
  window.history.replaceState(window.history.state, "", read.cleanUrl);
  pending = read.callback;
}

/** The callback taken from the address, until the landing has dealt with it. */
export function pendingAuthCallback(): AuthCallback | null {
  return pending;
}

/** Called once the callback is handled, so a later visit to the landing starts fresh. */
export function clearAuthCallback(): void {
  pending = null;
}

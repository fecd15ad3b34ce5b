/**
 * The address the editor comes back to from GitHub's sign-in page (github-sign-in.ts) carries
 * a one-time code, or why it failed. Read and removed before anything else runs, without
 * loading supabase-js, so the code stays in no address, history entry or referrer.
 */
const codeParam = "code";

/** A return from GitHub's sign-in, taken out of the address: its one-time code, or why it failed. */
export function takeSignInReturn(): { code: string } | { error: string } | undefined {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(codeParam);
  const error = url.searchParams.get("error_description") ?? url.searchParams.get("error");
  if (!code && !error) return undefined;
  for (const name of [codeParam, "error", "error_code", "error_description", "state"]) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", url.href);
  // Descriptions come as sentences from GitHub ("The user has denied your application access.") and without a full stop from Supabase.
  return code ? { code } : { error: `GitHub sign-in did not finish: ${error?.replace(/\.$/, "")}.` };
}

/**
 * "Sign in with GitHub" through the site's Supabase project: its GitHub provider asks GitHub
 * for the `repo` scope, and the session's `provider_token` is the GitHub token. PKCE, so the
 * address the editor comes back to carries a one-time code, never a token; the code is taken
 * out of the address before anything else runs, and exchanged for the session in a POST.
 */
import { supabaseClient } from "../../auth/client.ts";
import type { AuthConfig } from "../../auth/config.ts";

/** Leaves for GitHub's sign-in page; the editor comes back to this address. */
export async function startGitHubSignIn(config: AuthConfig): Promise<void> {
  const here = new URL(window.location.href);
  here.search = "";
  here.hash = "";
  const { error } = await supabaseClient(config, "pkce").auth.signInWithOAuth({ provider: "github", options: { scopes: "repo", redirectTo: here.href } });
  if (error) throw new Error(`Signing in with GitHub did not start: ${error.message}`);
}

/** The GitHub token of the session the code stands for. */
export async function finishGitHubSignIn(config: AuthConfig, code: string): Promise<string> {
  const { data, error } = await supabaseClient(config, "pkce").auth.exchangeCodeForSession(code);
  if (error) throw new Error(`GitHub sign-in did not finish: ${error.message}. Try again.`);
  const token = data.session?.provider_token;
  // supabase-js keeps the whole session, the GitHub token in it, in localStorage until a sign-out; the
  // token is token-storage.ts's to keep (for this tab unless the editor chose otherwise), and
  // the session is needed for nothing else, so it ends here.
  await signOutOfSupabase(config);
  if (!token) throw new Error("GitHub sign-in finished without access to the repository. Turn on the GitHub provider's token in the Supabase project, or sign in with a token below.");
  return token;
}

export async function signOutOfSupabase(config: AuthConfig): Promise<void> {
  await supabaseClient(config, "pkce")
    .auth.signOut({ scope: "local" })
    .catch(() => undefined);
}

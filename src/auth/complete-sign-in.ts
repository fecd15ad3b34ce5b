import type { AuthCallback } from "./callback-params.ts";
import { supabaseClient } from "./client.ts";
import type { AuthConfig } from "./config.ts";

export type SignInOutcome = "signed-in" | "signed-out" | "nothing-to-do" | "failed";

/**
 * Finishes a sign-in with supabase-js (the auth route loads this module on
 * demand). Reports "signed-in" on SIGNED_IN with a session, "signed-out" on
 * SIGNED_OUT (also from another tab), and "nothing-to-do" when there are no
 * parameters and no session.
 */
export async function completeSignIn(config: AuthConfig, callback: AuthCallback | null, report: (outcome: SignInOutcome) => void): Promise<() => void> {
  const client = supabaseClient(config, callback?.kind === "pkce" ? "pkce" : "implicit");

  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (event === "SIGNED_IN" && session) report("signed-in");
    else if (event === "SIGNED_OUT") report("signed-out");
  });
  const stop = () => data.subscription.unsubscribe();

  if (callback?.kind === "implicit") {
    const { error } = await client.auth.setSession({ access_token: callback.accessToken, refresh_token: callback.refreshToken });
    if (error) report("failed");
  } else if (callback?.kind === "pkce") {
    const { error } = await client.auth.exchangeCodeForSession(callback.code);
    if (error) report("failed");
  } else {
    const { data: current } = await client.auth.getSession();
    report(current.session ? "signed-in" : "nothing-to-do");
  }
  return stop;
}

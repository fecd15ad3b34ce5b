import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AuthCallback } from "./callback-params.ts";
import type { AuthConfig } from "./config.ts";

let shared: { key: string; client: SupabaseClient } | undefined;

/** One client per page: two would fight over the same stored session. */
function clientFor(config: AuthConfig, flowType: "pkce" | "implicit"): SupabaseClient {
  const key = `${config.url} ${config.anonKey} ${flowType}`;
  if (shared?.key !== key) {
    const client = createClient(config.url, config.anonKey, {
      auth: {
        // The address was cleaned before the router rendered; parameters arrive as a callback.
        detectSessionInUrl: false,
        persistSession: true,
        autoRefreshToken: true,
        flowType,
      },
    });
    shared = { key, client };
  }
  return shared.client;
}

export type SignInOutcome = "signed-in" | "signed-out" | "nothing-to-do" | "failed";

/**
 * Finishes a sign-in with supabase-js, which this module alone imports (the
 * auth route loads it on demand). Reports "signed-in" on SIGNED_IN with a
 * session, "signed-out" on SIGNED_OUT (also from another tab), and
 * "nothing-to-do" when there are no parameters and no session.
 */
export async function completeSignIn(config: AuthConfig, callback: AuthCallback | null, report: (outcome: SignInOutcome) => void): Promise<() => void> {
  const client = clientFor(config, callback?.kind === "pkce" ? "pkce" : "implicit");

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

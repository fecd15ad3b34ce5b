import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AuthConfig } from "./config.ts";

let shared: { key: string; client: SupabaseClient } | undefined;

/**
 * The page's one supabase-js client (two would fight over the same stored session).
 * Only lazily loaded modules import this file: the auth landing's sign-in and the
 * contact form's sending, so no other route pays for supabase-js.
 */
export function supabaseClient(config: AuthConfig, flowType: "pkce" | "implicit" = "implicit"): SupabaseClient {
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

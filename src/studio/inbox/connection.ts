/**
 * Who the inbox talks to the database as. On the published studio: the site's Supabase project
 * with its anon key and the signed-in person's session (GitHub, or a one-time link by email),
 * kept under a storage key of its own, so the studio's GitHub sign-in and sign-out never touch
 * it. Under `npm run dev`: the dev server's PGlite database (scripts/inbox/dev-database.ts), as
 * its sample team member, with no account anywhere.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { AuthConfig } from "../../auth/config.ts";

/** The dev server's answer at devSessionPath: where its database is, and the sample member's token. */
export interface DevSession {
  url: string;
  anonKey: string;
  accessToken: string;
  signedInAs: string;
}

export const devSessionPath = "/__inbox/session";

export const inboxStorageKey = "inbox:session";

export function hostedClient(config: AuthConfig): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    auth: { flowType: "pkce", detectSessionInUrl: false, persistSession: true, autoRefreshToken: true, storageKey: inboxStorageKey },
  });
}

export function devClient(session: DevSession): SupabaseClient {
  return createClient(session.url, session.anonKey, { accessToken: async () => session.accessToken });
}

/** The address the sign-in comes back to: this page, on the inbox. */
export function inboxReturnAddress(): string {
  const here = new URL(window.location.href);
  here.search = "";
  here.hash = "#/inbox";
  return here.href;
}

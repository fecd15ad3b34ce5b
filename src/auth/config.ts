/** The public project settings, or null when the site is built without them. */
export interface AuthConfig {
  url: string;
  anonKey: string;
}

/** The settings the site was built with. */
export function authConfig(): AuthConfig | null {
  return parseAuthConfig(import.meta.env as Record<string, string | undefined>);
}

/** The public settings in a set of environment variables: the browser's test, shared with the build's report of it. */
export function parseAuthConfig(env: Record<string, string | undefined>): AuthConfig | null {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (!url || !anonKey) return null;
  try {
    // createClient throws on an invalid URL; a visitor should never see that.
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? { url, anonKey } : null;
  } catch {
    return null;
  }
}

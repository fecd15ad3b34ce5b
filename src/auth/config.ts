/** The public project settings, or null when the site is built without them. */
export interface AuthConfig {
  url: string;
  anonKey: string;
}

export function authConfig(): AuthConfig | null {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (!url || !anonKey) return null;
  try {
    // createClient throws on an invalid URL; a visitor should never see that.
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? { url, anonKey } : null;
  } catch {
    return null;
  }
}

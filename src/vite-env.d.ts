/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project URL, e.g. https://abcd.supabase.co. Optional: without it /auth just returns home and the contact form sends nothing. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's anon (public) key. A service_role key fails the build. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

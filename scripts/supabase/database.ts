import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The project's migrations on real Postgres (PGlite, in-process), with the roles and
 * default privileges a Supabase project has.
 */
const migrations = join(import.meta.dirname, "../../supabase/migrations");

/**
 * Migrations that start with this line need what only a Supabase project has (pg_cron,
 * pg_net, Vault); PGlite cannot apply them, so they are left out here and the tests say so.
 */
export const supabaseOnlyMarker = "-- Supabase only:";

const supabaseRoles = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  -- Supabase grants everything new in public to its API roles; the migration must undo that.
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  -- What a Supabase project has besides: the extensions schema, auth.users and auth.uid() (as
  -- Supabase defines it: the JWT's subject, which PostgREST puts in request.jwt.claims), and
  -- Realtime's publication.
  create schema extensions;
  grant usage on schema extensions to anon, authenticated, service_role;
  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;
  create table auth.users (id uuid primary key, email text);
  create function auth.uid() returns uuid language sql stable as $$
    select nullif(coalesce(current_setting('request.jwt.claim.sub', true), (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')), '')::uuid
  $$;
  grant execute on function auth.uid() to anon, authenticated, service_role;
  create publication supabase_realtime;
`;

export interface MigrationFiles {
  applied: string[];
  supabaseOnly: string[];
}

export function migrationFiles(): MigrationFiles {
  const files = readdirSync(migrations).filter((file) => file.endsWith(".sql")).sort();
  const isSupabaseOnly = (file: string) => readFileSync(join(migrations, file), "utf8").startsWith(supabaseOnlyMarker);
  return { applied: files.filter((file) => !isSupabaseOnly(file)), supabaseOnly: files.filter(isSupabaseOnly) };
}

export async function openDatabase(): Promise<PGlite> {
  const db = new PGlite({ extensions: { pg_trgm } });
  await db.exec(supabaseRoles);
  for (const file of migrationFiles().applied) await db.exec(readFileSync(join(migrations, file), "utf8"));
  return db;
}

/** Empties the messages and what refers to them (notifications, history), which cannot stay behind. */
export const emptyTables = "reset role; truncate public.contact_message_events, public.contact_notifications, public.contact_messages;";

-- Supabase only: needs pg_cron, pg_net and Vault, which a Supabase project has and the
-- in-process Postgres of the tests (PGlite) does not; the tests skip this file by this line.
--
-- Runs the notify-contact Edge Function every minute, and right after each new message so
-- the team hears within seconds when everything is up. The function's address and its shared
-- secret come from Vault (names notify_contact_url and notify_contact_secret, set once by
-- hand, see the README); until both are there, the calls do nothing and notifications wait
-- in the outbox. A call that fails is no loss: the rows stay due, and the next minute's call
-- takes them.

-- As Supabase's own instructions install them.
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;
grant all privileges on all tables in schema cron to postgres;
create extension if not exists pg_net with schema extensions;

create function contact_private.call_notify_contact()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  function_url text := (select secret.decrypted_secret from vault.decrypted_secrets secret where secret.name = 'notify_contact_url');
  shared_secret text := (select secret.decrypted_secret from vault.decrypted_secrets secret where secret.name = 'notify_contact_secret');
begin
  if function_url is null or shared_secret is null then
    return;
  end if;
  -- pg_net queues the request and sends it after commit, without waiting for the answer.
  perform net.http_post(
    url := function_url,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', shared_secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end;
$$;

revoke all on function contact_private.call_notify_contact from public, anon, authenticated;

create function contact_private.nudge_notify_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform contact_private.call_notify_contact();
  return null;
exception when others then
  -- A visitor's message must be stored even if the nudge cannot be queued; the minute's
  -- call will send it.
  raise warning 'notify-contact could not be called right away: %', sqlerrm;
  return null;
end;
$$;

revoke all on function contact_private.nudge_notify_contact from public, anon, authenticated;

create trigger contact_notifications_nudge_sender
  after insert on public.contact_notifications
  for each statement execute function contact_private.nudge_notify_contact();

-- cron.schedule with a job name replaces an earlier job of that name.
select cron.schedule('notify-contact', '* * * * *', 'select contact_private.call_notify_contact()');

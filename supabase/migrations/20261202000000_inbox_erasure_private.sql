-- Only an admin's audited erasure deletes a message, and the database alone decides it.
--
-- Until now the signed-in role held DELETE on contact_messages and INSERT on contact_erasures,
-- each behind a policy, and a delete was stopped only by a trigger reading a session setting
-- (contact.deleting) that the caller could set as well as the erasure function: an admin could
-- delete without an audit row, or write an audit row that erased nothing (a REST POST to
-- contact_erasures did exactly that). Now:
--   * no role the API serves holds DELETE or TRUNCATE on a message, its notification or its
--     history, nor any write on contact_erasures: the grants and their policies go;
--   * the erasure and its count are security definer functions in `private`, a schema PostgREST
--     does not expose (it serves `public` only), that check the caller is an admin themselves;
--     the erasure deletes and writes its audit row in one transaction, so one never happens
--     without the other;
--   * public.erase_contact_messages and public.count_contact_messages_from stay, as thin wrappers
--     that run as the caller, so the inbox calls them as before;
--   * my_team_role, a definer the policies ask, moves to `private` too (the policies follow it:
--     they refer to the function itself, not its name); public.my_team_role is now a wrapper that
--     runs as the caller, for the inbox to ask who the signed-in person is.
-- The guard trigger stays, for the owner's own mistakes (retention and erasure set its setting).

create schema private;
revoke all on schema private from public, anon, authenticated, service_role;
-- The policies and the wrappers run as the signed-in person and call into it; the functions
-- granted to them below are all they may reach there.
grant usage on schema private to authenticated;

alter function public.my_team_role() set schema private;
comment on function private.my_team_role is 'The signed-in person''s role on the team, or null: what the inbox''s policies ask.';

create function public.my_team_role()
returns text
language sql
stable
security invoker
set search_path = ''
as $$ select private.my_team_role() $$;

revoke all on function public.my_team_role from public, anon, authenticated, service_role;
grant execute on function public.my_team_role to authenticated;

-- How many messages an address has sent, every one of them: the count an admin confirms is the
-- count the erasure deletes (both see past row level security, so a policy hiding some messages
-- from someone cannot make them disagree). For admins alone.
create function private.count_contact_messages_from(email text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select private.my_team_role()) is distinct from 'admin' then
    raise exception using errcode = '42501', message = 'Only an admin of the team may erase messages.';
  end if;
  return (select count(*)::integer from public.contact_messages stored where lower(stored.email) = lower(btrim(count_contact_messages_from.email)));
end;
$$;

-- Erases every message from one address, in one transaction: the messages, their notifications
-- and history go (by cascade), and one audit row without the address stays, in the admin's name.
-- `confirmed_count` is the count the admin was shown; if more arrived meanwhile, nothing is erased.
create function private.erase_contact_messages(email text, confirmed_count integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased integer;
begin
  if (select private.my_team_role()) is distinct from 'admin' then
    raise exception using errcode = '42501', message = 'Only an admin of the team may erase messages.';
  end if;
  perform set_config('contact.deleting', 'erasure', true);
  with gone as (
    delete from public.contact_messages stored
    where lower(stored.email) = lower(btrim(erase_contact_messages.email))
    returning 1
  )
  select count(*) into erased from gone;
  if erased is distinct from confirmed_count then
    raise exception using
      errcode = 'P0001',
      message = format('This address has %s messages, not the %s confirmed; nothing was erased. Look again and confirm.', erased, confirmed_count);
  end if;
  insert into public.contact_erasures (erased_by, reason, messages) values ((select auth.uid()), 'request', erased);
  perform set_config('contact.deleting', '', true);
  return erased;
end;
$$;

revoke all on function private.count_contact_messages_from from public, anon, authenticated, service_role;
revoke all on function private.erase_contact_messages from public, anon, authenticated, service_role;
grant execute on function private.count_contact_messages_from to authenticated;
grant execute on function private.erase_contact_messages to authenticated;

-- The inbox's calls, unchanged for it: each runs as the caller and hands over to the definer.
create or replace function public.count_contact_messages_from(email text)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$ select private.count_contact_messages_from(email) $$;

create or replace function public.erase_contact_messages(email text, confirmed_count integer)
returns integer
language sql
security invoker
set search_path = ''
as $$ select private.erase_contact_messages(email, confirmed_count) $$;

revoke all on function public.count_contact_messages_from from public, anon, authenticated, service_role;
revoke all on function public.erase_contact_messages from public, anon, authenticated, service_role;
grant execute on function public.count_contact_messages_from to authenticated;
grant execute on function public.erase_contact_messages to authenticated;

-- No way around them: the grants and the policies that let a signed-in admin delete a message or
-- write an audit row go. The service role (the notification sender, on the server) loses the same:
-- it marks notifications through its own functions and never deletes.
drop policy "admins erase messages" on public.contact_messages;
drop policy "admins record their erasures" on public.contact_erasures;
revoke delete, truncate on table public.contact_messages, public.contact_notifications, public.contact_message_events
  from public, anon, authenticated, service_role;
revoke insert, update, delete, truncate on table public.contact_erasures from public, anon, authenticated, service_role;

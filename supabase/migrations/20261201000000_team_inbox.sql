-- The team's inbox: who may read and handle the contact form's messages, and the only two
-- ways a message is ever deleted.
--
-- Team members are rows in public.team_members (user, name, role `member` or `admin`),
-- added by hand in SQL (see the README, "The team's inbox"); nothing in the site writes them.
-- Row level security decides everything, with privileges granted only as far as a policy
-- needs them:
--   * anon holds no privilege on any of it, as before;
--   * a signed-in person (authenticated) may read messages, their notifications, the team and
--     the erasure log, and change a message's handling (state, assignee) or add a note, each
--     only where a policy finds them in team_members; a stranger is let through to nothing;
--   * only an admin may delete, and only through erase_contact_messages(), which also writes
--     the audit row; the retention job (contact_private.apply_retention, run daily by pg_cron
--     in the next migration) is the other way. A guard trigger refuses every other delete of a
--     message, its notification or its history, whoever asks (truncate stays the owner's).
-- Marking a message as spam hides it from the list; it is never deleted for that.
-- The service role stays on the server (the notification sender); the browser has the anon
-- key and the signed-in person's token.

create extension if not exists pg_trgm with schema extensions;

create table public.team_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  name text not null
    constraint team_members_name_length check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  role text not null default 'member'
    constraint team_members_role_known check (role in ('member', 'admin')),
  added_at timestamptz not null default now()
);

comment on table public.team_members is 'The people who may read and handle contact messages; admins may also erase. Managed in SQL only.';

alter table public.team_members enable row level security;
revoke all on table public.team_members from public, anon, authenticated;

-- The signed-in person's role on the team, or null. Security definer, so the policies below can
-- ask it without being able to read team_members themselves (which would recurse).
create function public.my_team_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select member.role from public.team_members member where member.user_id = (select auth.uid());
$$;

revoke all on function public.my_team_role from public, anon, authenticated;
grant execute on function public.my_team_role to authenticated;

create policy "team members see the team" on public.team_members
  for select to authenticated using ((select public.my_team_role()) is not null);
grant select on table public.team_members to authenticated;

-- How a message is being handled, and by whom. The language is the site's language of the
-- page it came from (Arabic pages live under /ar).
alter table public.contact_messages
  add column state text not null default 'new'
    constraint contact_messages_state_known check (state in ('new', 'in_progress', 'answered', 'spam')),
  add column assigned_to uuid
    constraint contact_messages_assigned_to_member references public.team_members (user_id) on delete set null,
  add column handled_by uuid,
  add column handled_at timestamptz,
  add column language text not null generated always as (case when sent_from ~ '^/ar(/|$)' then 'ar' else 'en' end) stored;

-- The list's order (newest first, by time then id, for keyset paging), its filters and its search.
create index contact_messages_newest on public.contact_messages (received_at desc, id desc);
create index contact_messages_state_newest on public.contact_messages (state, received_at desc, id desc);
create index contact_messages_interest_newest on public.contact_messages (interest, received_at desc, id desc);
create index contact_messages_language_newest on public.contact_messages (language, received_at desc, id desc);
create index contact_messages_email_lower on public.contact_messages (lower(email));
create index contact_messages_search on public.contact_messages
  using gin ((name || ' ' || email || ' ' || coalesce(company, '') || ' ' || message) extensions.gin_trgm_ops);

-- Team members read what the visitor sent and how it is handled; not the idempotency key or
-- the sender's digest, which are the form's business.
create policy "team members read messages" on public.contact_messages
  for select to authenticated using ((select public.my_team_role()) is not null);
create policy "team members handle messages" on public.contact_messages
  for update to authenticated
  using ((select public.my_team_role()) is not null)
  with check ((select public.my_team_role()) is not null);
create policy "admins erase messages" on public.contact_messages
  for delete to authenticated using ((select public.my_team_role()) = 'admin');

grant select (id, name, email, company, interest, message, sent_from, received_at, state, assigned_to, handled_by, handled_at, language)
  on table public.contact_messages to authenticated;
grant update (state, assigned_to) on table public.contact_messages to authenticated;
grant delete on table public.contact_messages to authenticated;

-- Whether the team has been told of a message, for the inbox to say in words.
create policy "team members read notifications" on public.contact_notifications
  for select to authenticated using ((select public.my_team_role()) is not null);
grant select (message_id, state, attempts, next_attempt_at, last_error, channels_done, sent_at)
  on table public.contact_notifications to authenticated;

-- Every change of handling and every internal note, with who and when.
create table public.contact_message_events (
  id bigint generated always as identity primary key,
  message_id bigint not null
    references public.contact_messages (id) on delete cascade,
  at timestamptz not null default now(),
  actor uuid default auth.uid(),
  kind text not null
    constraint contact_message_events_kind_known check (kind in ('state', 'assigned', 'note')),
  detail text
    constraint contact_message_events_detail_length check (char_length(detail) <= 5000)
    constraint contact_message_events_note_written check (kind <> 'note' or coalesce(detail, '') ~ '[^[:space:]]')
);

comment on table public.contact_message_events is 'The history of a message''s handling: state changes and assignments (written by a trigger) and internal notes.';

create index contact_message_events_of_message on public.contact_message_events (message_id, at);

alter table public.contact_message_events enable row level security;
revoke all on table public.contact_message_events from public, anon, authenticated;
revoke all on sequence public.contact_message_events_id_seq from public, anon, authenticated;

create policy "team members read the history" on public.contact_message_events
  for select to authenticated using ((select public.my_team_role()) is not null);
create policy "team members add notes in their own name" on public.contact_message_events
  for insert to authenticated
  with check ((select public.my_team_role()) is not null and kind = 'note' and actor = (select auth.uid()));
grant select on table public.contact_message_events to authenticated;
grant insert (message_id, kind, detail) on table public.contact_message_events to authenticated;

-- Who changed the handling and when: set on the row, and written to the history.
create function contact_private.stamp_handling()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.state is distinct from old.state or new.assigned_to is distinct from old.assigned_to then
    new.handled_by := auth.uid();
    new.handled_at := now();
  end if;
  return new;
end;
$$;

create function contact_private.record_handling()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.state is distinct from old.state then
    insert into public.contact_message_events (message_id, actor, kind, detail) values (new.id, auth.uid(), 'state', new.state);
  end if;
  if new.assigned_to is distinct from old.assigned_to then
    insert into public.contact_message_events (message_id, actor, kind, detail) values (new.id, auth.uid(), 'assigned', new.assigned_to::text);
  end if;
  return null;
end;
$$;

revoke all on function contact_private.stamp_handling from public, anon, authenticated;
revoke all on function contact_private.record_handling from public, anon, authenticated;

create trigger contact_messages_stamp_handling
  before update on public.contact_messages
  for each row execute function contact_private.stamp_handling();
create trigger contact_messages_record_handling
  after update on public.contact_messages
  for each row execute function contact_private.record_handling();

-- The audit of every deletion: when, who (an admin's user id, or none for retention), why and how
-- many. No address, name or text: that is what was erased.
create table public.contact_erasures (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default now(),
  erased_by uuid default auth.uid(),
  reason text not null
    constraint contact_erasures_reason_known check (reason in ('request', 'retention')),
  messages integer not null
    constraint contact_erasures_messages_counted check (messages >= 0)
);

comment on table public.contact_erasures is 'One row per erasure or retention run: when, who, how many messages. Never personal data.';

alter table public.contact_erasures enable row level security;
revoke all on table public.contact_erasures from public, anon, authenticated;
revoke all on sequence public.contact_erasures_id_seq from public, anon, authenticated;

create policy "team members read the erasure log" on public.contact_erasures
  for select to authenticated using ((select public.my_team_role()) is not null);
create policy "admins record their erasures" on public.contact_erasures
  for insert to authenticated
  with check ((select public.my_team_role()) = 'admin' and reason = 'request' and erased_by = (select auth.uid()));
grant select on table public.contact_erasures to authenticated;
grant insert (reason, messages) on table public.contact_erasures to authenticated;

-- Nothing lost by mistake: a message, its notification or its history is deleted only while an
-- erasure or the retention job says so, in its own transaction (set_config(…, true)).
create function contact_private.guard_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('contact.deleting', true), '') not in ('erasure', 'retention') then
    raise exception using
      errcode = '42501',
      message = format('%s rows are deleted only by an admin''s erasure (erase_contact_messages) or by the retention job.', tg_table_name);
  end if;
  return old;
end;
$$;

revoke all on function contact_private.guard_delete from public, anon, authenticated;

create trigger contact_messages_guard_delete before delete on public.contact_messages
  for each row execute function contact_private.guard_delete();
create trigger contact_notifications_guard_delete before delete on public.contact_notifications
  for each row execute function contact_private.guard_delete();
create trigger contact_message_events_guard_delete before delete on public.contact_message_events
  for each row execute function contact_private.guard_delete();
create trigger contact_erasures_guard_delete before delete on public.contact_erasures
  for each row execute function contact_private.guard_delete();

-- The retention period: set here and nowhere else (the privacy page names it too).
create function contact_private.retention_period()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '24 months' $$;

revoke all on function contact_private.retention_period from public, anon, authenticated;

-- Deletes every message received before `at` minus the retention period, with its notification
-- and history (by cascade), and records how many. Run daily by pg_cron; `at` is for tests.
create function contact_private.apply_retention(at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  perform set_config('contact.deleting', 'retention', true);
  with gone as (
    delete from public.contact_messages old_message
    where old_message.received_at < apply_retention.at - contact_private.retention_period()
    returning 1
  )
  select count(*) into deleted from gone;
  if deleted > 0 then
    insert into public.contact_erasures (erased_at, erased_by, reason, messages) values (apply_retention.at, null, 'retention', deleted);
  end if;
  perform set_config('contact.deleting', '', true);
  return deleted;
end;
$$;

revoke all on function contact_private.apply_retention from public, anon, authenticated;

-- How many messages an address has sent: what an admin confirms before erasing them.
create function public.count_contact_messages_from(email text)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.contact_messages stored where lower(stored.email) = lower(btrim(count_contact_messages_from.email));
$$;

-- Erases every message from one address, in one transaction: the messages, their notifications
-- and history go, and one audit row without the address stays. Runs as the caller, so row level
-- security decides: for anyone but an admin it deletes nothing, and the count does not match.
-- `confirmed_count` is the count the admin was shown; if more arrived meanwhile, nothing is erased.
create function public.erase_contact_messages(email text, confirmed_count integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  erased integer;
begin
  if (select public.my_team_role()) is distinct from 'admin' then
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
  insert into public.contact_erasures (reason, messages) values ('request', erased);
  perform set_config('contact.deleting', '', true);
  return erased;
end;
$$;

-- The list's helpers, in a schema of their own that signed-in callers may use, since
-- list_contact_messages runs as them; contact_private stays out of their reach.
create schema contact_query;
revoke all on schema contact_query from public, anon, authenticated;
grant usage on schema contact_query to authenticated;

-- The query of one page, built with only the filters in use, so each is planned for what it
-- asks; text, so the benchmark can print the plan of exactly what the inbox runs.
-- Parameters: $1 search, $2 interest, $3 state, $4 language, $5 cursor time, $6 cursor id, $7 page size.
-- A search is the one filter row level security would make slow: ILIKE is not leakproof, so under
-- a policy Postgres must check the policy on every row before it and can use neither the trigram
-- index nor an early stop (180 to 350 ms with 100,000 messages). So a search page's ids are found
-- by matching_message_ids, which runs as the owner and answers team members only; the rows
-- themselves are then read as the caller, through the policies, by id (a leakproof comparison).
create function contact_query.message_list_sql(search text, interest text, state text, language text, after_cursor boolean, ids_only boolean default false)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  conditions text[] := array[]::text[];
begin
  if search is not null and not ids_only then
    conditions := conditions || 'stored.id = any(contact_query.matching_message_ids($1, $2, $3, $4, $5, $6, $7))'::text;
  else
    conditions := conditions || case when state is null then 'stored.state <> ''spam''' else 'stored.state = $3' end;
    if interest is not null then conditions := conditions || 'stored.interest = $2'::text; end if;
    if language is not null then conditions := conditions || 'stored.language = $4'::text; end if;
    if search is not null then
      conditions := conditions || $c$(stored.name || ' ' || stored.email || ' ' || coalesce(stored.company, '') || ' ' || stored.message) ilike '%' || replace(replace(replace($1, '\', '\\'), '%', '\%'), '_', '\_') || '%'$c$::text;
    end if;
    if after_cursor then conditions := conditions || '(stored.received_at, stored.id) < ($5, $6)'::text; end if;
  end if;
  if ids_only then
    return 'select coalesce(array_agg(page.id), ''{}'') from (select stored.id from public.contact_messages stored where '
      || array_to_string(conditions, ' and ') || ' order by stored.received_at desc, stored.id desc limit $7) page';
  end if;
  return 'select stored.id, stored.received_at, stored.name, stored.email, stored.company, stored.interest, stored.message, stored.sent_from,'
    || ' stored.language, stored.state, stored.assigned_to, stored.handled_by, stored.handled_at,'
    || ' notification.state as notification_state, notification.attempts as notification_attempts,'
    || ' notification.next_attempt_at as notification_next_attempt_at, notification.last_error as notification_last_error,'
    || ' notification.sent_at as notification_sent_at, notification.channels_done as notification_channels'
    || ' from public.contact_messages stored'
    || ' left join public.contact_notifications notification on notification.message_id = stored.id'
    || ' where ' || array_to_string(conditions, ' and ')
    || ' order by stored.received_at desc, stored.id desc limit $7';
end;
$$;

revoke all on function contact_query.message_list_sql from public, anon, authenticated;
grant execute on function contact_query.message_list_sql to authenticated;

-- The ids of one page of a search, newest first; none for anyone not on the team.
create function contact_query.matching_message_ids(
  search text, interest text, state text, language text, before_received_at timestamptz, before_id bigint, page_size integer
)
returns bigint[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ids bigint[];
begin
  if (select public.my_team_role()) is null then
    return '{}';
  end if;
  execute contact_query.message_list_sql(search, interest, state, language, before_received_at is not null and before_id is not null, true)
  into ids
  using search, interest, state, language, before_received_at, before_id, page_size;
  return ids;
end;
$$;

revoke all on function contact_query.matching_message_ids from public, anon, authenticated;
grant execute on function contact_query.matching_message_ids to authenticated;

-- One page of the inbox, newest first: a keyset page after (before_received_at, before_id).
-- Runs as the caller, so row level security decides what it returns (nothing, to a stranger).
create function public.list_contact_messages(
  search text default null,
  with_interest text default null,
  with_state text default null,
  with_language text default null,
  before_received_at timestamptz default null,
  before_id bigint default null,
  page_size integer default 25
)
returns table (
  id bigint,
  received_at timestamptz,
  name text,
  email text,
  company text,
  interest text,
  message text,
  sent_from text,
  language text,
  state text,
  assigned_to uuid,
  handled_by uuid,
  handled_at timestamptz,
  notification_state text,
  notification_attempts integer,
  notification_next_attempt_at timestamptz,
  notification_last_error text,
  notification_sent_at timestamptz,
  notification_channels text[]
)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query execute contact_query.message_list_sql(
    nullif(btrim(search), ''), with_interest, with_state, with_language, before_received_at is not null and before_id is not null
  )
  using nullif(btrim(search), ''), with_interest, with_state, with_language, before_received_at, before_id, least(greatest(coalesce(page_size, 25), 1), 1000);
end;
$$;

-- One message's history, oldest first.
create function public.contact_message_history(message_id bigint)
returns table (at timestamptz, actor uuid, kind text, detail text)
language sql
stable
set search_path = ''
as $$
  select event.at, event.actor, event.kind, event.detail
  from public.contact_message_events event
  where event.message_id = contact_message_history.message_id
  order by event.at, event.id;
$$;

-- The inbox's changes, as calls (the site's PostgREST is reached through rpc alone). Each runs as
-- the caller: the grants and policies above decide, and a row the caller may not change is
-- simply not changed (0 is returned).
create function public.set_contact_message_state(message_id bigint, new_state text)
returns integer
language sql
set search_path = ''
as $$
  with changed as (
    update public.contact_messages stored set state = set_contact_message_state.new_state
    where stored.id = set_contact_message_state.message_id and stored.state is distinct from set_contact_message_state.new_state
    returning 1
  )
  select count(*)::integer from changed;
$$;

-- Assigns a message to a team member, or to no one (assignee null).
create function public.assign_contact_message(message_id bigint, assignee uuid)
returns integer
language sql
set search_path = ''
as $$
  with changed as (
    update public.contact_messages stored set assigned_to = assign_contact_message.assignee
    where stored.id = assign_contact_message.message_id and stored.assigned_to is distinct from assign_contact_message.assignee
    returning 1
  )
  select count(*)::integer from changed;
$$;

create function public.add_contact_message_note(message_id bigint, note text)
returns void
language sql
set search_path = ''
as $$
  insert into public.contact_message_events (message_id, kind, detail)
  values (add_contact_message_note.message_id, 'note', nullif(btrim(add_contact_message_note.note), ''));
$$;

create function public.list_team_members()
returns table (user_id uuid, name text, role text)
language sql
stable
set search_path = ''
as $$
  select member.user_id, member.name, member.role from public.team_members member order by member.name;
$$;

revoke all on function public.set_contact_message_state from public, anon, authenticated;
revoke all on function public.assign_contact_message from public, anon, authenticated;
revoke all on function public.add_contact_message_note from public, anon, authenticated;
revoke all on function public.list_team_members from public, anon, authenticated;
grant execute on function public.set_contact_message_state to authenticated;
grant execute on function public.assign_contact_message to authenticated;
grant execute on function public.add_contact_message_note to authenticated;
grant execute on function public.list_team_members to authenticated;

revoke all on function public.count_contact_messages_from from public, anon, authenticated;
revoke all on function public.erase_contact_messages from public, anon, authenticated;
revoke all on function public.list_contact_messages from public, anon, authenticated;
revoke all on function public.contact_message_history from public, anon, authenticated;
grant execute on function public.count_contact_messages_from to authenticated;
grant execute on function public.erase_contact_messages to authenticated;
grant execute on function public.list_contact_messages to authenticated;
grant execute on function public.contact_message_history to authenticated;

-- Supabase Realtime tells a signed-in team member's inbox of new messages (it applies these
-- same policies to what each subscriber receives).
alter publication supabase_realtime add table public.contact_messages;

-- Row level security decides every row of every page of the inbox, a search's too.
--
-- A search page used to be composed by contact_query.matching_message_ids, a security definer that
-- saw every message, imitated the policies with a team check of its own and chose the page's ids;
-- the caller then read those ids through the policies. A narrower policy added later ("members see
-- only the messages assigned to them") would not have narrowed that choice: a page would come back
-- short or empty while older rows the caller may see were never reached, and the paging stopped.
--
-- Why a search still needs help from outside the policies: ILIKE is not leakproof, so under a
-- policy Postgres checks the policy on every row before it and cannot use the trigram index; a word
-- in few messages then reads every row (680 ms on 100,000 messages in the benchmark's database,
-- against 17 ms with the index). So a search runs in two steps, and only the second decides:
--   1. private.message_search_candidates, a definer in a schema the API does not serve, finds the
--      newest messages whose text and filters match, by the index: candidates, never shown as such;
--   2. the page is read as the caller, through every policy, among those candidates (an id
--      comparison, which is leakproof), with the search and filters checked again. When the
--      policies leave the page short, the next, larger batch of candidates is read, until the page
--      is full or no message is left: a page is always the newest rows the caller may see.

drop function contact_query.matching_message_ids(text, text, text, text, timestamptz, bigint, integer);
drop function contact_query.message_list_sql(text, text, text, text, boolean, boolean);

-- The query of one page, built with only the filters in use, so each is planned for what it
-- asks; text, so the benchmark can print the plan of exactly what the inbox runs. `part` is
-- 'page' (a page, as the caller), 'candidates' (a search's candidate ids, newest first, with the
-- cursor after the last: for the definer below) or 'page among candidates' (a page, as the caller,
-- of the candidates in $8).
-- Parameters: $1 search, $2 interest, $3 state, $4 language, $5 cursor time, $6 cursor id, $7 page size, $8 candidates.
create function contact_query.message_list_sql(search text, interest text, state text, language text, after_cursor boolean, part text default 'page')
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  conditions text[] := array[]::text[];
begin
  if part not in ('page', 'candidates', 'page among candidates') then
    raise exception 'unknown part of the inbox''s query: %', part;
  end if;
  if part = 'page among candidates' then conditions := conditions || 'stored.id = any($8)'::text; end if;
  conditions := conditions || case when state is null then 'stored.state <> ''spam''' else 'stored.state = $3' end;
  if interest is not null then conditions := conditions || 'stored.interest = $2'::text; end if;
  if language is not null then conditions := conditions || 'stored.language = $4'::text; end if;
  if search is not null then
    -- % and _ are searched as themselves.
    conditions := conditions || $c$(stored.name || ' ' || stored.email || ' ' || coalesce(stored.company, '') || ' ' || stored.message) ilike '%' || replace(replace(replace($1, '\', '\\'), '%', '\%'), '_', '\_') || '%'$c$::text;
  end if;
  if after_cursor then conditions := conditions || '(stored.received_at, stored.id) < ($5, $6)'::text; end if;
  if part = 'candidates' then
    return 'select coalesce(array_agg(found.id order by found.received_at desc, found.id desc), ''{}''),'
      || ' (array_agg(found.received_at order by found.received_at, found.id))[1], (array_agg(found.id order by found.received_at, found.id))[1]'
      || ' from (select stored.id, stored.received_at from public.contact_messages stored where ' || array_to_string(conditions, ' and ')
      || ' order by stored.received_at desc, stored.id desc limit $7) found';
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

revoke all on function contact_query.message_list_sql from public, anon, authenticated, service_role;
grant execute on function contact_query.message_list_sql to authenticated;

-- A search's candidates: the ids of the newest `batch_size` messages (after the cursor) whose text
-- and filters match, found by the trigram index, and the cursor after the last of them. It shows
-- nothing: the list reads the candidates through the policies. None for anyone off the team, who
-- may read none of them, so that a stranger's search costs nothing.
create function private.message_search_candidates(
  search text, interest text, state text, language text, before_received_at timestamptz, before_id bigint, batch_size integer,
  out ids bigint[], out last_received_at timestamptz, out last_id bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  ids := '{}';
  if (select private.my_team_role()) is null then
    return;
  end if;
  execute contact_query.message_list_sql(search, interest, state, language, before_received_at is not null and before_id is not null, 'candidates')
  into ids, last_received_at, last_id
  using search, interest, state, language, before_received_at, before_id, batch_size;
end;
$$;

revoke all on function private.message_search_candidates from public, anon, authenticated, service_role;
grant execute on function private.message_search_candidates to authenticated;

-- One page of the inbox, newest first: a keyset page after (before_received_at, before_id).
-- Runs as the caller, so row level security decides every row it returns (none, to a stranger).
create or replace function public.list_contact_messages(
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
security invoker
set search_path = ''
as $$
declare
  wanted constant integer := least(greatest(coalesce(page_size, 25), 1), 1000);
  words constant text := nullif(btrim(search), '');
  after_cursor constant boolean := before_received_at is not null and before_id is not null;
  batch integer := wanted;
  candidates bigint[];
  next_received_at timestamptz := before_received_at;
  next_id bigint := before_id;
  shown integer := 0;
  added integer;
begin
  if words is null then
    return query execute contact_query.message_list_sql(null, with_interest, with_state, with_language, after_cursor)
    using words, with_interest, with_state, with_language, before_received_at, before_id, wanted;
    return;
  end if;
  loop
    select found.ids, found.last_received_at, found.last_id into candidates, next_received_at, next_id
    from private.message_search_candidates(words, with_interest, with_state, with_language, next_received_at, next_id, batch) found;
    exit when cardinality(candidates) = 0;
    return query execute contact_query.message_list_sql(words, with_interest, with_state, with_language, after_cursor, 'page among candidates')
    using words, with_interest, with_state, with_language, before_received_at, before_id, wanted - shown, candidates;
    get diagnostics added = row_count;
    shown := shown + added;
    -- Full, or no older candidate left; else a larger batch, so a narrow policy needs few rounds.
    exit when shown >= wanted or cardinality(candidates) < batch;
    batch := least(batch * 4, 10000);
  end loop;
end;
$$;

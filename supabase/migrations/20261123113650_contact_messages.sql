-- Where the contact form's messages go.
--
-- Visitors submit through one function, public.submit_contact_message, called with
-- supabase.rpc(...). It is `security definer` rather than a plain insert with
-- `return=minimal` because an insert policy can only accept or refuse a row; it cannot:
--   * answer success while storing nothing, which is what a bot that fills the honeypot
--     or sends faster than a person can type must see (an error would teach it to adapt);
--   * count earlier messages from the same sender for the rate limit, since the anonymous
--     role may not read the table, not even its own rows;
--   * treat a retry of a stored message (same idempotency key) as a success instead of a
--     unique-key error.
-- The anonymous and signed-in roles hold no privilege on the table at all: they may
-- execute the function and nothing else, so they can neither read, change nor delete any
-- message. Row level security is on with no policy, so a grant added later by mistake
-- still lets nothing through.
--
-- The limits live in the table's named check constraints, so they hold for every writer;
-- the site maps a refused constraint (contact_messages_<column>_<rule>) back to its field.
-- The rate limit counts messages per sender, by the address PostgREST exposes in
-- request.headers: Cloudflare's cf-connecting-ip when present, else the LAST entry of
-- X-Forwarded-For, the one the nearest proxy appended (the first entries are whatever
-- the client sent, so a sender could pick a new one for every message). A request with
-- neither has no sender to count. Since addresses can still be forged upstream, a global
-- cap holds for everyone together. The address is stored only as a digest salted with a
-- secret that lives in a schema the site's roles cannot reach: without the salt, hashing
-- all four billion IPv4 addresses does not reverse it.
-- The minimum fill time trusts the time the page reports; it stops naive bots, not a
-- determined sender, which the rate limits are for.

create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null
    constraint contact_messages_name_length check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  email text not null
    constraint contact_messages_email_length check (char_length(email) <= 254)
    constraint contact_messages_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  company text
    constraint contact_messages_company_length check (char_length(company) <= 200),
  interest text not null
    constraint contact_messages_interest_offered check (interest in ('fuel-supply', 'partnership', 'investment', 'research', 'other')),
  message text not null
    constraint contact_messages_message_length check (message ~ '[^[:space:]]' and char_length(message) <= 5000),
  -- The site's route the message was sent from, e.g. /contact.
  sent_from text
    constraint contact_messages_sent_from_length check (char_length(sent_from) <= 200),
  received_at timestamptz not null default now(),
  -- One key per draft in the visitor's browser: a retry of the same message is stored once.
  idempotency_key uuid not null
    constraint contact_messages_idempotency_key_unique unique,
  -- SHA-256 of the secret salt and the sender's address, for the rate limit only.
  sender_digest text not null
);

comment on table public.contact_messages is 'Messages sent from the site''s contact form. Written only by submit_contact_message().';

create index contact_messages_sender_recent on public.contact_messages (sender_digest, received_at);
create index contact_messages_recent on public.contact_messages (received_at);

alter table public.contact_messages enable row level security;

-- Supabase grants every new table and sequence in public to anon and authenticated by default.
revoke all on table public.contact_messages from public, anon, authenticated;
revoke all on sequence public.contact_messages_id_seq from public, anon, authenticated;

-- The salt of the sender digests: one random value per database, readable only by the
-- owner (and so by submit_contact_message, which runs as its owner).
create schema contact_private;
revoke all on schema contact_private from public, anon, authenticated;

create table contact_private.sender_salt (
  only_row boolean primary key default true constraint sender_salt_one_row check (only_row),
  salt text not null
);
revoke all on table contact_private.sender_salt from public, anon, authenticated;

-- gen_random_uuid draws from the server's strong random source; two give 244 random bits.
insert into contact_private.sender_salt (salt)
values (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));

create function public.submit_contact_message(
  name text,
  email text,
  interest text,
  message text,
  idempotency_key uuid,
  company text default null,
  sent_from text default null,
  -- Milliseconds between the visitor's first keystroke and Send.
  fill_ms integer default null,
  -- The honeypot: a field people never see, so only a bot fills it.
  website text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  minimum_fill_ms constant integer := 3000;
  messages_per_hour constant integer := 5;
  messages_per_minute_from_everyone constant integer := 60;
  headers json := current_setting('request.headers', true)::json;
  sender text := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(regexp_replace(headers ->> 'x-forwarded-for', '^.*,', '')), '')
  );
  digest text;
begin
  -- A bot is answered like everyone else, and nothing is stored.
  if coalesce(website, '') <> '' or coalesce(fill_ms, 0) < minimum_fill_ms then
    return;
  end if;

  -- Sends are counted one after the other; at these rates one lock for all costs nothing.
  perform pg_advisory_xact_lock(hashtext('public.submit_contact_message'));

  -- A retry of a message already stored is a success, and does not count again.
  if exists (select 1 from public.contact_messages stored where stored.idempotency_key = submit_contact_message.idempotency_key) then
    return;
  end if;

  if (select count(*) from public.contact_messages recent
      where recent.received_at > now() - interval '1 minute') >= messages_per_minute_from_everyone then
    raise exception using
      errcode = 'PT429', -- PostgREST answers HTTP 429
      message = 'Too many messages from everyone in the last minute.';
  end if;

  -- Without an address there is no sender to count (and no shared bucket to fill).
  digest := encode(sha256(convert_to((select salted.salt from contact_private.sender_salt salted) || '|' || coalesce(sender, gen_random_uuid()::text), 'UTF8')), 'hex');

  if sender is not null and (select count(*) from public.contact_messages recent
      where recent.sender_digest = digest and recent.received_at > now() - interval '1 hour') >= messages_per_hour then
    raise exception using
      errcode = 'PT429', -- PostgREST answers HTTP 429
      message = 'Too many messages from this sender in the last hour.';
  end if;

  insert into public.contact_messages (name, email, company, interest, message, sent_from, idempotency_key, sender_digest)
  values (
    submit_contact_message.name,
    submit_contact_message.email,
    nullif(btrim(submit_contact_message.company), ''),
    submit_contact_message.interest,
    submit_contact_message.message,
    submit_contact_message.sent_from,
    submit_contact_message.idempotency_key,
    digest
  )
  on conflict on constraint contact_messages_idempotency_key_unique do nothing;
end;
$$;

comment on function public.submit_contact_message is 'The contact form''s only way in: stores one message, refuses values past the limits and senders past the rate limits, and silently drops bots.';

-- Functions are executable by everyone by default; only the site's roles need this one.
revoke all on function public.submit_contact_message from public, anon, authenticated;
grant execute on function public.submit_contact_message to anon, authenticated;

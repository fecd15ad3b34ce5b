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
-- The rate limit counts messages per sender: the first address of the X-Forwarded-For
-- header that PostgREST exposes in request.headers, stored only as a SHA-256 digest.
-- The minimum fill time trusts the time the page reports; it stops naive bots, not a
-- determined sender, which the rate limit is for.

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
  -- SHA-256 of the sender's address, for the rate limit only.
  sender_digest text not null
);

comment on table public.contact_messages is 'Messages sent from the site''s contact form. Written only by submit_contact_message().';

create index contact_messages_sender_recent on public.contact_messages (sender_digest, received_at);

alter table public.contact_messages enable row level security;

-- Supabase grants every new table in public to anon and authenticated by default.
revoke all on table public.contact_messages from public, anon, authenticated;

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
  forwarded text := current_setting('request.headers', true)::json ->> 'x-forwarded-for';
  sender text := coalesce(nullif(btrim(split_part(forwarded, ',', 1)), ''), 'unknown');
  digest text := encode(sha256(convert_to(sender, 'UTF8')), 'hex');
begin
  -- A bot is answered like everyone else, and nothing is stored.
  if coalesce(website, '') <> '' or coalesce(fill_ms, 0) < minimum_fill_ms then
    return;
  end if;

  -- Two sends from one sender at the same moment are counted one after the other.
  perform pg_advisory_xact_lock(hashtext(digest));

  -- A retry of a message already stored is a success, and does not count again.
  if exists (select 1 from public.contact_messages stored where stored.idempotency_key = submit_contact_message.idempotency_key) then
    return;
  end if;

  if (select count(*) from public.contact_messages recent
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

comment on function public.submit_contact_message is 'The contact form''s only way in: stores one message, refuses values past the limits and senders past the rate limit, and silently drops bots.';

-- Functions are executable by everyone by default; only the site's roles need this one.
revoke all on function public.submit_contact_message from public, anon, authenticated;
grant execute on function public.submit_contact_message to anon, authenticated;

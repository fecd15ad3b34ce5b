-- Telling the team of each stored message: an outbox.
--
-- A notification row is written in the same transaction as its message (by a trigger on
-- the insert submit_contact_message makes), so a message is never stored without one and a
-- bot the function drops never gets one. A sender (the notify-contact Edge Function) claims
-- due rows with a lease, sends them, and records the outcome through the functions below,
-- which only the service role may execute. The anonymous and signed-in roles hold no
-- privilege on any of it, and row level security is on with no policy, as for the messages.
--
-- Nothing here deletes a message or a notification: a notification that could not be
-- delivered stays, failed for good, in contact_notifications_undelivered for the team.

create table public.contact_notifications (
  id bigint generated always as identity primary key,
  -- One notification per message. A message deleted by hand takes its notification along;
  -- nothing in this path deletes messages.
  message_id bigint not null
    constraint contact_notifications_one_per_message unique
    references public.contact_messages (id) on delete cascade,
  state text not null default 'pending'
    constraint contact_notifications_state_known check (state in ('pending', 'sent', 'failed')),
  -- Tries started, counted when a sender claims the row (a sender that crashed counts too).
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- While now() is before this, a sender holds the row; after it, another may claim it.
  leased_until timestamptz,
  -- Why the last try failed, in words the team can act on.
  last_error text,
  -- Channels that already have it (email, chat), so a retry does not repeat them.
  channels_done text[] not null default '{}',
  provider_message_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.contact_notifications is 'One row per stored contact message: whether the team has been told of it. Written by a trigger on contact_messages; claimed and recorded only through the notification functions.';

create index contact_notifications_due on public.contact_notifications (next_attempt_at) where state = 'pending';

alter table public.contact_notifications enable row level security;
revoke all on table public.contact_notifications from public, anon, authenticated;
revoke all on sequence public.contact_notifications_id_seq from public, anon, authenticated;

-- Security definer, so that any writer allowed to insert a message (the service role, the
-- dashboard) gets its notification without a privilege of its own on the outbox.
create function contact_private.queue_contact_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.contact_notifications (message_id) values (new.id);
  return null;
end;
$$;

revoke all on function contact_private.queue_contact_notification from public, anon, authenticated;

-- After insert, in the inserting transaction: if the notification cannot be written, the
-- message is not stored either, and the visitor is told sending failed.
create trigger contact_messages_queue_notification
  after insert on public.contact_messages
  for each row execute function contact_private.queue_contact_notification();

-- The schedule of retries: one minute after the first failure, doubling to at most four
-- hours; the fourteenth failed try is the last. 1+2+4+…+128 minutes is 4 h 15 min, and six
-- more tries four hours apart bring the span to a day.
create function contact_private.notification_retry_delay(attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select least(interval '1 minute' * power(2, greatest(attempts, 1) - 1), interval '4 hours');
$$;

create function contact_private.notification_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 14 $$;

revoke all on function contact_private.notification_retry_delay from public, anon, authenticated;
revoke all on function contact_private.notification_max_attempts from public, anon, authenticated;

-- Claims up to batch_size due notifications, each with its message, for lease_seconds.
-- `for update skip locked` lets two senders claim at once without waiting on each other or
-- taking the same row; the lease keeps a claimed row from being claimed again after this
-- transaction commits, until it runs out (a sender that crashed gives its rows back that way).
create function public.claim_contact_notifications(batch_size integer default 5, lease_seconds integer default 300)
returns table (
  notification_id bigint,
  attempts integer,
  channels_done text[],
  message_id bigint,
  idempotency_key uuid,
  name text,
  email text,
  company text,
  interest text,
  message text,
  sent_from text,
  received_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A row whose every lease ran out without a word from its sender stops here, in words.
  update public.contact_notifications stuck
  set state = 'failed', leased_until = null,
      last_error = format('No sender reported back after %s tries (each lease ran out); the last error recorded: %s',
                          stuck.attempts, coalesce(stuck.last_error, 'none'))
  where stuck.state = 'pending'
    and stuck.attempts >= contact_private.notification_max_attempts()
    and stuck.leased_until <= now();

  return query
  with due as (
    select candidate.id
    from public.contact_notifications candidate
    where candidate.state = 'pending'
      and candidate.next_attempt_at <= now()
      and (candidate.leased_until is null or candidate.leased_until <= now())
    order by candidate.next_attempt_at, candidate.id
    limit greatest(batch_size, 0)
    for update skip locked
  ),
  claimed as (
    update public.contact_notifications claimed_row
    set leased_until = now() + make_interval(secs => lease_seconds),
        attempts = claimed_row.attempts + 1
    from due
    where claimed_row.id = due.id
    returning claimed_row.id, claimed_row.attempts, claimed_row.channels_done, claimed_row.message_id
  )
  select claimed.id, claimed.attempts, claimed.channels_done, claimed.message_id,
         stored.idempotency_key, stored.name, stored.email, stored.company, stored.interest,
         stored.message, stored.sent_from, stored.received_at
  from claimed
  join public.contact_messages stored on stored.id = claimed.message_id
  order by claimed.id;
end;
$$;

-- Sent is final: a late failure report from a slower sender cannot undo it.
create function public.mark_contact_notification_sent(
  notification_id bigint,
  provider_message_id text default null,
  channels_done text[] default '{}'
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_notifications notification
  set state = 'sent',
      sent_at = coalesce(notification.sent_at, now()),
      leased_until = null,
      provider_message_id = coalesce(mark_contact_notification_sent.provider_message_id, notification.provider_message_id),
      channels_done = array(select distinct unnest(notification.channels_done || mark_contact_notification_sent.channels_done) order by 1)
  where notification.id = mark_contact_notification_sent.notification_id;
$$;

-- Records a failed try: the next one after the retry delay, or none if the failure is
-- permanent (the mail service refused the message itself) or this was the last try.
create function public.mark_contact_notification_failed(
  notification_id bigint,
  error text,
  permanent boolean default false,
  channels_done text[] default '{}'
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.contact_notifications notification
  set state = case
        when permanent or notification.attempts >= contact_private.notification_max_attempts() then 'failed'
        else 'pending'
      end,
      next_attempt_at = now() + contact_private.notification_retry_delay(notification.attempts),
      leased_until = null,
      last_error = left(error, 1000),
      channels_done = array(select distinct unnest(notification.channels_done || mark_contact_notification_failed.channels_done) order by 1)
  where notification.id = mark_contact_notification_failed.notification_id
    and notification.state = 'pending';
$$;

revoke all on function public.claim_contact_notifications from public, anon, authenticated;
revoke all on function public.mark_contact_notification_sent from public, anon, authenticated;
revoke all on function public.mark_contact_notification_failed from public, anon, authenticated;
grant execute on function public.claim_contact_notifications to service_role;
grant execute on function public.mark_contact_notification_sent to service_role;
grant execute on function public.mark_contact_notification_failed to service_role;

-- What the team should look at: notifications that failed for good, and those still pending
-- well past their time (the sender is not running, or not set up). The message is joined in,
-- so the team can answer from here.
create view public.contact_notifications_undelivered
with (security_invoker = true)
as
select
  notification.id as notification_id,
  case when notification.state = 'failed' then 'failed for good' else 'overdue' end as problem,
  notification.attempts,
  notification.last_error,
  notification.next_attempt_at,
  stored.id as message_id,
  stored.received_at,
  stored.name,
  stored.email,
  stored.company,
  stored.interest,
  stored.message,
  stored.sent_from
from public.contact_notifications notification
join public.contact_messages stored on stored.id = notification.message_id
where notification.state = 'failed'
   or (notification.state = 'pending' and notification.next_attempt_at < now() - interval '10 minutes');

comment on view public.contact_notifications_undelivered is 'Messages the team has not been told of: notifications failed for good, or pending more than 10 minutes past their time.';

revoke all on table public.contact_notifications_undelivered from public, anon, authenticated;

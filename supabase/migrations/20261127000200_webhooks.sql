-- Webhooks for new leads (issue 13).
--
-- * webhook_endpoints: where new leads go (a CRM's address), each with its own signing secret.
--   A paused endpoint (active = false) receives nothing and its undelivered rows wait for it.
-- * webhook_outbox: one row per lead and active endpoint, written by the triggers below in the
--   lead's own transaction: a lead that is rolled back leaves no row, a committed one always has
--   its rows, whether the receiver is up or not. A drainer (the embedded server's timer locally,
--   the drain-webhooks Edge Function on pg_cron in production) claims due rows, POSTs them
--   signed, and marks each delivered or failed; a failure is retried with back-off, and after
--   webhook_max_attempts() tries the row is 'dead' and kept for the marketers to see.
-- * Nothing here is reachable from the browser: RLS on, no privileges for anon/authenticated;
--   the drainer's functions and webhook_deliveries() are for service_role.
-- * Payload: the lead row as stored, minus the visitor's address, plus its type
--   (founder_application, partnership_application, early_access_signup, payment). A payment is
--   a lead when it becomes paid; the thank-you form's details that follow are not sent again.
--
-- Delivery state by hand:  select * from webhook_deliveries() where state <> 'delivered';

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  url text not null check (char_length(url) <= 2048 and url ~* '^https?://[^/?#@[:space:]]+' and url !~ '[[:space:][:cntrl:]]'),
  -- Two v4 UUIDs are 244 random bits from pg_strong_random, without needing pgcrypto.
  secret text not null default 'whsec_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
comment on table public.webhook_endpoints is 'Addresses that receive each new lead as signed JSON (Landfall-Signature). Pause one with active = false.';
comment on column public.webhook_endpoints.url is 'http(s) address, up to 2048 characters. Addresses of this machine or a private network are refused at delivery time.';
comment on column public.webhook_endpoints.secret is 'HMAC-SHA256 key the receiver verifies with; shown once when the endpoint is added.';

create table public.webhook_outbox (
  id bigserial primary key,
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event text not null default 'lead.created' check (event in ('lead.created')),
  payload jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  check ((state = 'pending') = (next_attempt_at is not null))
);
comment on table public.webhook_outbox is 'One row per lead and endpoint, written in the lead''s transaction; pending -> delivered, or dead after webhook_max_attempts() failures (kept).';
comment on column public.webhook_outbox.next_attempt_at is 'When the row is next due; while a drainer holds it, the end of its lease. NULL once delivered or dead.';
comment on column public.webhook_outbox.last_status is 'HTTP status of the last answer; NULL when there was none (refused address, network error, timeout).';

create index webhook_outbox_due on public.webhook_outbox (next_attempt_at, id) where state = 'pending';
create index webhook_outbox_endpoint on public.webhook_outbox (endpoint_id);

alter table public.webhook_endpoints enable row level security;
alter table public.webhook_outbox enable row level security;
-- No policies and no privileges: secrets and leads never reach the browser roles.
revoke all on public.webhook_endpoints, public.webhook_outbox from anon, authenticated;
revoke all on sequence public.webhook_outbox_id_seq from anon, authenticated;

-- ─── Writing the outbox ──────────────────────────────────────────────────────────────────────

-- AFTER trigger, argument: the lead type. Runs in the lead's transaction; the notification
-- (delivered at commit) wakes a local drainer at once instead of at its next tick.
create function public.queue_lead_webhooks() returns trigger
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  lead jsonb := jsonb_build_object('type', tg_argv[0]) || (to_jsonb(new) - 'ip_address');
begin
  insert into public.webhook_outbox (endpoint_id, event, payload)
  select e.id, 'lead.created', lead from public.webhook_endpoints as e where e.active;
  if found then
    perform pg_notify('landfall_webhooks', '');
  end if;
  return null;
end;
$$;

create trigger founder_application_webhooks after insert on public.founder_applications
  for each row execute function public.queue_lead_webhooks('founder_application');
create trigger partnership_application_webhooks after insert on public.partnership_applications
  for each row execute function public.queue_lead_webhooks('partnership_application');
create trigger early_access_signup_webhooks after insert on public.early_access_signups
  for each row execute function public.queue_lead_webhooks('early_access_signup');
-- Paid once: pending -> paid, or needs_review -> paid when a person accepts the charge; never
-- again on paid -> completed.
create trigger payment_paid_webhooks after insert on public.payments
  for each row when (new.status = 'paid') execute function public.queue_lead_webhooks('payment');
create trigger payment_became_paid_webhooks after update of status on public.payments
  for each row when (new.status = 'paid' and old.status not in ('paid', 'completed'))
  execute function public.queue_lead_webhooks('payment');

-- ─── The drainer's calls (service_role; one jsonb argument, as PostgREST passes a body) ──────

create function public.webhook_max_attempts() returns integer
language sql immutable set search_path = public, pg_temp
as $$ select 20 $$;

-- How long a claimed row is held: longer than a batch takes (deliveries run side by side, each
-- at most 10 s), so a second drainer never sends it twice; a drainer that dies mid-run leaves
-- its rows to be retried once the lease ends.
create function public.webhook_lease() returns interval
language sql immutable set search_path = public, pg_temp
as $$ select interval '2 minutes' $$;

-- {limit?} (1-100, default 20) -> [{id, url, secret, event, attempt, created_at, payload}],
-- oldest due first. Each claimed row counts an attempt and is leased.
create function public.claim_webhook_deliveries(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted integer := case when jsonb_typeof($1 -> 'limit') = 'number' and $1 ->> 'limit' ~ '^[0-9]{1,3}$'
                         then least(greatest(($1 ->> 'limit')::integer, 1), 100) else 20 end;
  claimed jsonb;
begin
  with due as (
    select o.id from public.webhook_outbox as o
    join public.webhook_endpoints as e on e.id = o.endpoint_id and e.active
    where o.state = 'pending' and o.next_attempt_at <= now()
    order by o.next_attempt_at, o.id
    limit wanted
    for update of o skip locked
  ), taken as (
    update public.webhook_outbox as o
    set attempts = o.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + public.webhook_lease()
    from due where o.id = due.id
    returning o.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'url', e.url, 'secret', e.secret, 'event', t.event, 'attempt', t.attempts,
           'created_at', t.created_at, 'payload', t.payload) order by t.id), '[]'::jsonb)
  into claimed
  from taken as t join public.webhook_endpoints as e on e.id = t.endpoint_id;
  return claimed;
end;
$$;

-- {id, status} -> {ok, state}. Only a pending row changes.
create function public.mark_webhook_delivered(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  result text;
begin
  update public.webhook_outbox as o
  set state = 'delivered', delivered_at = now(), next_attempt_at = null,
      last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = null
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.state into result;
  return jsonb_build_object('ok', result is not null, 'state', result);
end;
$$;

-- {id, status?, error} -> {ok, state, next_attempt_at}. Back-off: 30 s · 2^(attempts-1), ±20 %
-- jitter so receivers coming back are not hit by every row at once, at most 6 hours; 20 attempts
-- span about two and a half days, then the row is 'dead' (kept, visible in webhook_deliveries()).
create function public.mark_webhook_failed(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  failed public.webhook_outbox;
begin
  update public.webhook_outbox as o
  set last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = left(coalesce(nullif($1 ->> 'error', ''), 'Failed'), 500),
      state = case when o.attempts >= public.webhook_max_attempts() then 'dead' else 'pending' end,
      next_attempt_at = case when o.attempts < public.webhook_max_attempts() then now() + make_interval(
        secs => least(30 * power(2, least(o.attempts - 1, 20)) * (0.8 + 0.4 * random()), 6 * 3600)) end
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.* into failed;
  return jsonb_build_object('ok', failed.id is not null, 'state', failed.state, 'next_attempt_at', failed.next_attempt_at);
end;
$$;

-- {url} -> {ok, id, url, secret} | 400 LF400 {"url": …}. The secret is returned here only.
create function public.add_webhook_endpoint(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  added public.webhook_endpoints;
begin
  if char_length(address) > 2048 then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "URL too long"}');
  end if;
  if address !~* '^https?://[^/?#@[:space:]]+' or address ~ '[[:space:][:cntrl:]]' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "Enter an address starting with http:// or https://"}');
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('ok', true, 'id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

-- The outbox for the marketers' area: newest first, never the secret.
create function public.webhook_deliveries(p_limit integer default 200)
returns table (id bigint, endpoint_id uuid, url text, event text, lead_type text, lead_id text, state text,
  attempts integer, created_at timestamptz, last_attempt_at timestamptz, next_attempt_at timestamptz,
  delivered_at timestamptz, last_status integer, last_error text)
language sql stable security definer set search_path = public, pg_temp
as $$
  select o.id, o.endpoint_id, e.url, o.event, o.payload ->> 'type', o.payload ->> 'id', o.state, o.attempts,
         o.created_at, o.last_attempt_at, o.next_attempt_at, o.delivered_at, o.last_status, o.last_error
  from public.webhook_outbox as o join public.webhook_endpoints as e on e.id = o.endpoint_id
  order by o.id desc
  limit least(greatest(coalesce(p_limit, 200), 1), 1000);
$$;

revoke execute on function
  public.queue_lead_webhooks(),
  public.webhook_max_attempts(),
  public.webhook_lease(),
  public.claim_webhook_deliveries(jsonb),
  public.mark_webhook_delivered(jsonb),
  public.mark_webhook_failed(jsonb),
  public.add_webhook_endpoint(jsonb),
  public.webhook_deliveries(integer)
from public, anon, authenticated;

grant execute on function
  public.claim_webhook_deliveries(jsonb),
  public.mark_webhook_delivered(jsonb),
  public.mark_webhook_failed(jsonb),
  public.add_webhook_endpoint(jsonb),
  public.webhook_deliveries(integer)
to service_role;

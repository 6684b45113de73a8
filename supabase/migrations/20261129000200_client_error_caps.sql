-- Browser error reports that neither repeat nor grow without bound (issue 23, point 7).
--
-- * log_client_event kept every client_error and unhandled_rejection as a row of its own: up to
--   about 6 kB (a message of 1,000 and details of 4,000 characters, the route and user agent), 100
--   a minute per address (its rate limit), for security_event_retention.keep_days (90) days.
-- * A repeat (same address, same UTC day, same kind, message and details: the row's fingerprint)
--   is now counted on the first row (occurrences, last_seen_at), as rate-limit refusals and client
--   signals already are.
-- * An address keeps at most client_error_limits.per_address_per_day new rows a day (200), and all
--   addresses together total_per_day (1,000). Past either, a report is answered like any other and
--   dropped, counted on one client_errors_capped row: one per address and day for the first
--   cap, one per day for the second. Repeats of a kept error are still counted on its row.
-- * An "address" is what the rate limits count: an IPv4 address or an IPv6 /64 (rate_limit_key).
-- * Reports of one address take turns (an advisory lock per address), and the step that adds a
--   row takes one more lock for all addresses, so both caps hold exactly on a real PostgreSQL too.

create table public.client_error_limits (
  id boolean primary key default true check (id),
  per_address_per_day integer not null default 200 check (per_address_per_day between 1 and 100000),
  total_per_day integer not null default 1000 check (total_per_day between 1 and 1000000)
);
comment on table public.client_error_limits is 'One row: how many distinct browser error reports (client_error, unhandled_rejection) are kept per address (IPv4, or IPv6 /64) and in all per UTC day; repeats are counted on their first row, reports past a cap on one client_errors_capped row. Change the row to retune.';
insert into public.client_error_limits default values;
alter table public.client_error_limits enable row level security;
revoke all on public.client_error_limits from anon, authenticated;

alter table public.security_events add column fingerprint text check (fingerprint ~ '^[0-9a-f]{32}$');
comment on column public.security_events.fingerprint is 'client_error and unhandled_rejection only: md5 of kind, message and details; a repeat from the same address on the same UTC day is counted on this row.';
comment on column public.security_events.occurrences is 'rate_limit_exceeded: refusals of this key and endpoint counted on this row (the first one and the rest of its window). Client errors and signals: repeats counted on it. client_errors_capped: reports dropped past a cap.';
comment on column public.security_events.last_seen_at is 'When the last occurrence counted on this row happened.';
comment on column public.security_events.rate_limit_key is 'The key a limit counted: the refused key for rate_limit_exceeded, the reporting address for client errors and client_errors_capped (an IPv4 address or an IPv6 /64; NULL on the all-addresses cap row).';
create index security_events_client_errors on public.security_events (rate_limit_key, created_at) where fingerprint is not null;
create index security_events_client_errors_day on public.security_events (created_at) where fingerprint is not null;
create index security_events_client_errors_capped on public.security_events (created_at) where action = 'client_errors_capped';

-- Counts one dropped report on today's client_errors_capped row for this key (NULL: the cap on
-- all addresses), adding the row on the first one.
create function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamptz) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  event_id uuid;
begin
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select marker.id from public.security_events as marker
    where marker.action = 'client_errors_capped' and marker.created_at >= day_start
      and marker.rate_limit_key is not distinct from key
    order by marker.created_at
    limit 1)
  returning e.id into event_id;
  if event_id is null then
    insert into public.security_events (action, resource, details, ip_address, rate_limit_key)
    values ('client_errors_capped', 'client', jsonb_build_object(
              'message', case when key is null
                              then 'Daily cap on error reports from all addresses reached: later ones today are counted here, not stored'
                              else 'Daily cap on error reports from this address reached: later ones today are counted here, not stored' end,
              'cap', cap),
            ip, key)
    returning id into event_id;
    perform public.prune_security_events();
  end if;
  return event_id;
end;
$$;

-- Keeps one browser error report (details as log_client_event built them): counted on today's row
-- of the same error from this address, else stored as a new row while both caps allow, else
-- counted on a client_errors_capped row. Returns the row it counted on.
create function public.record_client_error(kind text, stored jsonb, browser text) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  ip text := public.request_ip();
  key text := public.rate_limit_key(ip);
  day_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
  print text := md5(kind || chr(10) || coalesce(stored ->> 'message', '') || chr(10) || coalesce(stored -> 'details', 'null'::jsonb)::text);
  limits public.client_error_limits;
  event_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('landfall.client_error'), hashtext(key));
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select kept.id from public.security_events as kept
    where kept.rate_limit_key = key and kept.created_at >= day_start and kept.fingerprint = print
    order by kept.created_at
    limit 1)
  returning e.id into event_id;
  if event_id is not null then
    return event_id;
  end if;

  select * into limits from public.client_error_limits limit 1;
  limits.per_address_per_day := coalesce(limits.per_address_per_day, 200);
  limits.total_per_day := coalesce(limits.total_per_day, 1000);
  if (select count(*) from public.security_events as kept
      where kept.rate_limit_key = key and kept.created_at >= day_start and kept.fingerprint is not null) >= limits.per_address_per_day then
    return public.count_capped_client_error(key, ip, limits.per_address_per_day, day_start);
  end if;
  -- Held to the end of the call: the count below and the insert are one step for all addresses.
  perform pg_advisory_xact_lock(hashtext('landfall.client_error_total'), 0);
  if (select count(*) from public.security_events as kept
      where kept.created_at >= day_start and kept.fingerprint is not null) >= limits.total_per_day then
    return public.count_capped_client_error(null, null, limits.total_per_day, day_start);
  end if;

  insert into public.security_events (action, resource, details, ip_address, browser_id, rate_limit_key, fingerprint)
  values (kind, 'client', stored, ip, browser, key, print)
  returning id into event_id;
  perform public.prune_security_events();
  return event_id;
end;
$$;

-- As in 20261128000300_client_signals.sql, except that error reports go through record_client_error.
-- {action, message, details?, browserId?, route?}; 200 {ok, id} | 400 LF400 | 429 LF429.
create or replace function public.log_client_event(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  kind text;
  extra jsonb;
  browser text;
  stored jsonb;
  event_id uuid;
begin
  if not public.rate_limit_allows('log_client_event') then
    return public.refuse_rate_limited('log_client_event', null, null);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('log_client_event', null);
  end if;
  kind := public.field_text(body, 'action');
  if kind not in ('client_error', 'unhandled_rejection', 'suspicious_clicking', 'devtools_open') then
    perform public.log_refusal('form_validation_failed', 'log_client_event', null, 'Unknown action', null);
    return public.refusal(400, 'LF400', 'Validation failed', '{"action": "Unknown action"}');
  end if;

  browser := case when jsonb_typeof(body -> 'browserId') = 'string' and (body ->> 'browserId') ~ '^[A-Za-z0-9_-]{32}$'
                  then body ->> 'browserId' end;
  extra := body -> 'details';

  if kind in ('suspicious_clicking', 'devtools_open') and browser is not null then
    -- Two calls of one browser at once take turns, so the second finds the first's row.
    perform pg_advisory_xact_lock(hashtext('landfall.client_signal'), hashtext(browser || ' ' || kind));
    update public.security_events as e
    set occurrences = e.occurrences + 1, last_seen_at = now()
    where e.id = (
      select seen.id from public.security_events as seen
      where seen.browser_id = browser and seen.action = kind
        and seen.created_at > now() - interval '30 minutes'
      order by seen.created_at desc
      limit 1)
    returning e.id into event_id;
    if event_id is not null then
      return jsonb_build_object('ok', true, 'id', event_id);
    end if;
  end if;

  stored := case kind
    when 'suspicious_clicking' then jsonb_build_object(
      'message', 'More than 10 clicks, each within 100 ms of the previous',
      'clicks', public.json_int_between(extra -> 'clicks', 11, 100000),
      'tag', public.json_token(extra -> 'tag'),
      'role', public.json_token(extra -> 'role'))
    when 'devtools_open' then jsonb_build_object(
      'message', 'Window outer and inner sizes differ by more than 200 px',
      'width_gap', public.json_int_between(extra -> 'widthGap', 0, 100000),
      'height_gap', public.json_int_between(extra -> 'heightGap', 0, 100000))
    else jsonb_build_object(
      'message', left(public.field_text(body, 'message'), 1000),
      -- Bounded so a page cannot store megabytes per call.
      'details', case when extra is not null and char_length(extra::text) <= 4000 then extra end)
  end || jsonb_build_object(
    'route', public.lead_context(body) ->> 'route',
    'user_agent', left(public.request_headers() ->> 'user-agent', 300));

  if kind in ('client_error', 'unhandled_rejection') then
    return jsonb_build_object('ok', true, 'id', public.record_client_error(kind, stored, browser));
  end if;

  insert into public.security_events (action, resource, details, ip_address, browser_id)
  values (kind, 'client', stored, public.request_ip(), browser)
  returning id into event_id;
  perform public.prune_security_events();
  return jsonb_build_object('ok', true, 'id', event_id);
end;
$$;

comment on table public.security_events is 'Refusals, client errors and client signals: form_validation_failed, rate_limit_exceeded, membership_completion_refused, payment_amount_mismatch, client_error, unhandled_rejection, client_errors_capped, suspicious_clicking, devtools_open (and the actions later migrations add).';

-- Internal: the browser reaches them only through log_client_event.
revoke execute on function public.record_client_error(text, jsonb, text), public.count_capped_client_error(text, text, integer, timestamptz)
from public, anon, authenticated;

-- Client-side signals and the browser id (issue 14, spec section 9).
--
-- * log_client_event accepts two more actions, sent by src/interactive/client/signals.ts:
--   suspicious_clicking (more than 10 clicks, each within 100 ms of the previous; once per page
--   view) and devtools_open (the window's outer and inner sizes differ by more than 200 px; once
--   per visit). Their details are rebuilt here from known fields only (a count, an element's tag
--   and role, two pixel gaps), and their message is written here: nothing a page sends as free
--   text is stored for them. The rate limit of every client event (100 a minute) applies first.
-- * Every client event may carry browserId: the browser's random 32-character id
--   (src/interactive/api/browser-id.ts; random, not a device fingerprint). A well-formed one is stored
--   in security_events.browser_id; anything else is dropped and the event kept: an id proves
--   nothing (anyone can make one up), it only groups one browser's events, and refusing would
--   lose a real error report from a browser whose storage was edited.
-- * The server's side of "once": a signal a browser id already logged in the last 30 minutes (a
--   visit) is counted on that row (occurrences, last_seen_at) instead of adding one, so a page
--   replaying the call cannot fill the table faster than the rate limit lets it count.

alter table public.security_events
  add column browser_id text check (browser_id ~ '^[A-Za-z0-9_-]{32}$');
comment on column public.security_events.browser_id is
  'Client events only: the random id the browser keeps for itself (src/interactive/api/browser-id.ts), not a device fingerprint. NULL when the call sent none or a malformed one.';
create index security_events_browser_id on public.security_events (browser_id, action, created_at)
  where browser_id is not null;

-- A JSON integer in [low, high], else NULL: a count or a size, never text.
create function public.json_int_between(value jsonb, low integer, high integer) returns integer
language sql immutable set search_path = public, pg_temp
as $$
  -- Nested, so the cast runs only on digits (AND does not promise an order).
  select case when jsonb_typeof(value) = 'number' and (value #>> '{}') ~ '^[0-9]{1,9}$'
              then case when (value #>> '{}')::integer between low and high then (value #>> '{}')::integer end end;
$$;

-- A lowercase token such as an element's tag or ARIA role, else NULL.
create function public.json_token(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^[a-z][a-z0-9-]{0,31}$' then value #>> '{}' end;
$$;

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

  insert into public.security_events (action, resource, details, ip_address, browser_id)
  values (kind, 'client', stored, public.request_ip(), browser)
  returning id into event_id;
  perform public.prune_security_events();
  return jsonb_build_object('ok', true, 'id', event_id);
end;
$$;

comment on table public.security_events is 'Refusals, client errors and client signals: form_validation_failed, rate_limit_exceeded, membership_completion_refused, payment_amount_mismatch, client_error, unhandled_rejection, suspicious_clicking, devtools_open (and the actions later migrations add).';

-- The helpers are internal (the browser reaches them only through log_client_event).
revoke execute on function public.json_int_between(jsonb, integer, integer), public.json_token(jsonb)
from public, anon, authenticated;

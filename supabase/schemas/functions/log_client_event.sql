-- Browser errors reported by the page (client_error, unhandled_rejection); error reports go through
-- record_client_error. {action, message, details?, browserId?, route?}; 200 {ok, id} | 400 LF400 | 429 LF429.
create function public.log_client_event(jsonb) returns jsonb
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

revoke execute on function public.log_client_event(jsonb) from public;
grant execute on function public.log_client_event(jsonb) to anon, authenticated, service_role;

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

revoke execute on function public.record_client_error(kind text, stored jsonb, browser text) from public, anon, authenticated;
grant execute on function public.record_client_error(kind text, stored jsonb, browser text) to service_role;

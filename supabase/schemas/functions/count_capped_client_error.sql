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

revoke execute on function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamp with time zone) from public, anon, authenticated;
grant execute on function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamp with time zone) to service_role;

-- One row per key, endpoint and window for refusals: the first refusal inserts it (with the
-- details given), the rest of the window adds to occurrences. Callers hold the key's lock
-- (check_rate_limit), so two refusals never both insert.
create function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) returns void
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => coalesce(
    (select rule.window_minutes from public.rate_limit_rules as rule where rule.endpoint = record_rate_limit_refusal.endpoint), 1));
  counted uuid;
begin
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select first.id from public.security_events as first
    where first.resource = record_rate_limit_refusal.endpoint and first.rate_limit_key = key
      and first.action = 'rate_limit_exceeded' and first.created_at > now() - window_length
    order by first.created_at desc
    limit 1)
  returning e.id into counted;
  if counted is null then
    insert into public.security_events (action, resource, details, ip_address, rate_limit_key)
    values ('rate_limit_exceeded', record_rate_limit_refusal.endpoint, details, public.request_ip(), key);
    perform public.prune_security_events();
  end if;
end;
$$;

revoke execute on function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) from public, anon, authenticated;
grant execute on function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) to service_role;

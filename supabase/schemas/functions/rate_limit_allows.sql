-- The endpoint's rule from rate_limit_rules (100 a minute without one), keyed by the client.
create function public.rate_limit_allows(endpoint text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.check_rate_limit(public.request_ip(), $1, coalesce(rule.max_requests, 100), coalesce(rule.window_minutes, 1))
  from (select 1) as one
  left join public.rate_limit_rules as rule on rule.endpoint = $1;
$$;

revoke execute on function public.rate_limit_allows(endpoint text) from public, anon, authenticated;
grant execute on function public.rate_limit_allows(endpoint text) to service_role;

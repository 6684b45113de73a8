-- What a rate limit counts: an IPv4 address, the /64 of an IPv6 address, or (for identifiers a
-- service-role caller chose that are not addresses) the identifier itself.
create function public.rate_limit_key(identifier text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  ip text := public.normalize_ip(identifier);
begin
  if ip is null then
    return left(coalesce(nullif(btrim(identifier), ''), 'unknown'), 100);
  end if;
  if position(':' in ip) > 0 then
    return network(set_masklen(ip::inet, 64))::text;
  end if;
  return ip;
end;
$$;

revoke execute on function public.rate_limit_key(identifier text) from public, anon, authenticated;
grant execute on function public.rate_limit_key(identifier text) to service_role;

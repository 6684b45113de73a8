-- The client address: x-landfall-client-ip on a service-role call (our edge functions name the
-- visitor there); otherwise the configured header and hop. 'unknown' when that is missing or
-- not an address: one shared bucket, and never a header the configuration did not name.
create function public.request_ip() returns text
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  headers jsonb := public.request_headers();
  claims text := nullif(current_setting('request.jwt.claims', true), '');
  source public.client_ip_source;
begin
  if claims is not null and jsonb_typeof(claims::jsonb) = 'object' and claims::jsonb ->> 'role' = 'service_role'
     and headers ? 'x-landfall-client-ip' then
    return coalesce(public.normalize_ip(headers ->> 'x-landfall-client-ip'), 'unknown');
  end if;
  select * into source from public.client_ip_source limit 1;
  return coalesce(public.normalize_ip(public.header_entry(
    headers ->> coalesce(source.header, 'cf-connecting-ip'), coalesce(source.header, 'cf-connecting-ip'), coalesce(source.hop, 1))), 'unknown');
end;
$$;

revoke execute on function public.request_ip() from public, anon, authenticated;
grant execute on function public.request_ip() to service_role;

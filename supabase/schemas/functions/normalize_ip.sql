-- Canonical text of an IPv4 or IPv6 address, NULL for anything else. Accepts "[v6]:port",
-- "v4:port" and Forwarded's quotes; IPv4-mapped IPv6 becomes IPv4. Mirrors normalizeIp() in
-- supabase/functions/_shared/client-ip.ts.
create function public.normalize_ip(value text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  candidate text := regexp_replace(btrim(coalesce(value, '')), '^"|"$', '', 'g');
  parsed inet;
begin
  if candidate = '' or char_length(candidate) > 100 then
    return null;
  end if;
  if left(candidate, 1) = '[' then
    candidate := coalesce(substring(candidate from '^\[([^]]*)\]'), '');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  if candidate ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$' then
    return candidate;
  end if;
  if position(':' in candidate) = 0 or candidate !~ '^[0-9A-Fa-f:.]+$' then
    return null;
  end if;
  begin
    parsed := candidate::inet;
  exception when others then
    return null;
  end;
  if family(parsed) <> 6 then
    return null;
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return host(parsed);
end;
$$;

revoke execute on function public.normalize_ip(value text) from public, anon, authenticated;
grant execute on function public.normalize_ip(value text) to service_role;

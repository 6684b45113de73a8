-- Sliding window: admits while fewer than max_requests were admitted in the last window_minutes.
-- The advisory lock per endpoint and key makes concurrent callers take turns, so exactly
-- max_requests pass even when they arrive at once; it is released at commit.
create function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer)
returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => greatest(coalesce(window_minutes, 1), 1));
  admitted integer;
begin
  perform pg_advisory_xact_lock(hashtext('landfall.rate_limit'), hashtext(check_rate_limit.endpoint || ' ' || key));

  -- Bounded cleanup of every key, so keys that never come back do not stay forever.
  delete from public.rate_limit_hits
  where ctid in (select h.ctid from public.rate_limit_hits as h where h.expires_at <= now()
                 order by h.expires_at limit 20 for update skip locked);

  select coalesce(sum(h.count), 0) into admitted
  from public.rate_limit_hits as h
  where h.identifier = key and h.endpoint = check_rate_limit.endpoint and h.expires_at > now();
  if admitted >= coalesce(max_requests, 0) then
    return false;
  end if;

  insert into public.rate_limit_hits as hits (identifier, endpoint, window_start, count, expires_at)
  values (key, check_rate_limit.endpoint, date_trunc('second', now()), 1, now() + window_length)
  on conflict on constraint rate_limit_hits_pkey
  do update set count = hits.count + 1, expires_at = greatest(hits.expires_at, excluded.expires_at);
  return true;
end;
$$;

revoke execute on function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer) to service_role;

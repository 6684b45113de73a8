create function public.login_lockout_message(email text, ip text) returns text
language sql stable security definer set search_path = public, pg_temp
as $$
  select case when public.login_blocked($1, $2) then
    'Too many failed sign-in attempts. Try again in '
      || minutes || case when minutes = 1 then ' minute.' else ' minutes.' end
  end
  from (
    select greatest(1, ceil(extract(epoch from coalesce(greatest(
             -- An attempt that reached the limit blocks until its blocked_until…
             (select max(a.blocked_until) from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now()),
             -- …and five attempts within 15 minutes block until the fifth newest is 15 minutes old.
             (select a.attempt_time + interval '15 minutes' from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes'
              order by a.attempt_time desc offset 4 limit 1)
           ), now() + interval '15 minutes') - now()) / 60))::int as minutes
  ) as remaining;
$$;

revoke execute on function public.login_lockout_message(email text, ip text) from public, anon, authenticated;
grant execute on function public.login_lockout_message(email text, ip text) to service_role;

-- Lockout (spec: 5 failed logins, 15 minutes), by email or by IP.
create function public.login_blocked(email text, ip text) returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (
           select 1 from public.failed_login_attempts as a
           where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now())
      or (select count(*) from public.failed_login_attempts as a
          where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') >= 5;
$$;

revoke execute on function public.login_blocked(email text, ip text) from public, anon, authenticated;
grant execute on function public.login_blocked(email text, ip text) to service_role;

-- Records a failed login; the attempt that reaches 5 within 15 minutes carries blocked_until.
-- Returns whether the email/IP is blocked now.
create function public.record_failed_login(email text, ip text, user_agent text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  insert into public.failed_login_attempts (email, ip_address, user_agent, blocked_until)
  select lower($1), $2, left($3, 500),
         case when recent + 1 >= 5 then now() + interval '15 minutes' end
  from (select count(*) as recent from public.failed_login_attempts as a
        where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') as counted;
  select public.login_blocked($1, $2);
$$;

revoke execute on function public.record_failed_login(email text, ip text, user_agent text) from public, anon, authenticated;
grant execute on function public.record_failed_login(email text, ip text, user_agent text) to service_role;

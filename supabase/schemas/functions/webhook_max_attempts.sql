create function public.webhook_max_attempts() returns integer
language sql immutable set search_path = public, pg_temp
as $$ select 20 $$;
revoke execute on function public.webhook_max_attempts() from public, anon, authenticated;
grant execute on function public.webhook_max_attempts() to service_role;

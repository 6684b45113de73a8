-- How long a claimed row is held: longer than a batch takes (deliveries run side by side, each
-- at most 10 s), so a second drainer never sends it twice; a drainer that dies mid-run leaves
-- its rows to be retried once the lease ends.
create function public.webhook_lease() returns interval
language sql immutable set search_path = public, pg_temp
as $$ select interval '2 minutes' $$;
revoke execute on function public.webhook_lease() from public, anon, authenticated;
grant execute on function public.webhook_lease() to service_role;

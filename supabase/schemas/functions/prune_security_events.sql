-- Deletes up to 20 events past the retention: bounded work, and each new event pays for the
-- room it takes, so the table holds about keep_days of events. Rows another transaction is
-- deleting are skipped rather than waited for.
create function public.prune_security_events() returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  delete from public.security_events
  where id in (
    select e.id from public.security_events as e
    where e.created_at < now() - make_interval(days => coalesce((select keep_days from public.security_event_retention limit 1), 90))
    order by e.created_at
    limit 20
    for update skip locked);
$$;

revoke execute on function public.prune_security_events() from public, anon, authenticated;
grant execute on function public.prune_security_events() to service_role;

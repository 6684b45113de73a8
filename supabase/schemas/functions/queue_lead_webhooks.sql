-- AFTER trigger, argument: the lead type. Runs in the lead's transaction; the notification
-- (delivered at commit) wakes a local drainer at once instead of at its next tick.
create function public.queue_lead_webhooks() returns trigger
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  lead jsonb := jsonb_build_object('type', tg_argv[0]) || (to_jsonb(new) - 'ip_address');
begin
  insert into public.webhook_outbox (endpoint_id, event, payload)
  select e.id, 'lead.created', lead from public.webhook_endpoints as e where e.active;
  if found then
    perform pg_notify('landfall_webhooks', '');
  end if;
  return null;
end;
$$;

revoke execute on function public.queue_lead_webhooks() from public, anon, authenticated;
grant execute on function public.queue_lead_webhooks() to service_role;

create function public.log_security_event(action text, resource text, details jsonb) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  event_id uuid;
begin
  insert into public.security_events (action, resource, details, ip_address)
  values (log_security_event.action, log_security_event.resource, coalesce(log_security_event.details, '{}'::jsonb), public.request_ip())
  returning id into event_id;
  perform public.prune_security_events();
  return event_id;
end;
$$;

revoke execute on function public.log_security_event(action text, resource text, details jsonb) from public, anon, authenticated;
grant execute on function public.log_security_event(action text, resource text, details jsonb) to service_role;

-- {id, active} -> {id, active}. A paused endpoint receives nothing; its waiting rows resume
-- when it is switched back on.
create function public.studio_set_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted_id uuid;
  changed public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may change webhooks' using errcode = '42501';
  end if;
  if jsonb_typeof($1 -> 'active') is distinct from 'boolean' then
    raise exception 'Say whether the webhook is active (true or false)' using errcode = '22023', detail = '{"active": "Expected true or false"}';
  end if;
  begin
    wanted_id := ($1 ->> 'id')::uuid;
  exception when others then
    wanted_id := null;
  end;
  update public.webhook_endpoints as e set active = ($1 ->> 'active')::boolean
  where e.id = wanted_id
  returning * into changed;
  if changed.id is null then
    return public.refusal(404, 'LF404', 'No such webhook', null);
  end if;
  return jsonb_build_object('id', changed.id, 'active', changed.active);
end;
$$;

revoke execute on function public.studio_set_webhook(jsonb) from public, anon;
grant execute on function public.studio_set_webhook(jsonb) to authenticated, service_role;

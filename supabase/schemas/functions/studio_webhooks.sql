-- {} -> {endpoints: [{id, url, active, created_at}], deliveries: the 50 newest outbox rows}.
create function public.studio_webhooks(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may see webhooks' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'endpoints', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'url', e.url, 'active', e.active, 'created_at', e.created_at)
                                            order by e.created_at, e.id) from public.webhook_endpoints as e), '[]'::jsonb),
    'deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.id desc) from public.webhook_deliveries(50) as d), '[]'::jsonb));
end;
$$;

revoke execute on function public.studio_webhooks(jsonb) from public, anon;
grant execute on function public.studio_webhooks(jsonb) to authenticated, service_role;

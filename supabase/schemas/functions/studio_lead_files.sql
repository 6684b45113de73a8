-- {leadId} -> [{id, name, type, size, path, created_at}] of one partnership application, oldest
-- first. Security invoker: the policies decide; a caller who is not a marketer is refused.
create function public.studio_lead_files(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  lead text := coalesce($1, '{}'::jsonb) ->> 'leadId';
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if lead is null or lead !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid lead id' using errcode = '22023', detail = '{"leadId": "Invalid lead id"}';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'type', f.content_type, 'size', f.size, 'path', f.path,
                                        'created_at', f.created_at) order by f.created_at, f.id)
    from public.lead_files as f
    where f.partnership_application_id = lead::uuid), '[]'::jsonb);
end;
$$;

revoke execute on function public.studio_lead_files(jsonb) from public, anon;
grant execute on function public.studio_lead_files(jsonb) to authenticated, service_role;

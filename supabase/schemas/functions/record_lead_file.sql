-- {path, name, contentType, size} -> {id}. Service role only: the function has checked the file.
create function public.record_lead_file(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  new_id uuid;
begin
  insert into public.lead_files (path, name, content_type, size, ip_address)
  values ($1 ->> 'path', $1 ->> 'name', $1 ->> 'contentType', ($1 ->> 'size')::integer, public.request_ip())
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end;
$$;

revoke execute on function public.record_lead_file(jsonb) from public, anon, authenticated;
grant execute on function public.record_lead_file(jsonb) to service_role;

-- Invoker: the policy above decides which row the caller sees.
create function public.studio_profile(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  select jsonb_build_object('username', p.username, 'full_name', p.full_name, 'bio', p.bio, 'updated_at', p.updated_at)
  into result
  from public.profiles as p
  where p.user_id = auth.uid();
  return coalesce(result, '{"username": null, "full_name": null, "bio": null, "updated_at": null}'::jsonb);
end;
$$;

revoke execute on function public.studio_profile(jsonb) from public, anon;
grant execute on function public.studio_profile(jsonb) to authenticated, service_role;

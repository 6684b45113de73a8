create function public.save_studio_profile(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  v_username text;
  v_full_name text;
  v_bio text;
  username_problem text;
  full_name_problem text;
  bio_problem text;
  taken constant text := 'This username is already taken';
  saved public.profiles;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the profile as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('username', 'full_name', 'bio') then
      raise exception 'Unknown field: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown field')::text;
    end if;
    if jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The field % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  v_username := public.field_text(body, 'username');
  v_full_name := public.field_text(body, 'full_name');
  v_bio := public.field_text(body, 'bio');
  username_problem := public.profile_username_error(v_username);
  full_name_problem := public.profile_full_name_error(v_full_name);
  bio_problem := public.profile_bio_error(v_bio);
  if username_problem is null
     and exists (select 1 from public.profiles as p where lower(p.username) = lower(v_username) and p.user_id <> auth.uid()) then
    username_problem := taken;
  end if;
  if coalesce(username_problem, full_name_problem, bio_problem) is not null then
    raise exception '%', public.first_error('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)
      using errcode = '22023',
            detail = public.field_errors('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)::text;
  end if;

  begin
    insert into public.profiles as p (user_id, username, full_name, bio)
    values (auth.uid(), v_username, nullif(v_full_name, ''), nullif(v_bio, ''))
    on conflict (user_id) do update
      set username = excluded.username, full_name = excluded.full_name, bio = excluded.bio, updated_at = now()
    returning p.* into saved;
  exception when unique_violation then
    -- Two marketers claiming one name at once: the later one is told, as if it had been checked above.
    raise exception '%', taken using errcode = '22023', detail = jsonb_build_object('username', taken)::text;
  end;
  return jsonb_build_object('username', saved.username, 'full_name', saved.full_name, 'bio', saved.bio, 'updated_at', saved.updated_at);
end;
$$;

revoke execute on function public.save_studio_profile(jsonb) from public, anon;
grant execute on function public.save_studio_profile(jsonb) to authenticated, service_role;

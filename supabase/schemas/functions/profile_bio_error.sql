create function public.profile_bio_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when char_length(value) > 500 then 'Bio too long (500 characters at most)' end;
$$;

revoke execute on function public.profile_bio_error(value text) from public, anon, authenticated;
grant execute on function public.profile_bio_error(value text) to service_role;

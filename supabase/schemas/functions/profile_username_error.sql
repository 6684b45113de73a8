create function public.profile_username_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Username is required'
    when char_length(value) not between 3 and 30 then 'Username must be 3-30 characters'
    -- Spelled out rather than \w or [[:alnum:]], which take the letters of every script.
    when value !~ '^[A-Za-z0-9_]+$' then 'Username can contain only letters, digits and underscores'
  end;
$$;

revoke execute on function public.profile_username_error(value text) from public, anon, authenticated;
grant execute on function public.profile_username_error(value text) to service_role;

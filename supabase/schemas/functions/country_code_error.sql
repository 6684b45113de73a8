create function public.country_code_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Select a country code'
    when value !~ '^\+[0-9]{1,4}$' then 'Invalid country code format'
  end;
$$;

revoke execute on function public.country_code_error(value text) from public, anon, authenticated;
grant execute on function public.country_code_error(value text) to service_role;

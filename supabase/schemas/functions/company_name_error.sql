create function public.company_name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Company name too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

revoke execute on function public.company_name_error(value text) from public, anon, authenticated;
grant execute on function public.company_name_error(value text) to service_role;

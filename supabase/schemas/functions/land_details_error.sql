create function public.land_details_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) < 10 then 'Please provide more details about your land'
    when char_length(value) > 2000 then 'Land details too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

revoke execute on function public.land_details_error(value text) from public, anon, authenticated;
grant execute on function public.land_details_error(value text) to service_role;

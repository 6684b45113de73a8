create function public.location_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Location too long'
    when normalize(value, NFC) !~ '^[[:alnum:] ,.-]+$' then 'Location contains invalid characters'
  end;
$$;

revoke execute on function public.location_error(value text) from public, anon, authenticated;
grant execute on function public.location_error(value text) to service_role;

-- Up to 20 characters, 7-15 of them digits: "+44 (20) 7946-0958" is valid.
create function public.phone_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) > 20 then 'Phone number too long'
    when value !~ '^\+?[0-9 ()-]+$'
      or char_length(regexp_replace(value, '[^0-9]', '', 'g')) not between 7 and 15 then 'Invalid phone format'
  end;
$$;

revoke execute on function public.phone_error(value text) from public, anon, authenticated;
grant execute on function public.phone_error(value text) to service_role;

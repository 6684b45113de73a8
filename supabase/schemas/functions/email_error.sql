create function public.email_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value !~ ('^[^@' || s || ']+@[^@' || s || ']+\.[^@' || s || ']+$') then 'Invalid email format'
    when char_length(value) > 254 then 'Email too long'
    when value ~ '[<>]' then 'Invalid characters'
  end
  from (select public.js_space_chars() as s) as chars;
$$;

revoke execute on function public.email_error(value text) from public, anon, authenticated;
grant execute on function public.email_error(value text) to service_role;

-- A lowercase token such as an element's tag or ARIA role, else NULL.
create function public.json_token(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^[a-z][a-z0-9-]{0,31}$' then value #>> '{}' end;
$$;

revoke execute on function public.json_token(value jsonb) from public, anon, authenticated;
grant execute on function public.json_token(value jsonb) to service_role;

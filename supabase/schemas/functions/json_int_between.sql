-- A JSON integer in [low, high], else NULL: a count or a size, never text.
create function public.json_int_between(value jsonb, low integer, high integer) returns integer
language sql immutable set search_path = public, pg_temp
as $$
  -- Nested, so the cast runs only on digits (AND does not promise an order).
  select case when jsonb_typeof(value) = 'number' and (value #>> '{}') ~ '^[0-9]{1,9}$'
              then case when (value #>> '{}')::integer between low and high then (value #>> '{}')::integer end end;
$$;

revoke execute on function public.json_int_between(value jsonb, low integer, high integer) from public, anon, authenticated;
grant execute on function public.json_int_between(value jsonb, low integer, high integer) to service_role;

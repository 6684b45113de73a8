-- The first failing message in form order (jsonb does not keep key order, so ask the pairs).
create function public.first_error(variadic pairs text[]) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select pairs[i + 1]
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null
  order by i
  limit 1;
$$;

revoke execute on function public.first_error(VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.first_error(VARIADIC pairs text[]) to service_role;

-- Validation results are (field, message) pairs in form order; a NULL message means the field passed.
-- {field: message} for the failing fields ('{}' when all pass):
create function public.field_errors(variadic pairs text[]) returns jsonb
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(pairs[i], pairs[i + 1]), '{}'::jsonb)
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null;
$$;

revoke execute on function public.field_errors(VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.field_errors(VARIADIC pairs text[]) to service_role;

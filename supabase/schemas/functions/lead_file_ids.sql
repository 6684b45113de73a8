-- The ids an application names: a JSON array of strings or one comma-separated string (the
-- form sends its values as strings); anything that is not a uuid is dropped; the first 10 count.
create function public.lead_file_ids(body jsonb) returns uuid[]
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(array_agg(id::uuid), '{}')
  from (
    select btrim(value) as id
    from (
      select jsonb_array_elements_text(case when jsonb_typeof(body -> 'fileIds') = 'array' then body -> 'fileIds' else '[]'::jsonb end) as value
      union all
      select unnest(string_to_array(case when jsonb_typeof(body -> 'fileIds') = 'string' then body ->> 'fileIds' else '' end, ','))
    ) as given
    where btrim(value) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    limit 10
  ) as ids;
$$;

revoke execute on function public.lead_file_ids(body jsonb) from public, anon, authenticated;
grant execute on function public.lead_file_ids(body jsonb) to service_role;

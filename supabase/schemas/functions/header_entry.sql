-- The hop-th comma-separated entry from the right; for a Forwarded header, its for= value.
create function public.header_entry(value text, header text, hop integer) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when $2 = 'forwarded'
              then (regexp_match(entry, '(?:^|;)\s*for=("[^"]*"|[^;]*)', 'i'))[1]
              else entry end
  from (select entries[array_length(entries, 1) - $3 + 1] as entry
        from (select string_to_array($1, ',') as entries) as split) as picked;
$$;

revoke execute on function public.header_entry(value text, header text, hop integer) from public, anon, authenticated;
grant execute on function public.header_entry(value text, header text, hop integer) to service_role;

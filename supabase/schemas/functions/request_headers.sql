-- The request's headers as PostgREST sets them (lowercase names), '{}' outside a request.
create function public.request_headers() returns jsonb
language sql stable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(h) = 'object' then h else '{}'::jsonb end
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) as raw;
$$;

revoke execute on function public.request_headers() from public, anon, authenticated;
grant execute on function public.request_headers() to service_role;

-- The plot as a number when it is a valid one (1-100, a JSON integer or a string of digits), else NULL.
create function public.plot_number(value jsonb) returns integer
language sql immutable set search_path = public, pg_temp
as $$
  -- The pattern alone admits 1-100, so the cast only ever sees those digits (a CASE arm, not an
  -- AND: the planner may fold either side of an AND first, and "abc"::integer would raise).
  select case when digits ~ '^(100|[1-9][0-9]?)$' then digits::integer end
  from (select case jsonb_typeof(value)
                 when 'number' then value::text
                 when 'string' then value #>> '{}'
               end as digits) as parsed;
$$;

revoke execute on function public.plot_number(value jsonb) from public, anon, authenticated;
grant execute on function public.plot_number(value jsonb) to service_role;

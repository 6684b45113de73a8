-- The plot a founder application was made for (issue 10, /map).
--
-- The plot board's green plots open the founder dialog; the lead now records which plot the
-- visitor picked. The column is optional: every other button that opens the dialog sends no plot,
-- and those rows keep NULL. A plot that is sent must be a whole number from 1 to 100 (the board's
-- schema allows no more plots: src/interactive/api/plot-choice.ts), as a JSON number or as a string of
-- digits (the dialog sends form values as strings). Anything else is refused like any other bad
-- field (400 LF400 with {"plot": "Invalid plot"}, returned, never raised, so its security event is
-- kept) rather than stored as NULL: a lead must never look as if no plot was chosen when one was.
--
-- Which plots are sold is not checked here: the board's starting count is page data (YAML) the
-- database does not hold. Two leads for one plot are two people to call.
--
-- Plots most asked for:  select plot, count(*) from founder_applications
--                        where plot is not null group by plot order by 2 desc;

alter table public.founder_applications add column plot integer check (plot between 1 and 100);
comment on column public.founder_applications.plot is 'Plot of the /map board the applicant picked (1-100); NULL when the dialog was opened by any other button.';

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

-- NULL when the body has no plot (absent or JSON null), else the plot's message or NULL.
create function public.plot_error(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value is null or jsonb_typeof(value) = 'null' then null
    when public.plot_number(value) is null then 'Invalid plot'
  end;
$$;

-- Helpers of the RPC below, not browser calls (Postgres grants EXECUTE to public by default).
revoke execute on function public.plot_number(jsonb), public.plot_error(jsonb) from public, anon, authenticated;

-- As in 20261123000000_client_ip_and_limits.sql, plus the plot: checked with the other fields,
-- stored beside them. CREATE OR REPLACE keeps the function's grants.
create or replace function public.submit_founder_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  country text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('founder_application') then
    return public.refuse_rate_limited('founder_application', 'founder', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('founder_application', 'founder');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  country := public.field_text(body, 'country');
  refused := public.refuse_invalid('founder_application', 'founder', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'plot', public.plot_error(body -> 'plot'));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.founder_applications
    (name, email, phone, country_code, country, plot, route, locale, utm, referrer, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     public.plot_number(body -> 'plot'),
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

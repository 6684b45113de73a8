-- Page views and experiment conversions (issue 12).
--
-- * page_views: one row per UTC day, route, experiment, arm and UTM source, with two counters.
--   No cookie, address or user agent is stored: the counts are aggregate and anonymous, so they
--   are kept without waiting for consent. The router (src/edge/router.ts) decides what a view
--   is: bots are never counted, a forced preview (?variant=) never, and `exposure` is true once
--   per visitor and experiment (when its cookie first names the arm).
-- * count_page_view: the one way in, rate-limited per client address like every browser call.
--   The router calls it with the visitor's address where the database looks for it: as
--   service_role with x-landfall-client-ip (request_ip() honours it for that role only), or as
--   anon from behind the configured client_ip_source header. Called as anon from a worker
--   without either, every visitor would share the worker's address and its one limit.
-- * Leads and payments record the experiment and arm of the page they were sent from
--   (document.body.dataset, sent by the browser in the lead context). Malformed values are
--   stored as NULL, never refused: the lead matters more than its attribution.
-- * experiment_arm_counts: per arm, visitors (exposures) and conversions for a goal; read by the
--   service role only (`npm run experiments`; the marketers' area comes later).
--
-- Results by hand:  select * from experiment_arm_counts('home-headline', 'founder-application');

create table public.page_views (
  day date not null,
  route text not null check (char_length(route) between 1 and 200),
  experiment text not null default '' check (char_length(experiment) <= 64),
  arm text not null default '' check (char_length(arm) <= 64),
  utm_source text not null default '' check (char_length(utm_source) <= 100),
  views bigint not null default 0 check (views >= 0),
  exposures bigint not null default 0 check (exposures >= 0),
  primary key (day, route, experiment, arm, utm_source)
);
comment on table public.page_views is 'Page views per UTC day, route, experiment arm and UTM source; no cookie, address or other personal data. Written only by count_page_view.';
comment on column public.page_views.experiment is 'Experiment id (experiments/<id>.yaml); empty when the page is in none.';
comment on column public.page_views.arm is 'Arm the visitor was served; empty when the page is in no experiment.';
comment on column public.page_views.utm_source is 'utm_source of the visit as typed; empty when absent.';
comment on column public.page_views.exposures is 'Views that were a visitor''s first of this experiment: the experiment''s visitors.';

create index page_views_experiment on public.page_views (experiment, arm) where experiment <> '';

alter table public.page_views enable row level security;
-- No policies and no privileges: visitors read nothing; the counter is reachable only through the function.
revoke all on public.page_views from anon, authenticated;

-- 120 a minute per address: a person reads a few pages a minute, but an office, a school or a
-- mobile carrier puts hundreds of people behind one address (carrier-grade NAT), and a refused
-- view is lost for good. 120 leaves them room while a script flooding the counter from one
-- address is cut off after two a second (rate_limit_rules: change the row to retune).
insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values ('page_view', 120, 1);

-- Refusals set the HTTP status (429, 400) and return nothing, like a counted view: the router
-- never waits on the answer, and nothing the call returns tells a caller anything.
create function public.count_page_view(p_route text, p_experiment text default null, p_arm text default null,
  p_utm_source text default null, p_exposure boolean default false) returns void
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  experiment_id text := coalesce(p_experiment, '');
  arm_name text := coalesce(p_arm, '');
  source text := coalesce(p_utm_source, '');
  problem text;
begin
  if not public.rate_limit_allows('page_view') then
    perform public.refuse_rate_limited('page_view', null, null);
    return;
  end if;
  problem := case
    when p_route is null or p_route !~ '^/' or char_length(p_route) > 200 then 'Invalid route'
    when char_length(experiment_id) > 64 then 'Invalid experiment'
    when char_length(arm_name) > 64 or (arm_name = '') <> (experiment_id = '') then 'Invalid arm'
    when char_length(source) > 100 then 'Invalid utm_source'
  end;
  if problem is not null then
    perform public.log_refusal('form_validation_failed', 'page_view', null, problem, null);
    perform public.refusal(400, 'LF400', 'Validation failed', null);
    return;
  end if;

  insert into public.page_views as counted (day, route, experiment, arm, utm_source, views, exposures)
  values ((now() at time zone 'utc')::date, p_route, experiment_id, arm_name, source, 1,
          case when coalesce(p_exposure, false) and experiment_id <> '' then 1 else 0 end)
  on conflict (day, route, experiment, arm, utm_source) do update
  set views = counted.views + 1, exposures = counted.exposures + excluded.exposures;
end;
$$;

revoke execute on function public.count_page_view(text, text, text, text, boolean) from public;
grant execute on function public.count_page_view(text, text, text, text, boolean) to anon, authenticated, service_role;

-- ─── Leads and payments carry the experiment and arm ──────────────────────────────────────────

alter table public.founder_applications
  add column experiment text check (char_length(experiment) between 1 and 64),
  add column arm text check (char_length(arm) between 1 and 64);
alter table public.partnership_applications
  add column experiment text check (char_length(experiment) between 1 and 64),
  add column arm text check (char_length(arm) between 1 and 64);
alter table public.early_access_signups
  add column experiment text check (char_length(experiment) between 1 and 64),
  add column arm text check (char_length(arm) between 1 and 64);
alter table public.payments
  add column experiment text check (char_length(experiment) between 1 and 64),
  add column arm text check (char_length(arm) between 1 and 64);
comment on column public.founder_applications.experiment is 'Experiment of the page the lead was sent from (body[data-experiment]); NULL outside experiments and in forced previews.';
comment on column public.founder_applications.arm is 'Arm of that page (body[data-arm]); NULL whenever experiment is.';
comment on column public.payments.experiment is 'Experiment of the page the payment started on; NULL outside experiments and in forced previews.';

create index founder_applications_experiment on public.founder_applications (experiment, arm) where experiment is not null;
create index partnership_applications_experiment on public.partnership_applications (experiment, arm) where experiment is not null;
create index early_access_signups_experiment on public.early_access_signups (experiment, arm) where experiment is not null;
create index payments_experiment on public.payments (experiment, arm) where experiment is not null;

-- As in 20261121000000, plus experiment and arm: 1-64 characters without control characters,
-- both or neither (an arm means nothing without its experiment).
create or replace function public.lead_context(body jsonb) returns jsonb
language sql immutable set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'route', case when route ~ '^/[A-Za-z0-9/_-]{0,199}$' then route end,
    'locale', case when locale in ('en', 'es') then locale end,
    'utm', coalesce((
      select jsonb_object_agg(key, value #>> '{}')
      from jsonb_each(case when jsonb_typeof(body -> 'utm') = 'object' then body -> 'utm' else '{}'::jsonb end)
      where key in ('source', 'medium', 'campaign', 'term', 'content')
        and jsonb_typeof(value) = 'string' and char_length(value #>> '{}') <= 200
    ), '{}'::jsonb),
    'referrer', case when jsonb_typeof(body -> 'referrer') = 'string' and char_length(referrer) <= 2048 then referrer end,
    'experiment', case when attributed then experiment end,
    'arm', case when attributed then arm end)
  from (select public.field_text(body, 'route') as route, public.field_text(body, 'locale') as locale,
               public.field_text(body, 'referrer') as referrer,
               public.field_text(body, 'experiment') as experiment, public.field_text(body, 'arm') as arm,
               jsonb_typeof(body -> 'experiment') = 'string' and jsonb_typeof(body -> 'arm') = 'string'
                 and public.field_text(body, 'experiment') ~ '^[^[:cntrl:]]{1,64}$'
                 and public.field_text(body, 'arm') ~ '^[^[:cntrl:]]{1,64}$' as attributed) as fields;
$$;

-- As in 20261125000000_plot_choice.sql, plus experiment and arm. CREATE OR REPLACE keeps the grants.
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
    (name, email, phone, country_code, country, plot, route, locale, utm, referrer, experiment, arm, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     public.plot_number(body -> 'plot'),
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261123000000_client_ip_and_limits.sql, plus experiment and arm.
create or replace function public.submit_partnership_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  company_name text;
  location text;
  land_details text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('partnership_application') then
    return public.refuse_rate_limited('partnership_application', 'partnership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('partnership_application', 'partnership');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  company_name := public.field_text(body, 'companyName');
  location := public.field_text(body, 'location');
  land_details := public.field_text(body, 'landDetails');
  refused := public.refuse_invalid('partnership_application', 'partnership', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'companyName', public.company_name_error(company_name),
    'location', public.location_error(location),
    'landDetails', public.land_details_error(land_details));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.partnership_applications
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, experiment, arm, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261124000000_early_access.sql, plus experiment and arm.
create or replace function public.submit_early_access(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  email text;
  refused jsonb;
  context jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('early_access') then
    return public.refuse_rate_limited('early_access', 'early_access', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('early_access', 'early_access');
  end if;
  email := lower(public.field_text(body, 'email'));
  refused := public.refuse_invalid('early_access', 'early_access', email, 'email', public.email_error(email));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.early_access_signups (email, route, locale, utm, referrer, experiment, arm, ip_address)
  values (email, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261121000000, plus experiment and arm (create-payment passes the page's on).
create or replace function public.record_pending_payment(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text := public.field_text(body, 'sessionId');
  product_id text := public.field_text(body, 'productId');
  currency text := lower(public.field_text(body, 'currency'));
  amount jsonb := body -> 'amount';
  context jsonb := public.lead_context(body);
  errors jsonb;
  new_id uuid;
begin
  errors := public.field_errors(
    'sessionId', case when session_id = '' or char_length(session_id) > 255 then 'Invalid session id' end,
    'productId', case when product_id !~ '^[A-Za-z0-9_-]{1,100}$' then 'Invalid product id' end,
    'amount', case when jsonb_typeof(amount) is distinct from 'number'
                     or (amount::text)::numeric not between 0 and 2147483647
                     or (amount::text)::numeric % 1 <> 0 then 'Invalid amount' end,
    'currency', case when currency !~ '^[a-z]{3}$' then 'Invalid currency' end);
  if errors <> '{}'::jsonb then
    return public.refusal(400, 'LF400', 'Validation failed', errors::text);
  end if;

  insert into public.payments (stripe_session_id, product_id, amount, currency, route, locale, utm, referrer, experiment, arm, ip_address)
  values (session_id, product_id, (amount::text)::integer, currency,
          context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', public.request_ip())
  on conflict (stripe_session_id) do nothing
  returning id into new_id;
  if new_id is null then
    return public.refusal(409, 'LF409', 'Payment session already recorded', null);
  end if;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- ─── Results ─────────────────────────────────────────────────────────────────────────────────

-- Per arm: views, visitors (exposures) and conversions for the goal (the names of
-- src/experiments/manifest.ts GOALS), counted from p_from to p_to (UTC days, both included;
-- NULL for open). A paid payment that was later completed still counts as paid. Arms with views
-- but no conversion and the reverse both appear; an unknown goal is an error (22023).
create function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date default null, p_to date default null)
returns table (arm text, views bigint, visitors bigint, conversions bigint)
language plpgsql stable security definer set search_path = public, pg_temp
as $$
#variable_conflict use_column
begin
  if p_goal is null or p_goal not in ('founder-application', 'partnership-application', 'early-access-signup', 'payment-paid', 'membership-completed') then
    raise exception 'Unknown goal %', p_goal using errcode = '22023';
  end if;
  return query
  with seen as (
    select v.arm, sum(v.views)::bigint as views, sum(v.exposures)::bigint as visitors
    from public.page_views as v
    where v.experiment = p_experiment and v.arm <> ''
      and (p_from is null or v.day >= p_from) and (p_to is null or v.day <= p_to)
    group by v.arm
  ), leads as (
    select f.arm, f.created_at from public.founder_applications as f
    where p_goal = 'founder-application' and f.experiment = p_experiment
    union all
    select pa.arm, pa.created_at from public.partnership_applications as pa
    where p_goal = 'partnership-application' and pa.experiment = p_experiment
    union all
    select e.arm, e.created_at from public.early_access_signups as e
    where p_goal = 'early-access-signup' and e.experiment = p_experiment
    union all
    select p.arm, p.created_at from public.payments as p
    where p.experiment = p_experiment
      and ((p_goal = 'payment-paid' and p.status in ('paid', 'completed'))
        or (p_goal = 'membership-completed' and p.status = 'completed'))
  ), converted as (
    select l.arm, count(*)::bigint as conversions
    from leads as l
    where l.arm is not null
      and (p_from is null or (l.created_at at time zone 'utc')::date >= p_from)
      and (p_to is null or (l.created_at at time zone 'utc')::date <= p_to)
    group by l.arm
  )
  select coalesce(s.arm, c.arm), coalesce(s.views, 0::bigint), coalesce(s.visitors, 0::bigint), coalesce(c.conversions, 0::bigint)
  from seen as s full join converted as c on c.arm = s.arm
  order by 1;
end;
$$;

revoke execute on function public.experiment_arm_counts(text, text, date, date) from public, anon, authenticated;
grant execute on function public.experiment_arm_counts(text, text, date, date) to service_role;

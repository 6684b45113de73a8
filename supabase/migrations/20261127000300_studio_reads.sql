-- What the marketers' area (/studio) reads, and its webhook settings (issue 13; rules of issue 14).
--
-- * Row-level security decides who reads leads: a signed-in user (role authenticated) may SELECT
--   the four lead tables and page_views, and a policy shows rows only to public.is_marketer().
--   A user who is not a marketer reads nothing, even with a direct select; visitors (anon) still
--   hold no privilege at all. Writes stay closed to both.
-- * studio_leads, studio_lead_filters and studio_daily are SECURITY INVOKER, so those policies
--   apply to every row they read; they also refuse a non-marketer outright (42501, HTTP 401)
--   rather than answer an empty page that looks like "no leads yet".
-- * studio_experiment_counts is SECURITY DEFINER with an explicit is_marketer() check: it hands
--   the call to experiment_arm_counts, so `npm run experiments` and the area count alike.
-- * The webhook calls are SECURITY DEFINER with the same check: the endpoints' secrets are never
--   readable by a browser role; studio_add_webhook returns the new secret once.
-- * Input rules (the spec's section 5): search 1-200 characters, matched literally and
--   case-insensitively against name or email; page 1-1000 and rows per page 1-100; URL at most
--   2,048 characters, http or https. A refusal is SQLSTATE 22023 (HTTP 400) whose message is the
--   text the area shows and whose detail is {"field": message}.
--
-- Leads of one marketer's view by hand:  select public.studio_leads('{"kind": "founder"}');

-- ─── Who reads what ─────────────────────────────────────────────────────────────────────────

grant select on public.founder_applications, public.partnership_applications, public.early_access_signups,
  public.payments, public.page_views to authenticated;

-- (select …) evaluates is_marketer() once per statement rather than once per row.
create policy marketers_read on public.founder_applications for select to authenticated using ((select public.is_marketer()));
create policy marketers_read on public.partnership_applications for select to authenticated using ((select public.is_marketer()));
create policy marketers_read on public.early_access_signups for select to authenticated using ((select public.is_marketer()));
create policy marketers_read on public.payments for select to authenticated using ((select public.is_marketer()));
create policy marketers_read on public.page_views for select to authenticated using ((select public.is_marketer()));

-- ─── Leads ──────────────────────────────────────────────────────────────────────────────────

-- {kind?, route?, locale?, from?, to?, utm_source?, utm_medium?, utm_campaign?, experiment?, arm?,
--  payment_status?, search?, sort?, direction?, page?, per_page?}
-- -> {total, page, per_page, rows: Lead[], counts: {founder, partnership, early_access, payment}}.
-- A text filter that is absent, null or '' filters nothing; counts apply every filter but kind.
-- Order: the sort column (text case-insensitively, empty values last), then id, both in the
-- chosen direction, so pages never overlap or skip a row when values tie.
create function public.studio_leads(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_kind text; f_route text; f_locale text; f_source text; f_medium text; f_campaign text;
  f_experiment text; f_arm text; f_status text; f_search text;
  f_from date; f_to date;
  sort_by text := coalesce(nullif(body ->> 'sort', ''), 'created_at');
  dir text := coalesce(nullif(body ->> 'direction', ''), 'desc');
  page_no integer := 1;
  per_page integer := 25;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the filters as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('kind', 'route', 'locale', 'from', 'to', 'utm_source', 'utm_medium', 'utm_campaign', 'experiment', 'arm',
                   'payment_status', 'search', 'sort', 'direction', 'page', 'per_page') then
      raise exception 'Unknown filter: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown filter')::text;
    end if;
    if key not in ('page', 'per_page') and jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The filter % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  f_kind := nullif(body ->> 'kind', '');
  if f_kind not in ('founder', 'partnership', 'early_access', 'payment') then
    raise exception 'Unknown kind of lead: %', f_kind using errcode = '22023', detail = '{"kind": "Unknown kind of lead"}';
  end if;
  f_route := nullif(body ->> 'route', '');
  f_locale := nullif(body ->> 'locale', '');
  f_source := nullif(body ->> 'utm_source', '');
  f_medium := nullif(body ->> 'utm_medium', '');
  f_campaign := nullif(body ->> 'utm_campaign', '');
  f_experiment := nullif(body ->> 'experiment', '');
  f_arm := nullif(body ->> 'arm', '');
  f_status := nullif(body ->> 'payment_status', '');

  if body ? 'search' and jsonb_typeof(body -> 'search') = 'string' then
    f_search := btrim(body ->> 'search');
    if char_length(f_search) not between 1 and 200 then
      raise exception 'Search must be between 1 and 200 characters'
        using errcode = '22023', detail = '{"search": "Search must be between 1 and 200 characters"}';
    end if;
    f_search := lower(f_search);
  end if;

  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  if f_from > f_to then
    raise exception 'The first day is after the last day' using errcode = '22023', detail = '{"from": "The first day is after the last day"}';
  end if;

  if sort_by not in ('created_at', 'name', 'email', 'route', 'kind') then
    raise exception 'Sort by created_at, name, email, route or kind' using errcode = '22023', detail = '{"sort": "Unknown column"}';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'Direction is asc or desc' using errcode = '22023', detail = '{"direction": "Direction is asc or desc"}';
  end if;
  if body ? 'page' and jsonb_typeof(body -> 'page') <> 'null' then
    if jsonb_typeof(body -> 'page') <> 'number' or body ->> 'page' !~ '^[0-9]{1,4}$' or (body ->> 'page')::integer not between 1 and 1000 then
      raise exception 'Page must be between 1 and 1000' using errcode = '22023', detail = '{"page": "Page must be between 1 and 1000"}';
    end if;
    page_no := (body ->> 'page')::integer;
  end if;
  if body ? 'per_page' and jsonb_typeof(body -> 'per_page') <> 'null' then
    if jsonb_typeof(body -> 'per_page') <> 'number' or body ->> 'per_page' !~ '^[0-9]{1,3}$' or (body ->> 'per_page')::integer not between 1 and 100 then
      raise exception 'Rows per page must be between 1 and 100'
        using errcode = '22023', detail = '{"per_page": "Rows per page must be between 1 and 100"}';
    end if;
    per_page := (body ->> 'per_page')::integer;
  end if;

  with leads as (
    select 'founder'::text as kind, l.id, l.created_at, l.name, l.email, l.phone, l.country, l.route, l.locale,
           l.utm ->> 'source' as utm_source, l.utm ->> 'medium' as utm_medium, l.utm ->> 'campaign' as utm_campaign,
           l.utm ->> 'term' as utm_term, l.utm ->> 'content' as utm_content, l.referrer, l.experiment, l.arm, l.consent,
           null::text as payment_status, null::integer as amount, null::text as currency, null::text as product_id,
           jsonb_build_object('country_code', l.country_code, 'plot', l.plot) as details
    from public.founder_applications as l
    union all
    select 'partnership', l.id, l.created_at, l.name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null,
           jsonb_build_object('country_code', l.country_code, 'company_name', l.company_name, 'location', l.location,
                              'land_details', l.land_details)
    from public.partnership_applications as l
    union all
    select 'early_access', l.id, l.created_at, null, l.email, null, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null, '{}'::jsonb
    from public.early_access_signups as l
    union all
    select 'payment', l.id, l.created_at, l.full_name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, l.status, l.amount, l.currency, l.product_id,
           jsonb_build_object('stripe_session_id', l.stripe_session_id, 'paid_at', l.paid_at, 'completed_at', l.completed_at,
                              'reported_amount', l.reported_amount, 'reported_currency', l.reported_currency,
                              'review_requested_at', l.review_requested_at)
    from public.payments as l
  ), filtered as (
    select l.* from leads as l
    where (f_route is null or l.route = f_route)
      and (f_locale is null or l.locale = f_locale)
      and (f_source is null or l.utm_source = f_source)
      and (f_medium is null or l.utm_medium = f_medium)
      and (f_campaign is null or l.utm_campaign = f_campaign)
      and (f_experiment is null or l.experiment = f_experiment)
      and (f_arm is null or l.arm = f_arm)
      and (f_status is null or l.payment_status = f_status)
      and (f_from is null or (l.created_at at time zone 'utc')::date >= f_from)
      and (f_to is null or (l.created_at at time zone 'utc')::date <= f_to)
      -- strpos, not LIKE: %, _ and \ typed in the search are characters to find, not patterns.
      and (f_search is null or strpos(lower(coalesce(l.name, '')), f_search) > 0 or strpos(lower(coalesce(l.email, '')), f_search) > 0)
  ), chosen as (
    select l.*, lower(case sort_by when 'name' then l.name when 'email' then l.email when 'route' then l.route when 'kind' then l.kind end) as sort_text
    from filtered as l
    where f_kind is null or l.kind = f_kind
  ), ordered as (
    select l.*, row_number() over (order by
             case when dir = 'asc' and sort_by = 'created_at' then l.created_at end asc,
             case when dir = 'desc' and sort_by = 'created_at' then l.created_at end desc,
             case when dir = 'asc' then l.sort_text end asc nulls last,
             case when dir = 'desc' then l.sort_text end desc nulls last,
             case when dir = 'asc' then l.id end asc,
             case when dir = 'desc' then l.id end desc) as place
    from chosen as l
  )
  select jsonb_build_object(
    'total', (select count(*) from chosen),
    'page', page_no,
    'per_page', per_page,
    'rows', coalesce((select jsonb_agg(to_jsonb(p) - 'place' - 'sort_text' order by p.place) from ordered as p
                      where p.place > (page_no - 1) * per_page and p.place <= page_no * per_page), '[]'::jsonb),
    'counts', (select jsonb_build_object(
                 'founder', count(*) filter (where l.kind = 'founder'),
                 'partnership', count(*) filter (where l.kind = 'partnership'),
                 'early_access', count(*) filter (where l.kind = 'early_access'),
                 'payment', count(*) filter (where l.kind = 'payment'))
               from filtered as l))
  into result;
  return result;
end;
$$;

-- {} -> the values present, for the filter menus: {routes, locales, utm_sources, utm_mediums,
-- utm_campaigns, experiments: [{experiment, arm}], payment_statuses}, each distinct and sorted.
create function public.studio_lead_filters(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  with leads as (
    select route, locale, utm, experiment, arm, null::text as status from public.founder_applications
    union all
    select route, locale, utm, experiment, arm, null from public.partnership_applications
    union all
    select route, locale, utm, experiment, arm, null from public.early_access_signups
    union all
    select route, locale, utm, experiment, arm, status from public.payments
  )
  select jsonb_build_object(
    'routes', coalesce((select jsonb_agg(v order by v) from (select distinct route as v from leads where route is not null) as d), '[]'::jsonb),
    'locales', coalesce((select jsonb_agg(v order by v) from (select distinct locale as v from leads where locale is not null) as d), '[]'::jsonb),
    'utm_sources', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'source' as v from leads where utm ? 'source') as d), '[]'::jsonb),
    'utm_mediums', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'medium' as v from leads where utm ? 'medium') as d), '[]'::jsonb),
    'utm_campaigns', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'campaign' as v from leads where utm ? 'campaign') as d), '[]'::jsonb),
    'experiments', coalesce((select jsonb_agg(jsonb_build_object('experiment', d.experiment, 'arm', d.arm) order by d.experiment, d.arm)
                             from (select distinct experiment, arm from leads where experiment is not null and arm is not null) as d), '[]'::jsonb),
    'payment_statuses', coalesce((select jsonb_agg(v order by v) from (select distinct status as v from leads where status is not null) as d), '[]'::jsonb))
  into result;
  return result;
end;
$$;

-- ─── Results ────────────────────────────────────────────────────────────────────────────────

-- {from, to, route?} (UTC days, both included) -> {days: [{day, route, views, leads, paid}],
-- sources: [{utm_source, views, leads, paid}]}. views from page_views; leads = founder,
-- partnership and early-access rows; paid = payments paid or completed, on the day the payment
-- started (as experiment_arm_counts counts them). Only days and routes with something to count
-- appear; '' stands for no route and for no utm_source.
create function public.studio_daily(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_from date;
  f_to date;
  f_route text := case when jsonb_typeof(body -> 'route') = 'string' then nullif(body ->> 'route', '') end;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  foreach key in array array['from', 'to'] loop
    begin
      if jsonb_typeof(body -> key) is distinct from 'string' or body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
        raise exception using errcode = '22007';
      end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  if f_from > f_to then
    raise exception 'The first day is after the last day' using errcode = '22023', detail = '{"from": "The first day is after the last day"}';
  end if;

  with counted as (
    select v.day, v.route, v.utm_source, v.views, 0::bigint as leads, 0::bigint as paid
    from public.page_views as v
    where v.day between f_from and f_to
    union all
    select (l.created_at at time zone 'utc')::date, coalesce(l.route, ''), coalesce(l.utm ->> 'source', ''), 0, 1, 0
    from (
      select created_at, route, utm from public.founder_applications
      union all
      select created_at, route, utm from public.partnership_applications
      union all
      select created_at, route, utm from public.early_access_signups
    ) as l
    where (l.created_at at time zone 'utc')::date between f_from and f_to
    union all
    select (p.created_at at time zone 'utc')::date, coalesce(p.route, ''), coalesce(p.utm ->> 'source', ''), 0, 0, 1
    from public.payments as p
    where p.status in ('paid', 'completed') and (p.created_at at time zone 'utc')::date between f_from and f_to
  ), wanted as (
    select * from counted as c where f_route is null or c.route = f_route
  )
  select jsonb_build_object(
    'days', coalesce((select jsonb_agg(jsonb_build_object('day', d.day, 'route', d.route, 'views', d.views, 'leads', d.leads, 'paid', d.paid)
                                       order by d.day, d.route)
                      from (select w.day, w.route, sum(w.views) as views, sum(w.leads) as leads, sum(w.paid) as paid
                            from wanted as w group by w.day, w.route) as d), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('utm_source', s.utm_source, 'views', s.views, 'leads', s.leads, 'paid', s.paid)
                                          order by s.views + s.leads + s.paid desc, s.utm_source)
                         from (select w.utm_source, sum(w.views) as views, sum(w.leads) as leads, sum(w.paid) as paid
                               from wanted as w group by w.utm_source) as s), '[]'::jsonb))
  into result;
  return result;
end;
$$;

-- {experiment, goal, from?, to?} -> [{arm, views, visitors, conversions}]: experiment_arm_counts
-- for a marketer, so the area and `npm run experiments` can never disagree.
create function public.studio_experiment_counts(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_from date;
  f_to date;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  if jsonb_typeof(body -> 'experiment') is distinct from 'string' or char_length(body ->> 'experiment') not between 1 and 64 then
    raise exception 'Name the experiment' using errcode = '22023', detail = '{"experiment": "Name the experiment"}';
  end if;
  if jsonb_typeof(body -> 'goal') is distinct from 'string' then
    raise exception 'Name the goal' using errcode = '22023', detail = '{"goal": "Name the goal"}';
  end if;
  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object('arm', c.arm, 'views', c.views, 'visitors', c.visitors, 'conversions', c.conversions)
                            order by c.arm), '[]'::jsonb)
  into result
  from public.experiment_arm_counts(body ->> 'experiment', body ->> 'goal', f_from, f_to) as c;
  return result;
end;
$$;

-- ─── Webhooks ───────────────────────────────────────────────────────────────────────────────

-- Why the server will not call this URL: the spec's URL rule, and no address of this machine or
-- a private network (the drainer checks again after DNS; this catches what can be read from the
-- URL itself). NULL when it may be added. The embedded server allows local addresses for a local
-- receiver by setting landfall.webhooks_allow_local = 'on' on its own connection; nothing sets it
-- on Supabase.
create function public.webhook_url_problem(url text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  authority text;
  host text;
  address inet;
begin
  if url is null or url = '' then
    return 'Enter an address starting with http:// or https://';
  end if;
  if char_length(url) > 2048 then
    return 'URL too long';
  end if;
  if url !~* '^https?://[^/?#@[:space:]]+' or url ~ '[[:space:][:cntrl:]]' then
    return 'Enter an address starting with http:// or https://';
  end if;
  authority := substring(url from '^[A-Za-z]+://([^/?#]*)');
  host := lower(regexp_replace(authority, '^.*@', ''));
  host := case when host like '[%' then substring(host from '^\[([^]]*)\]') else regexp_replace(host, ':[0-9]*$', '') end;
  host := regexp_replace(coalesce(host, ''), '\.$', '');
  if host = '' then
    return 'Enter an address starting with http:// or https://';
  end if;
  if host = 'localhost' or host like '%.localhost' then
    return 'Enter a public address: the server does not call this machine or a private network';
  end if;
  -- A host whose last label is a number is an IPv4 address to a browser or fetch (127.1,
  -- 0x7f000001, 2130706433 all mean 127.0.0.1): only the plain dotted form is read here.
  if host ~ ':' or host ~ '(^|\.)([0-9]+|0x[0-9a-f]*)$' then
    if host !~ ':' and host !~ '^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$' then
      return 'Enter a public address: the server does not call this machine or a private network';
    end if;
    begin
      address := host::inet;
    exception when others then
      return 'Enter an address starting with http:// or https://';
    end;
    if family(address) = 4 and (address <<= '0.0.0.0/8' or address <<= '10.0.0.0/8' or address <<= '127.0.0.0/8'
        or address <<= '169.254.0.0/16' or address <<= '172.16.0.0/12' or address <<= '192.168.0.0/16') then
      return 'Enter a public address: the server does not call this machine or a private network';
    end if;
    -- ::, ::1, IPv4 written as IPv6 (::ffff:… and ::…), unique-local and link-local.
    if family(address) = 6 and (address <<= '::/96' or address <<= '::ffff:0:0/96' or address <<= 'fc00::/7' or address <<= 'fe80::/10') then
      return 'Enter a public address: the server does not call this machine or a private network';
    end if;
  end if;
  return null;
end;
$$;

-- {} -> {endpoints: [{id, url, active, created_at}], deliveries: the 50 newest outbox rows}.
create function public.studio_webhooks(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may see webhooks' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'endpoints', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'url', e.url, 'active', e.active, 'created_at', e.created_at)
                                            order by e.created_at, e.id) from public.webhook_endpoints as e), '[]'::jsonb),
    'deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.id desc) from public.webhook_deliveries(50) as d), '[]'::jsonb));
end;
$$;

-- {url} -> {id, url, secret}: the secret is shown here once, never again.
create function public.studio_add_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  problem text := public.webhook_url_problem(address);
  added public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may add webhooks' using errcode = '42501';
  end if;
  if problem like 'Enter a public address%' and current_setting('landfall.webhooks_allow_local', true) = 'on' then
    problem := null;
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023', detail = jsonb_build_object('url', problem)::text;
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

-- {id, active} -> {id, active}. A paused endpoint receives nothing; its waiting rows resume
-- when it is switched back on.
create function public.studio_set_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted_id uuid;
  changed public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may change webhooks' using errcode = '42501';
  end if;
  if jsonb_typeof($1 -> 'active') is distinct from 'boolean' then
    raise exception 'Say whether the webhook is active (true or false)' using errcode = '22023', detail = '{"active": "Expected true or false"}';
  end if;
  begin
    wanted_id := ($1 ->> 'id')::uuid;
  exception when others then
    wanted_id := null;
  end;
  update public.webhook_endpoints as e set active = ($1 ->> 'active')::boolean
  where e.id = wanted_id
  returning * into changed;
  if changed.id is null then
    return public.refusal(404, 'LF404', 'No such webhook', null);
  end if;
  return jsonb_build_object('id', changed.id, 'active', changed.active);
end;
$$;

-- ─── Who may call what ──────────────────────────────────────────────────────────────────────

revoke execute on function
  public.studio_leads(jsonb),
  public.studio_lead_filters(jsonb),
  public.studio_daily(jsonb),
  public.studio_experiment_counts(jsonb),
  public.webhook_url_problem(text),
  public.studio_webhooks(jsonb),
  public.studio_add_webhook(jsonb),
  public.studio_set_webhook(jsonb)
from public, anon, authenticated;

grant execute on function
  public.studio_leads(jsonb),
  public.studio_lead_filters(jsonb),
  public.studio_daily(jsonb),
  public.studio_experiment_counts(jsonb),
  public.studio_webhooks(jsonb),
  public.studio_add_webhook(jsonb),
  public.studio_set_webhook(jsonb)
to authenticated, service_role;

-- The Results screen's figures, each defined so that a marketer can trust it (issue 31).
--
-- After a short session the screen read Views 2, Leads 9, Conversion 450.0%: views and leads are
-- counted under different rules, so their ratio mixed two populations.
-- * A view is counted by the router (src/edge/router.ts) for a person on a served page: never a
--   bot, a forced preview (?variant=) or a HEAD request, and at most 120 a minute per address
--   (count_page_view's rate limit).
-- * A lead is every founder, partnership or early-access row, however it was sent: a test run in
--   a headless browser (a bot to the router), a preview or a visitor whose view was refused all
--   leave leads without a counted view. Leads stay in the figures as sent: they are real contacts.
-- * So studio_daily now also answers `matched`: the leads sent from a route on a UTC day whose
--   views were counted (that day and route have page_views). Only those are set against views:
--   conversion = matched ÷ views, and the screen shows it only from a minimum of views and never
--   above 100% (src/studio/results/results-texts.ts says why in the screen).
--
-- {from, to, route?} (UTC days, both included) -> {days: [{day, route, views, leads, matched,
-- paid}], sources: [{utm_source, views, leads, matched, paid}]}; everything else as in
-- 20261127000300_studio_reads.sql. A lead's match is one fact about the lead (its day and route
-- had counted views), summed per source as per day, so every table adds up to the same totals.

create or replace function public.studio_daily(jsonb) returns jsonb
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

  with viewed as (
    -- The days and routes with counted views: a lead sent from one of them is set against views.
    select v.day, v.route from public.page_views as v
    where v.day between f_from and f_to
    group by v.day, v.route
    having sum(v.views) > 0
  ), leads as (
    select (l.created_at at time zone 'utc')::date as day, coalesce(l.route, '') as route, coalesce(l.utm ->> 'source', '') as utm_source
    from (
      select created_at, route, utm from public.founder_applications
      union all
      select created_at, route, utm from public.partnership_applications
      union all
      select created_at, route, utm from public.early_access_signups
    ) as l
    where (l.created_at at time zone 'utc')::date between f_from and f_to
  ), counted as (
    select v.day, v.route, v.utm_source, v.views, 0::bigint as leads, 0::bigint as matched, 0::bigint as paid
    from public.page_views as v
    where v.day between f_from and f_to
    union all
    select l.day, l.route, l.utm_source, 0, 1,
           case when exists (select 1 from viewed as w where w.day = l.day and w.route = l.route) then 1 else 0 end, 0
    from leads as l
    union all
    select (p.created_at at time zone 'utc')::date, coalesce(p.route, ''), coalesce(p.utm ->> 'source', ''), 0, 0, 0, 1
    from public.payments as p
    where p.status in ('paid', 'completed') and (p.created_at at time zone 'utc')::date between f_from and f_to
  ), wanted as (
    select * from counted as c where f_route is null or c.route = f_route
  )
  select jsonb_build_object(
    'days', coalesce((select jsonb_agg(jsonb_build_object('day', d.day, 'route', d.route, 'views', d.views, 'leads', d.leads,
                                                          'matched', d.matched, 'paid', d.paid)
                                       order by d.day, d.route)
                      from (select w.day, w.route, sum(w.views) as views, sum(w.leads) as leads, sum(w.matched) as matched, sum(w.paid) as paid
                            from wanted as w group by w.day, w.route) as d), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('utm_source', s.utm_source, 'views', s.views, 'leads', s.leads,
                                                             'matched', s.matched, 'paid', s.paid)
                                          order by s.views + s.leads + s.paid desc, s.utm_source)
                         from (select w.utm_source, sum(w.views) as views, sum(w.leads) as leads, sum(w.matched) as matched, sum(w.paid) as paid
                               from wanted as w group by w.utm_source) as s), '[]'::jsonb))
  into result;
  return result;
end;
$$;

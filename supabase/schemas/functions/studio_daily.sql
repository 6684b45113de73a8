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

revoke execute on function public.studio_daily(jsonb) from public, anon;
grant execute on function public.studio_daily(jsonb) to authenticated, service_role;

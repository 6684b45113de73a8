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
    union all
    select route, locale, utm, experiment, arm, null from public.contact_messages
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

revoke execute on function public.studio_lead_filters(jsonb) from public, anon;
grant execute on function public.studio_lead_filters(jsonb) to authenticated, service_role;

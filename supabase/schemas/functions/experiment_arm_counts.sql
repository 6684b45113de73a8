-- Per arm: views, visitors (exposures) and conversions for the goal (the names of
-- src/experiments/manifest.ts GOALS), counted from p_from to p_to (UTC days, both included;
-- NULL for open). A paid payment that was later completed still counts as paid; contact-message
-- counts the contact block's messages. Arms with views but no conversion and the reverse both
-- appear; an unknown goal is an error (22023).
create function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date default null, p_to date default null)
returns table (arm text, views bigint, visitors bigint, conversions bigint)
language plpgsql stable security definer set search_path = public, pg_temp
as $$
#variable_conflict use_column
begin
  if p_goal is null or p_goal not in ('founder-application', 'partnership-application', 'early-access-signup', 'payment-paid', 'membership-completed', 'contact-message') then
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
    select m.arm, m.created_at from public.contact_messages as m
    where p_goal = 'contact-message' and m.experiment = p_experiment
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

revoke execute on function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date, p_to date) from public, anon, authenticated;
grant execute on function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date, p_to date) to service_role;

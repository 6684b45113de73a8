-- Experiments with several goals (issue 29): besides its goal, an experiment reports secondary
-- goals and guardrails per arm. Two new ones: contact-message (the contact block's messages, which
-- already carry their experiment and arm) as a goal of experiment_arm_counts, and the amount paid
-- per arm (experiment_arm_amounts, and studio_experiment_amounts for the marketers' area). Safe to
-- run again (a data folder made from the migrated image and given an older history runs it twice).

-- Per arm: views, visitors (exposures) and conversions for the goal (the names of
-- src/experiments/manifest.ts GOALS), counted from p_from to p_to (UTC days, both included;
-- NULL for open). A paid payment that was later completed still counts as paid; contact-message
-- counts the contact block's messages. Arms with views but no conversion and the reverse both
-- appear; an unknown goal is an error (22023).
create or replace function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date default null, p_to date default null)
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

-- Per arm and currency: what the payments of an experiment that count for the payment-paid goal
-- (paid, or paid and later completed) took in, from p_from to p_to (UTC days, both included; NULL
-- for open). payers is how many, amount their sum and amount_squares the sum of their squares, in
-- the smallest currency unit: enough for the mean and spread of the amount per visitor without
-- reading a payment. Currencies are never added together; payments without an arm are left out.
create or replace function public.experiment_arm_amounts(p_experiment text, p_from date default null, p_to date default null)
returns table (arm text, currency text, payers bigint, amount bigint, amount_squares numeric)
language sql stable security definer set search_path = public, pg_temp
as $$
  select p.arm, p.currency, count(*)::bigint, sum(p.amount)::bigint, sum(p.amount::numeric * p.amount::numeric)
  from public.payments as p
  where p.experiment = p_experiment and p.arm is not null and p.status in ('paid', 'completed')
    and (p_from is null or (p.created_at at time zone 'utc')::date >= p_from)
    and (p_to is null or (p.created_at at time zone 'utc')::date <= p_to)
  group by p.arm, p.currency
  order by p.arm, p.currency;
$$;

revoke execute on function public.experiment_arm_amounts(p_experiment text, p_from date, p_to date) from public, anon, authenticated;
grant execute on function public.experiment_arm_amounts(p_experiment text, p_from date, p_to date) to service_role;

-- {experiment, from?, to?} -> [{arm, currency, payers, amount, amountSquares}]: experiment_arm_amounts
-- for a marketer, so the area's amount per visitor and the command line's can never disagree.
create or replace function public.studio_experiment_amounts(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  asked text := public.studio_experiment_request(body);
  days record := public.studio_day_range(body);
  result jsonb;
begin
  -- amount_squares stays numeric: a JSON number however large, never a string.
  select coalesce(jsonb_agg(jsonb_build_object('arm', a.arm, 'currency', a.currency, 'payers', a.payers, 'amount', a.amount,
                                               'amountSquares', a.amount_squares)
                            order by a.arm, a.currency), '[]'::jsonb)
  into result
  from public.experiment_arm_amounts(asked, days.from_day, days.to_day) as a;
  return result;
end;
$$;

revoke execute on function public.studio_experiment_amounts(jsonb) from public, anon;
grant execute on function public.studio_experiment_amounts(jsonb) to authenticated, service_role;

-- contact-message counts per arm, as the other lead tables are indexed for theirs.
create index if not exists contact_messages_experiment on public.contact_messages (experiment, arm) where (experiment is not null);

-- {experiment, goal, from?, to?} -> [{arm, views, visitors, conversions}]: experiment_arm_counts
-- for a marketer, so the area and `npm run experiments` can never disagree.
create or replace function public.studio_experiment_counts(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  asked text := public.studio_experiment_request(body);
  days record;
  result jsonb;
begin
  if jsonb_typeof(body -> 'goal') is distinct from 'string' then
    raise exception 'Name the goal' using errcode = '22023', detail = '{"goal": "Name the goal"}';
  end if;
  days := public.studio_day_range(body);
  select coalesce(jsonb_agg(jsonb_build_object('arm', c.arm, 'views', c.views, 'visitors', c.visitors, 'conversions', c.conversions)
                            order by c.arm), '[]'::jsonb)
  into result
  from public.experiment_arm_counts(asked, body ->> 'goal', days.from_day, days.to_day) as c;
  return result;
end;
$$;

revoke execute on function public.studio_experiment_counts(jsonb) from public, anon;
grant execute on function public.studio_experiment_counts(jsonb) to authenticated, service_role;

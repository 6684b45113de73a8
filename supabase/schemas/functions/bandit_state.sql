-- The edge router's read of a bandit experiment: its newest weights, and the per-arm counts to
-- work new ones out from only when they are due (none recorded yet, or recorded before
-- p_due_before; a NULL p_due_before is always due). counts is NULL when they are not due, so a
-- router whose weights are fresh does not pay for counting views and leads.
create function public.bandit_state(p_experiment text, p_goal text, p_due_before timestamptz, p_from date default null, p_to date default null)
returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  latest jsonb;
  latest_at timestamptz;
  counted jsonb;
begin
  select jsonb_build_object('at', b.at, 'weights', b.weights), b.at
  into latest, latest_at
  from public.bandit_weights as b
  where b.experiment = p_experiment
  order by b.at desc
  limit 1;
  if latest is null or p_due_before is null or latest_at < p_due_before then
    -- An unknown goal is refused here (22023), as experiment_arm_counts refuses it.
    select coalesce(jsonb_agg(jsonb_build_object('arm', c.arm, 'visitors', c.visitors, 'conversions', c.conversions) order by c.arm), '[]'::jsonb)
    into counted
    from public.experiment_arm_counts(p_experiment, p_goal, p_from, p_to) as c;
  end if;
  return jsonb_build_object('latest', latest, 'counts', counted);
end;
$$;

revoke execute on function public.bandit_state(p_experiment text, p_goal text, p_due_before timestamptz, p_from date, p_to date) from public, anon, authenticated;
grant execute on function public.bandit_state(p_experiment text, p_goal text, p_due_before timestamptz, p_from date, p_to date) to service_role;

-- {experiment} -> [{at, weights, counts}]: every change of a bandit experiment's traffic weights,
-- oldest first, for the studio's chart; the newest 500 when there are more (at the default cadence
-- of six hours, about four months of them).
create function public.studio_bandit_history(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  asked text := public.studio_experiment_request(coalesce($1, '{}'::jsonb));
  result jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('at', h.at, 'weights', h.weights, 'counts', h.counts) order by h.at), '[]'::jsonb)
  into result
  from (select b.at, b.weights, b.counts
        from public.bandit_weights as b
        where b.experiment = asked
        order by b.at desc
        limit 500) as h;
  return result;
end;
$$;

revoke execute on function public.studio_bandit_history(jsonb) from public, anon;
grant execute on function public.studio_bandit_history(jsonb) to authenticated, service_role;

-- {experiment, goal, from?, to?} -> [{arm, views, visitors, conversions}]: experiment_arm_counts
-- for a marketer, so the area and `npm run experiments` can never disagree.
create function public.studio_experiment_counts(jsonb) returns jsonb
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

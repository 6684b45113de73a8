-- {experiment, from?, to?} -> [{arm, currency, payers, amount, amountSquares}]: experiment_arm_amounts
-- for a marketer, so the area's amount per visitor and the command line's can never disagree.
create function public.studio_experiment_amounts(jsonb) returns jsonb
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

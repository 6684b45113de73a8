-- Per arm and currency: what the payments of an experiment that count for the payment-paid goal
-- (paid, or paid and later completed) took in, from p_from to p_to (UTC days, both included; NULL
-- for open). payers is how many, amount their sum and amount_squares the sum of their squares, in
-- the smallest currency unit: enough for the mean and spread of the amount per visitor without
-- reading a payment. Currencies are never added together; payments without an arm are left out.
create function public.experiment_arm_amounts(p_experiment text, p_from date default null, p_to date default null)
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

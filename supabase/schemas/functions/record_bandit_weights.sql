-- Records a bandit experiment's new weights, worked out by an edge router that last read the row
-- recorded at p_previous (NULL: it read none). Routers whose weights fall due at once all compute;
-- the first to record wins, and every other one is answered the winner's row instead of adding
-- its own, so the weights change once per cadence however many routers run. Answers
-- {at, weights} as recorded (NULL when a router expected a row and there is none).
create function public.record_bandit_weights(p_experiment text, p_previous timestamptz, p_at timestamptz, p_weights jsonb, p_counts jsonb)
returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  latest_at timestamptz;
  latest_weights jsonb;
  total numeric;
begin
  if p_experiment is null or char_length(p_experiment) not between 1 and 64 then
    raise exception 'Name the experiment in 1 to 64 characters' using errcode = '22023';
  end if;
  -- Held to the end of the transaction: a second router waits here and then reads the first one's row.
  perform pg_advisory_xact_lock(hashtextextended('bandit_weights:' || p_experiment, 0));
  select b.at, b.weights
  into latest_at, latest_weights
  from public.bandit_weights as b
  where b.experiment = p_experiment
  order by b.at desc
  limit 1;
  if latest_at is distinct from p_previous then
    return case when latest_at is not null then jsonb_build_object('at', latest_at, 'weights', latest_weights) end;
  end if;

  if p_at is null or p_at <= p_previous then
    raise exception 'The new weights must be dated after the ones they replace (p_at later than p_previous)' using errcode = '22023';
  end if;
  if jsonb_typeof(p_weights) is distinct from 'object' then
    raise exception 'Weights must be a JSON object of arm name to percent' using errcode = '22023';
  end if;
  if (select count(*) from jsonb_object_keys(p_weights)) not between 2 and 20 then
    raise exception 'Weights must name 2 to 20 arms' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_object_keys(p_weights) as arm where arm !~ '^[a-z][a-z0-9-]{0,39}$') then
    raise exception 'Arm names start with a lowercase letter, then up to 39 lowercase letters, digits or hyphens' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_each(p_weights) as w
             where case when jsonb_typeof(w.value) = 'number' then (w.value)::numeric not between 0 and 100 else true end) then
    raise exception 'Each weight must be a number from 0 to 100' using errcode = '22023';
  end if;
  select sum((w.value)::numeric) into total from jsonb_each(p_weights) as w;
  if abs(total - 100) > 0.01 then
    raise exception 'Weights must add up to 100, not %', total using errcode = '22023';
  end if;
  if jsonb_typeof(p_counts) is distinct from 'array' or jsonb_array_length(p_counts) > 20
     or exists (select 1 from jsonb_array_elements(p_counts) as c where jsonb_typeof(c) <> 'object') then
    raise exception 'Counts must be a JSON array of at most 20 {arm, visitors, conversions} objects' using errcode = '22023';
  end if;

  insert into public.bandit_weights (experiment, at, weights, counts) values (p_experiment, p_at, p_weights, p_counts);
  return jsonb_build_object('at', p_at, 'weights', p_weights);
end;
$$;

revoke execute on function public.record_bandit_weights(p_experiment text, p_previous timestamptz, p_at timestamptz, p_weights jsonb, p_counts jsonb) from public, anon, authenticated;
grant execute on function public.record_bandit_weights(p_experiment text, p_previous timestamptz, p_at timestamptz, p_weights jsonb, p_counts jsonb) to service_role;

-- A bandit experiment's traffic weights (issue 29): the edge router works them out from the
-- arms' counts on the file's cadence (bandit_state says when they are due and gives the counts)
-- and records each change (record_bandit_weights, one router per change); the studio draws them
-- (studio_bandit_history). Safe to run again (a data folder made from the migrated image and
-- given an older history runs it twice).
create table if not exists public.bandit_weights (
  experiment text not null check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  at timestamptz not null,
  weights jsonb not null check (jsonb_typeof(weights) = 'object'),
  counts jsonb not null check (jsonb_typeof(counts) = 'array'),
  constraint bandit_weights_pkey primary key (experiment, at)
);
comment on table public.bandit_weights is 'Every change of a bandit experiment''s traffic weights, with the counts they were worked out from; no cookie, address or other personal data. Written only by record_bandit_weights; the newest row of an experiment is what the edge router serves.';
comment on column public.bandit_weights.experiment is 'Experiment id (experiments/<id>.yaml, type: bandit).';
comment on column public.bandit_weights.at is 'When the edge router worked these weights out; each is later than the one before.';
comment on column public.bandit_weights.weights is 'Arm name to percent of the experiment''s new visitors, e.g. {"a": 62.5, "b": 37.5}; the percents add up to 100.';
comment on column public.bandit_weights.counts is 'The [{arm, visitors, conversions}] the weights were worked out from (experiment_arm_counts for the experiment''s goal).';

alter table public.bandit_weights enable row level security;
revoke all on table public.bandit_weights from anon, authenticated;
grant all on table public.bandit_weights to service_role;

-- The edge router's read of a bandit experiment: its newest weights, and the per-arm counts to
-- work new ones out from only when they are due (none recorded yet, or recorded before
-- p_due_before; a NULL p_due_before is always due). counts is NULL when they are not due, so a
-- router whose weights are fresh does not pay for counting views and leads.
create or replace function public.bandit_state(p_experiment text, p_goal text, p_due_before timestamptz, p_from date default null, p_to date default null)
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

-- Records a bandit experiment's new weights, worked out by an edge router that last read the row
-- recorded at p_previous (NULL: it read none). Routers whose weights fall due at once all compute;
-- the first to record wins, and every other one is answered the winner's row instead of adding
-- its own, so the weights change once per cadence however many routers run. Answers
-- {at, weights} as recorded (NULL when a router expected a row and there is none).
create or replace function public.record_bandit_weights(p_experiment text, p_previous timestamptz, p_at timestamptz, p_weights jsonb, p_counts jsonb)
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

-- What every studio read of one experiment's results checks first, with the studio's messages:
-- the caller is a marketer (42501) and the body names the experiment in 1 to 64 characters
-- (22023). Called by studio_experiment_counts, studio_experiment_amounts and
-- studio_bandit_history; no API role may call it itself.
create or replace function public.studio_experiment_request(p_body jsonb) returns text
language plpgsql stable set search_path = public, pg_temp
as $$
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  if jsonb_typeof(p_body -> 'experiment') is distinct from 'string' or char_length(p_body ->> 'experiment') not between 1 and 64 then
    raise exception 'Name the experiment' using errcode = '22023', detail = '{"experiment": "Name the experiment"}';
  end if;
  return p_body ->> 'experiment';
end;
$$;

revoke execute on function public.studio_experiment_request(jsonb) from public, anon, authenticated;

-- The optional from/to of a studio read as dates: empty or absent is open, anything but
-- YYYY-MM-DD is refused with 22023 naming the field.
create or replace function public.studio_day_range(p_body jsonb, out from_day date, out to_day date)
language plpgsql stable set search_path = public, pg_temp
as $$
declare
  key text;
begin
  foreach key in array array['from', 'to'] loop
    continue when nullif(p_body ->> key, '') is null;
    begin
      if p_body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then from_day := (p_body ->> key)::date; else to_day := (p_body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
end;
$$;

revoke execute on function public.studio_day_range(jsonb) from public, anon, authenticated;

-- {experiment} -> [{at, weights, counts}]: every change of a bandit experiment's traffic weights,
-- oldest first, for the studio's chart; the newest 500 when there are more (at the default cadence
-- of six hours, about four months of them).
create or replace function public.studio_bandit_history(jsonb) returns jsonb
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

-- Counting without a hot row (issue 29): every page view was one upsert into one row per (day,
-- route, experiment, arm, utm_source), so a burst of visitors to one arm queued on that row's lock.
-- The key gains a shard, the counting connection's (pg_backend_pid() % 64): concurrent views of
-- one key add to different rows. Existing rows become shard 0; readers already sum. Safe to run
-- again (a data folder made from the migrated image and given an older history runs it twice).
alter table public.page_views add column if not exists shard smallint not null default 0 check ((shard >= 0) and (shard <= 63));
comment on column public.page_views.shard is 'Which of up to 64 counters of the same key this row is (the counting connection''s, see count_page_view): a burst to one route and arm spreads over them instead of waiting on one row. Readers sum over it.';
alter table public.page_views drop constraint if exists page_views_pkey;
alter table public.page_views add constraint page_views_pkey primary key (day, route, experiment, arm, utm_source, shard);

create or replace function public.count_page_view(p_route text default null, p_experiment text default null, p_arm text default null,
  p_utm_source text default null, p_exposure boolean default false) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  experiment_id text := coalesce(p_experiment, '');
  arm_name text := coalesce(p_arm, '');
  source text := coalesce(p_utm_source, '');
  problem text;
  counter_shard smallint;
begin
  if not public.rate_limit_allows('page_view') then
    return public.refuse_rate_limited('page_view', null, null);
  end if;
  problem := case
    when p_route is null or p_route !~ '^/' or char_length(p_route) > 200 then 'Invalid route'
    when char_length(experiment_id) > 64 then 'Invalid experiment'
    when char_length(arm_name) > 64 or (arm_name = '') <> (experiment_id = '') then 'Invalid arm'
    when char_length(source) > 100 then 'Invalid utm_source'
  end;
  if problem is not null then
    perform public.log_refusal('form_validation_failed', 'page_view', null, problem, null);
    return public.refusal(400, 'LF400', 'Validation failed', null);
  end if;

  -- One counter row per connection (up to 64, landfall.page_view_shards fewer): concurrent views
  -- of one route and arm add to different rows, so none waits for another's lock; each upsert is
  -- atomic, so none is lost or counted twice. Readers sum the shards.
  counter_shard := pg_backend_pid() % least(64, greatest(1, coalesce(nullif(current_setting('landfall.page_view_shards', true), '')::int, 64)));
  insert into public.page_views as counted (day, route, experiment, arm, utm_source, views, exposures, shard)
  values ((now() at time zone 'utc')::date, p_route, experiment_id, arm_name, source, 1,
          case when coalesce(p_exposure, false) and experiment_id <> '' then 1 else 0 end, counter_shard)
  on conflict (day, route, experiment, arm, utm_source, shard) do update
  set views = counted.views + 1, exposures = counted.exposures + excluded.exposures;
  return null;
end;
$$;

revoke execute on function public.count_page_view(p_route text, p_experiment text, p_arm text, p_utm_source text, p_exposure boolean) from public;
grant execute on function public.count_page_view(p_route text, p_experiment text, p_arm text, p_utm_source text, p_exposure boolean) to anon, authenticated, service_role;

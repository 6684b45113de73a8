create table public.page_views (
  day date not null,
  route text not null check ((char_length(route) >= 1) and (char_length(route) <= 200)),
  experiment text not null default '' check (char_length(experiment) <= 64),
  arm text not null default '' check (char_length(arm) <= 64),
  utm_source text not null default '' check (char_length(utm_source) <= 100),
  views bigint not null default 0 check (views >= 0),
  exposures bigint not null default 0 check (exposures >= 0),
  shard smallint not null default 0 check ((shard >= 0) and (shard <= 63)),
  constraint page_views_pkey primary key (day, route, experiment, arm, utm_source, shard)
);
comment on table public.page_views is 'Page views per UTC day, route, experiment arm and UTM source; no cookie, address or other personal data. Written only by count_page_view.';
comment on column public.page_views.experiment is 'Experiment id (experiments/<id>.yaml); empty when the page is in none.';
comment on column public.page_views.arm is 'Arm the visitor was served; empty when the page is in no experiment.';
comment on column public.page_views.utm_source is 'utm_source of the visit as typed; empty when absent.';
comment on column public.page_views.exposures is 'Views that were a visitor''s first of this experiment: the experiment''s visitors.';
comment on column public.page_views.shard is 'Which of up to 64 counters of the same key this row is (the counting connection''s, see count_page_view): a burst to one route and arm spreads over them instead of waiting on one row. Readers sum over it.';

create index page_views_experiment on public.page_views (experiment, arm) where (experiment <> ''::text);

alter table public.page_views enable row level security;
revoke all on table public.page_views from anon, authenticated;
grant select on table public.page_views to authenticated;
grant all on table public.page_views to service_role;

create table public.bandit_weights (
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

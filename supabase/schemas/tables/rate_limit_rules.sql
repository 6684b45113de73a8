create table public.rate_limit_rules (
  endpoint text primary key,
  max_requests integer not null check (max_requests > 0),
  window_minutes integer not null check (window_minutes > 0)
);
comment on table public.rate_limit_rules is 'Per-IP limits, data rather than code: change a row to retune. An endpoint without a row gets 100 per minute.';

alter table public.rate_limit_rules enable row level security;
revoke all on table public.rate_limit_rules from anon, authenticated;
grant all on table public.rate_limit_rules to service_role;

insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values
  ('complete_membership', 10, 60),
  ('contact', 10, 60),
  ('create_payment', 20, 60),
  ('early_access', 4, 60),
  ('founder_application', 4, 60),
  ('lead_file', 40, 60),
  ('live_offer_counts', 100, 1),
  ('log_client_event', 100, 1),
  ('page_view', 120, 1),
  ('partnership_application', 4, 60),
  ('plot_board_taken', 100, 1);

-- Baseline: the squash of the first 21 migrations, as `supabase migration squash` makes one,
-- under the version of the last of them. A new database runs this file; one that ran the old files
-- has this version recorded and skips it (supabase/embedded/migrations.ts; on a Supabase project see
-- docs/developers/sql.md, "The baseline"). Squashed, in order:
--   20261121000000_landfall
--   20261123000000_client_ip_and_limits
--   20261123000100_payment_review
--   20261124000000_early_access
--   20261125000000_plot_choice
--   20261126000000_experiments
--   20261127000000_lead_consent
--   20261127000100_studio_auth
--   20261127000200_webhooks
--   20261127000300_studio_reads
--   20261128000000_lead_files
--   20261128000100_contact
--   20261128000200_profiles
--   20261128000300_client_signals
--   20261129000000_session_revocation
--   20261129000100_webhook_addresses
--   20261129000200_client_error_caps
--   20261129000210_count_page_view_refusals
--   20261129000300_plot_sales
--   20261129000400_results_figures
--   20261130000000_site_locales
--
-- Made from supabase/schemas/ on the day of the squash, file by file in config.toml's order. From
-- then on it is deploy history like any migration: never edit it. To change an object, edit its
-- file in supabase/schemas/ and write a new migration; the drift test tells you if one is missing.

-- ═══ schemas/public.sql ══════════════════════════════════════════════════════════════════════════

-- Schema public: what every object below starts with.
--
-- The browser (anon key) reaches the database only through the SECURITY DEFINER functions each
-- file in functions/ grants to anon; every table has row level security on, and the API roles get
-- no privilege a file does not grant. Plain PostgreSQL 15+: runs unchanged on Supabase and PGlite.
--
-- Compare variants with one query (served by the (route, created_at) indexes):
-- <compare-variants>
-- select route,
--        count(*) filter (where kind = 'founder')     as founder_applications,
--        count(*) filter (where kind = 'partnership') as partnership_applications,
--        count(*) filter (where kind = 'payment')     as paid_payments,
--        count(*) filter (where utm ->> 'source' is not null) as from_campaigns
-- from (
--   select route, created_at, utm, 'founder' as kind from public.founder_applications
--   union all
--   select route, created_at, utm, 'partnership' from public.partnership_applications
--   union all
--   select route, created_at, utm, 'payment' from public.payments where status in ('paid', 'completed')
-- ) as leads
-- where route in ('/', '/mansion') and created_at >= now() - interval '30 days'
-- group by route
-- order by route;
-- </compare-variants>

-- Objects created from here on are not granted to the API roles unless their file says so.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

-- ═══ schemas/tables/client_error_limits.sql ══════════════════════════════════════════════════════

create table public.client_error_limits (
  id boolean primary key default true check (id),
  per_address_per_day integer not null default 200 check ((per_address_per_day >= 1) and (per_address_per_day <= 100000)),
  total_per_day integer not null default 1000 check ((total_per_day >= 1) and (total_per_day <= 1000000))
);
comment on table public.client_error_limits is 'One row: how many distinct browser error reports (client_error, unhandled_rejection) are kept per address (IPv4, or IPv6 /64) and in all per UTC day; repeats are counted on their first row, reports past a cap on one client_errors_capped row. Change the row to retune.';

alter table public.client_error_limits enable row level security;
revoke all on table public.client_error_limits from anon, authenticated;
grant all on table public.client_error_limits to service_role;

insert into public.client_error_limits (id, per_address_per_day, total_per_day) values
  (true, 200, 1000);

-- ═══ schemas/tables/client_ip_source.sql ═════════════════════════════════════════════════════════

create table public.client_ip_source (
  id boolean primary key default true check (id),
  header text not null default 'cf-connecting-ip' check ((header ~ '^[a-z0-9-]{1,64}$') and (header <> 'x-landfall-client-ip')),
  hop integer not null default 1 check ((hop >= 1) and (hop <= 16))
);
comment on table public.client_ip_source is 'One row: the request header that names the client, and which comma-separated entry counted from the right (hop 1 = the one the last trusted proxy appended). Default cf-connecting-ip, which Cloudflare overwrites on hosted Supabase. Behind your own proxy that appends to X-Forwarded-For: update client_ip_source set header = ''x-forwarded-for'', hop = <number of trusted proxies>. The embedded server reads this row on its first request.';

alter table public.client_ip_source enable row level security;
revoke all on table public.client_ip_source from anon, authenticated;
grant all on table public.client_ip_source to service_role;

insert into public.client_ip_source (id, header, hop) values
  (true, 'cf-connecting-ip', 1);

-- ═══ schemas/tables/site_locales.sql ═════════════════════════════════════════════════════════════

create table public.site_locales (
  locale text primary key check ((char_length(locale) <= 35) and (locale ~ '^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?$')),
  accepted boolean not null default true,
  declared_at timestamptz not null default now()
);
comment on table public.site_locales is 'The languages the site declares (BCP 47 tags, like en, es, pt-BR): leads keep a locale that is accepted. Written by declare_site_locales at deploy.';

alter table public.site_locales enable row level security;
revoke all on table public.site_locales from anon, authenticated;
grant all on table public.site_locales to service_role;

-- ═══ schemas/tables/contact_messages.sql ═════════════════════════════════════════════════════════

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  message text not null,
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset')),
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Messages from the contact block (one row per message sent).';
comment on column public.contact_messages.email is 'Trimmed and lowercased, otherwise as typed.';
comment on column public.contact_messages.phone is 'As typed (trimmed), calling code included; NULL when left empty.';
comment on column public.contact_messages.message is 'As typed (trimmed), at most 5,000 characters; encode it wherever it is shown.';
comment on column public.contact_messages.route is 'Variant route the message came from, e.g. /partner; NULL when malformed.';
comment on column public.contact_messages.utm is 'Only the keys source, medium, campaign, term, content (strings of at most 200 characters).';
comment on column public.contact_messages.consent is 'Cookie consent the message was sent under: granted or denied in the banner, unset without a banner, before a choice or for a malformed value.';
comment on column public.contact_messages.ip_address is 'Client address as request_ip() saw it (see client_ip_source).';

create index contact_messages_route_created_at on public.contact_messages (route, created_at);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

-- ═══ schemas/tables/early_access_signups.sql ═════════════════════════════════════════════════════

create table public.early_access_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'))
);
comment on table public.early_access_signups is 'Early-access emails from the ranking page (one row per sign-up; the same address may appear more than once).';
comment on column public.early_access_signups.email is 'Trimmed and lowercased, otherwise as typed.';
comment on column public.early_access_signups.route is 'Variant route the sign-up came from, e.g. /ranking; NULL when malformed.';
comment on column public.early_access_signups.utm is 'Only the keys source, medium, campaign, term, content (strings of at most 200 characters).';
comment on column public.early_access_signups.referrer is 'document.referrer of the landing page; NULL when longer than 2048 characters.';
comment on column public.early_access_signups.ip_address is 'Client address as request_ip() saw it (see client_ip_source).';
comment on column public.early_access_signups.consent is 'Cookie consent the sign-up was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';

create index early_access_signups_experiment on public.early_access_signups (experiment, arm) where (experiment is not null);
create index early_access_signups_route_created_at on public.early_access_signups (route, created_at);

alter table public.early_access_signups enable row level security;
revoke all on table public.early_access_signups from anon, authenticated;
grant select on table public.early_access_signups to authenticated;
grant all on table public.early_access_signups to service_role;

-- ═══ schemas/tables/failed_login_attempts.sql ════════════════════════════════════════════════════

create table public.failed_login_attempts (
  id uuid primary key default gen_random_uuid(),
  email text,
  ip_address text,
  user_agent text,
  attempt_time timestamptz not null default now(),
  blocked_until timestamptz
);
comment on table public.failed_login_attempts is 'Lockout rule: 5 failures for an email or IP within 15 minutes block it for 15 minutes.';
comment on column public.failed_login_attempts.blocked_until is 'Set on the attempt that reached the limit.';

create index failed_login_attempts_email on public.failed_login_attempts (email, attempt_time);
create index failed_login_attempts_ip on public.failed_login_attempts (ip_address, attempt_time);

alter table public.failed_login_attempts enable row level security;
revoke all on table public.failed_login_attempts from anon, authenticated;
grant all on table public.failed_login_attempts to service_role;

-- ═══ schemas/tables/founder_applications.sql ═════════════════════════════════════════════════════

create table public.founder_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text not null,
  country_code text not null,
  country text check (country ~ '^[A-Z]{2}$'),
  contribution text not null default 'N/A',
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  plot integer check ((plot >= 1) and (plot <= 100)),
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'))
);
comment on table public.founder_applications is 'Founder dossier requests from the four-step founder dialog.';
comment on column public.founder_applications.email is 'Trimmed and lowercased.';
comment on column public.founder_applications.phone is 'The number part as typed (trimmed), without the country code.';
comment on column public.founder_applications.country_code is 'Dialling code, e.g. +44.';
comment on column public.founder_applications.country is 'ISO 3166 alpha-2 of the picked country-code entry (e.g. GB); NULL when not sent or malformed.';
comment on column public.founder_applications.contribution is 'Always N/A: the form has no contribution field (kept for the original schema).';
comment on column public.founder_applications.route is 'Variant route the lead came from, e.g. /mansion; NULL when malformed.';
comment on column public.founder_applications.utm is 'Only the keys source, medium, campaign, term, content (strings of at most 200 characters).';
comment on column public.founder_applications.referrer is 'document.referrer of the page; NULL when longer than 2048 characters.';
comment on column public.founder_applications.ip_address is 'Client address as request_ip() saw it (see client_ip_source).';
comment on column public.founder_applications.plot is 'Plot of the /map board the applicant picked (1-100); NULL when the dialog was opened by any other button.';
comment on column public.founder_applications.experiment is 'Experiment of the page the lead was sent from (body[data-experiment]); NULL outside experiments and in forced previews.';
comment on column public.founder_applications.arm is 'Arm of that page (body[data-arm]); NULL whenever experiment is.';
comment on column public.founder_applications.consent is 'Cookie consent the application was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';

create index founder_applications_country on public.founder_applications (country);
create index founder_applications_experiment on public.founder_applications (experiment, arm) where (experiment is not null);
create index founder_applications_route_created_at on public.founder_applications (route, created_at);

alter table public.founder_applications enable row level security;
revoke all on table public.founder_applications from anon, authenticated;
grant select on table public.founder_applications to authenticated;
grant all on table public.founder_applications to service_role;

-- ═══ schemas/tables/partnership_applications.sql ═════════════════════════════════════════════════

create table public.partnership_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text not null,
  country_code text not null,
  company_name text,
  location text,
  land_details text not null,
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'))
);
comment on table public.partnership_applications is 'Land-partnership proposals from the partnership dialog.';
comment on column public.partnership_applications.company_name is 'Optional; NULL when left empty.';
comment on column public.partnership_applications.location is 'Optional; NULL when left empty.';
comment on column public.partnership_applications.land_details is '10 to 2000 characters describing the land.';
comment on column public.partnership_applications.consent is 'Cookie consent the application was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';

create index partnership_applications_experiment on public.partnership_applications (experiment, arm) where (experiment is not null);
create index partnership_applications_route_created_at on public.partnership_applications (route, created_at);

alter table public.partnership_applications enable row level security;
revoke all on table public.partnership_applications from anon, authenticated;
grant select on table public.partnership_applications to authenticated;
grant all on table public.partnership_applications to service_role;

-- ═══ schemas/tables/lead_files.sql ═══════════════════════════════════════════════════════════════

create table public.lead_files (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check ((char_length(path) >= 1) and (char_length(path) <= 200)),
  name text not null check ((char_length(name) >= 1) and (char_length(name) <= 255)),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv')),
  size integer not null check ((size >= 1) and (size <= 10485760)),
  partnership_application_id uuid references public.partnership_applications (id) on delete cascade,
  ip_address text,
  created_at timestamptz not null default now(),
  linked_at timestamptz
);
comment on table public.lead_files is 'Documents sent with partnership applications; the bytes are in the Storage bucket lead-files under path.';
comment on column public.lead_files.name is 'The file name as the visitor''s browser gave it, stored as typed: encode it where it is shown.';
comment on column public.lead_files.content_type is 'Decided from the file''s bytes by lead-files, never from its name or declared type.';
comment on column public.lead_files.partnership_application_id is 'NULL while pending: uploaded, not (yet) sent with an application.';

create index lead_files_application on public.lead_files (partnership_application_id);

alter table public.lead_files enable row level security;
revoke all on table public.lead_files from anon, authenticated;
grant select on table public.lead_files to authenticated;
grant all on table public.lead_files to service_role;

-- ═══ schemas/tables/marketers.sql ════════════════════════════════════════════════════════════════

create table public.marketers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check ((char_length(email) >= 3) and (char_length(email) <= 254)),
  created_at timestamptz not null default now()
);
comment on table public.marketers is 'Users of Supabase Auth who may use the marketers'' area (/studio).';

alter table public.marketers enable row level security;
revoke all on table public.marketers from anon, authenticated;
grant select on table public.marketers to authenticated;
grant all on table public.marketers to service_role;

-- ═══ schemas/tables/page_views.sql ═══════════════════════════════════════════════════════════════

create table public.page_views (
  day date not null,
  route text not null check ((char_length(route) >= 1) and (char_length(route) <= 200)),
  experiment text not null default '' check (char_length(experiment) <= 64),
  arm text not null default '' check (char_length(arm) <= 64),
  utm_source text not null default '' check (char_length(utm_source) <= 100),
  views bigint not null default 0 check (views >= 0),
  exposures bigint not null default 0 check (exposures >= 0),
  constraint page_views_pkey primary key (day, route, experiment, arm, utm_source)
);
comment on table public.page_views is 'Page views per UTC day, route, experiment arm and UTM source; no cookie, address or other personal data. Written only by count_page_view.';
comment on column public.page_views.experiment is 'Experiment id (experiments/<id>.yaml); empty when the page is in none.';
comment on column public.page_views.arm is 'Arm the visitor was served; empty when the page is in no experiment.';
comment on column public.page_views.utm_source is 'utm_source of the visit as typed; empty when absent.';
comment on column public.page_views.exposures is 'Views that were a visitor''s first of this experiment: the experiment''s visitors.';

create index page_views_experiment on public.page_views (experiment, arm) where (experiment <> ''::text);

alter table public.page_views enable row level security;
revoke all on table public.page_views from anon, authenticated;
grant select on table public.page_views to authenticated;
grant all on table public.page_views to service_role;

-- ═══ schemas/tables/payments.sql ═════════════════════════════════════════════════════════════════

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  stripe_session_id text not null unique,
  product_id text not null,
  amount integer not null check (amount >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'completed', 'canceled', 'needs_review')),
  email text,
  full_name text,
  phone text,
  route text,
  locale text references public.site_locales (locale),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  completed_at timestamptz,
  reported_amount numeric,
  reported_currency text,
  review_requested_at timestamptz,
  experiment text check ((char_length(experiment) >= 1) and (char_length(experiment) <= 64)),
  arm text check ((char_length(arm) >= 1) and (char_length(arm) <= 64)),
  consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset')),
  plot integer check ((plot >= 1) and (plot <= 100)),
  plot_held_until timestamptz,
  constraint payments_plot_held check ((plot is null) = (plot_held_until is null))
);
comment on table public.payments is 'One row per checkout session: pending (created) -> paid (webhook) -> completed (thank-you form); or canceled; or needs_review (Stripe charged another amount or currency: a person decides).';
comment on column public.payments.stripe_session_id is 'Checkout session id; the thank-you page carries it as ?session_id=.';
comment on column public.payments.product_id is 'Key in variants/_shared/products.yaml.';
comment on column public.payments.amount is 'Price charged, in the smallest currency unit (cents), from the server-side catalogue.';
comment on column public.payments.currency is 'ISO 4217, lowercase as Stripe writes it.';
comment on column public.payments.email is 'From the thank-you form (or the checkout, until the form is sent).';
comment on column public.payments.phone is 'Country code joined to the number without a separator, e.g. +44(20) 7946-0958.';
comment on column public.payments.reported_amount is 'needs_review only: amount_total as Stripe reported it (smallest unit); NULL when Stripe sent none.';
comment on column public.payments.reported_currency is 'needs_review only: currency as Stripe reported it.';
comment on column public.payments.review_requested_at is 'When the webhook first found the charge different from the recorded price.';
comment on column public.payments.experiment is 'Experiment of the page the payment started on; NULL outside experiments and in forced previews.';
comment on column public.payments.consent is 'Cookie consent of the page the payment started on (create-payment passes it): granted, denied, or unset as for leads.';
comment on column public.payments.plot is 'Plot of the board selling product_id (the /map plot game, 1-100) this payment takes; NULL for a payment without a plot.';
comment on column public.payments.plot_held_until is 'While pending, the plot is held for this payment until then; afterwards the next buyer of the plot may cancel it.';

create index payments_experiment on public.payments (experiment, arm) where (experiment is not null);
create index payments_needs_review on public.payments (review_requested_at) where (status = 'needs_review'::text);
create index payments_product_sold on public.payments (product_id) where (status = any (array['paid'::text, 'completed'::text]));
create index payments_route_created_at on public.payments (route, created_at);
create unique index payments_one_per_plot on public.payments (product_id, plot) where ((plot is not null) and (status = any (array['pending'::text, 'paid'::text, 'completed'::text, 'needs_review'::text])));

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;

-- ═══ schemas/tables/profiles.sql ═════════════════════════════════════════════════════════════════

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (username ~ '^[A-Za-z0-9_]{3,30}$'),
  full_name text check ((char_length(full_name) >= 1) and (char_length(full_name) <= 100)),
  bio text check ((char_length(bio) >= 1) and (char_length(bio) <= 500)),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'The marketers'' own profiles, edited on the studio''s Profile screen.';
comment on column public.profiles.username is 'As typed; unique case-insensitively (profiles_username_lower_key).';

create unique index profiles_username_lower_key on public.profiles (lower(username));

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- ═══ schemas/tables/rate_limit_hits.sql ══════════════════════════════════════════════════════════

create table public.rate_limit_hits (
  identifier text not null,
  endpoint text not null,
  window_start timestamptz not null,
  count integer not null,
  expires_at timestamptz not null,
  constraint rate_limit_hits_pkey primary key (identifier, endpoint, window_start)
);
comment on table public.rate_limit_hits is 'Admitted requests per key, endpoint and second; a row counts until expires_at (a sliding window). Expired rows of any key are deleted a few per call.';
comment on column public.rate_limit_hits.identifier is 'The rate-limit key: an IPv4 address, an IPv6 /64, or another identifier a service-role caller chose.';
comment on column public.rate_limit_hits.window_start is 'The second the requests were admitted in.';
comment on column public.rate_limit_hits.count is 'Requests admitted in that second.';
comment on column public.rate_limit_hits.expires_at is 'Window_minutes after the latest of them: until then they count against the limit.';

create index rate_limit_hits_expires_at on public.rate_limit_hits (expires_at);

alter table public.rate_limit_hits enable row level security;
revoke all on table public.rate_limit_hits from anon, authenticated;
grant all on table public.rate_limit_hits to service_role;

-- ═══ schemas/tables/rate_limit_rules.sql ═════════════════════════════════════════════════════════

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

-- ═══ schemas/tables/security_event_retention.sql ═════════════════════════════════════════════════

create table public.security_event_retention (
  id boolean primary key default true check (id),
  keep_days integer not null default 90 check ((keep_days >= 1) and (keep_days <= 3650))
);
comment on table public.security_event_retention is 'One row: security events older than keep_days are deleted, a few per new event.';

alter table public.security_event_retention enable row level security;
revoke all on table public.security_event_retention from anon, authenticated;
grant all on table public.security_event_retention to service_role;

insert into public.security_event_retention (id, keep_days) values
  (true, 90);

-- ═══ schemas/tables/security_events.sql ══════════════════════════════════════════════════════════

create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  action text not null,
  resource text not null,
  details jsonb not null default '{}'::jsonb,
  ip_address text,
  created_at timestamptz not null default now(),
  occurrences integer not null default 1 check (occurrences > 0),
  last_seen_at timestamptz not null default now(),
  rate_limit_key text,
  browser_id text check (browser_id ~ '^[A-Za-z0-9_-]{32}$'),
  fingerprint text check (fingerprint ~ '^[0-9a-f]{32}$')
);
comment on table public.security_events is 'Refusals, client errors and client signals: form_validation_failed, rate_limit_exceeded, membership_completion_refused, payment_amount_mismatch, client_error, unhandled_rejection, client_errors_capped, suspicious_clicking, devtools_open (and the actions later migrations add).';
comment on column public.security_events.details is 'For forms: {type, category, form_type, ip_address, error (first message), email}.';
comment on column public.security_events.ip_address is 'Client address as request_ip() saw it (full address, also for IPv6).';
comment on column public.security_events.occurrences is 'rate_limit_exceeded: refusals of this key and endpoint counted on this row (the first one and the rest of its window). Client errors and signals: repeats counted on it. client_errors_capped: reports dropped past a cap.';
comment on column public.security_events.last_seen_at is 'When the last occurrence counted on this row happened.';
comment on column public.security_events.rate_limit_key is 'The key a limit counted: the refused key for rate_limit_exceeded, the reporting address for client errors and client_errors_capped (an IPv4 address or an IPv6 /64; NULL on the all-addresses cap row).';
comment on column public.security_events.browser_id is 'Client events only: the random id the browser keeps for itself (src/interactive/api/browser-id.ts), not a device fingerprint. NULL when the call sent none or a malformed one.';
comment on column public.security_events.fingerprint is 'client_error and unhandled_rejection only: md5 of kind, message and details; a repeat from the same address on the same UTC day is counted on this row.';

create index security_events_browser_id on public.security_events (browser_id, action, created_at) where (browser_id is not null);
create index security_events_client_errors on public.security_events (rate_limit_key, created_at) where (fingerprint is not null);
create index security_events_client_errors_capped on public.security_events (created_at) where (action = 'client_errors_capped'::text);
create index security_events_client_errors_day on public.security_events (created_at) where (fingerprint is not null);
create index security_events_created_at on public.security_events (created_at);
create index security_events_rate_limit on public.security_events (resource, rate_limit_key, created_at) where (rate_limit_key is not null);

alter table public.security_events enable row level security;
revoke all on table public.security_events from anon, authenticated;
grant all on table public.security_events to service_role;

-- ═══ schemas/tables/webhook_endpoints.sql ════════════════════════════════════════════════════════

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  url text not null check ((char_length(url) <= 2048) and (url ~* '^https?://[^/?#@[:space:]]+') and (url !~ '[[:space:][:cntrl:]]')),
  secret text not null default ('whsec_'::text || replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text)),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
comment on table public.webhook_endpoints is 'Addresses that receive each new lead as signed JSON (Landfall-Signature). Pause one with active = false.';
comment on column public.webhook_endpoints.url is 'http(s) address, up to 2048 characters. Addresses of this machine or a private network are refused at delivery time.';
comment on column public.webhook_endpoints.secret is 'HMAC-SHA256 key the receiver verifies with; shown once when the endpoint is added.';

alter table public.webhook_endpoints enable row level security;
revoke all on table public.webhook_endpoints from anon, authenticated;
grant all on table public.webhook_endpoints to service_role;

-- ═══ schemas/tables/webhook_outbox.sql ═══════════════════════════════════════════════════════════

create table public.webhook_outbox (
  id bigserial primary key,
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event text not null default 'lead.created' check (event = 'lead.created'),
  payload jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  constraint webhook_outbox_check check ((state = 'pending') = (next_attempt_at is not null))
);
comment on table public.webhook_outbox is 'One row per lead and endpoint, written in the lead''s transaction; pending -> delivered, or dead after webhook_max_attempts() failures (kept).';
comment on column public.webhook_outbox.next_attempt_at is 'When the row is next due; while a drainer holds it, the end of its lease. NULL once delivered or dead.';
comment on column public.webhook_outbox.last_status is 'HTTP status of the last answer; NULL when there was none (refused address, network error, timeout).';

create index webhook_outbox_due on public.webhook_outbox (next_attempt_at, id) where (state = 'pending'::text);
create index webhook_outbox_endpoint on public.webhook_outbox (endpoint_id);

alter table public.webhook_outbox enable row level security;
revoke all on table public.webhook_outbox from anon, authenticated;
grant all on table public.webhook_outbox to service_role;
revoke all on sequence public.webhook_outbox_id_seq from anon, authenticated;
grant all on sequence public.webhook_outbox_id_seq to service_role;

-- ═══ schemas/storage/lead-files.sql ══════════════════════════════════════════════════════════════

-- Partnership documents: a private bucket only the lead-files Edge Function writes (service role);
-- marketers read through policies/storage.objects.sql. The same row as config.toml's
-- [storage.buckets.lead-files], for a linked project.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('lead-files', 'lead-files', false, 10485760,
        array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv'])
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- ═══ schemas/functions/js_space_chars.sql ════════════════════════════════════════════════════════

-- JavaScript's \s and String.prototype.trim set (WhiteSpace + LineTerminator), spelled out so
-- the server agrees with the browser whatever the database locale thinks [[:space:]] is.
create function public.js_space_chars() returns text
language sql immutable set search_path = public, pg_temp
as $$
  select E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005'
      || E'\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
$$;

revoke execute on function public.js_space_chars() from public, anon, authenticated;
grant execute on function public.js_space_chars() to service_role;

-- ═══ schemas/functions/log_security_event.sql ════════════════════════════════════════════════════

create function public.log_security_event(action text, resource text, details jsonb) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  event_id uuid;
begin
  insert into public.security_events (action, resource, details, ip_address)
  values (log_security_event.action, log_security_event.resource, coalesce(log_security_event.details, '{}'::jsonb), public.request_ip())
  returning id into event_id;
  perform public.prune_security_events();
  return event_id;
end;
$$;

revoke execute on function public.log_security_event(action text, resource text, details jsonb) from public, anon, authenticated;
grant execute on function public.log_security_event(action text, resource text, details jsonb) to service_role;

-- ═══ schemas/functions/plot_number.sql ═══════════════════════════════════════════════════════════

-- The plot as a number when it is a valid one (1-100, a JSON integer or a string of digits), else NULL.
create function public.plot_number(value jsonb) returns integer
language sql immutable set search_path = public, pg_temp
as $$
  -- The pattern alone admits 1-100, so the cast only ever sees those digits (a CASE arm, not an
  -- AND: the planner may fold either side of an AND first, and "abc"::integer would raise).
  select case when digits ~ '^(100|[1-9][0-9]?)$' then digits::integer end
  from (select case jsonb_typeof(value)
                 when 'number' then value::text
                 when 'string' then value #>> '{}'
               end as digits) as parsed;
$$;

revoke execute on function public.plot_number(value jsonb) from public, anon, authenticated;
grant execute on function public.plot_number(value jsonb) to service_role;

-- ═══ schemas/functions/request_ip.sql ════════════════════════════════════════════════════════════

-- The client address: x-landfall-client-ip on a service-role call (our edge functions name the
-- visitor there); otherwise the configured header and hop. 'unknown' when that is missing or
-- not an address: one shared bucket, and never a header the configuration did not name.
create function public.request_ip() returns text
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  headers jsonb := public.request_headers();
  claims text := nullif(current_setting('request.jwt.claims', true), '');
  source public.client_ip_source;
begin
  if claims is not null and jsonb_typeof(claims::jsonb) = 'object' and claims::jsonb ->> 'role' = 'service_role'
     and headers ? 'x-landfall-client-ip' then
    return coalesce(public.normalize_ip(headers ->> 'x-landfall-client-ip'), 'unknown');
  end if;
  select * into source from public.client_ip_source limit 1;
  return coalesce(public.normalize_ip(public.header_entry(
    headers ->> coalesce(source.header, 'cf-connecting-ip'), coalesce(source.header, 'cf-connecting-ip'), coalesce(source.hop, 1))), 'unknown');
end;
$$;

revoke execute on function public.request_ip() from public, anon, authenticated;
grant execute on function public.request_ip() to service_role;

-- ═══ schemas/functions/has_script_content.sql ════════════════════════════════════════════════════

-- The contract's <\s*script|javascript:|data: (case-insensitive).
create function public.has_script_content(value text) returns boolean
language sql immutable set search_path = public, pg_temp
as $$
  select value ~* ('<[' || public.js_space_chars() || ']*script|javascript:|data:');
$$;

revoke execute on function public.has_script_content(value text) from public, anon, authenticated;
grant execute on function public.has_script_content(value text) to service_role;

-- ═══ schemas/functions/add_webhook_endpoint.sql ══════════════════════════════════════════════════

-- {url} -> {ok, id, url, secret} | 400 LF400 {"url": …}. The secret is returned here only.
create function public.add_webhook_endpoint(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  added public.webhook_endpoints;
begin
  if char_length(address) > 2048 then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "URL too long"}');
  end if;
  if address !~* '^https?://[^/?#@[:space:]]+' or address ~ '[[:space:][:cntrl:]]' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"url": "Enter an address starting with http:// or https://"}');
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('ok', true, 'id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

revoke execute on function public.add_webhook_endpoint(jsonb) from public, anon, authenticated;
grant execute on function public.add_webhook_endpoint(jsonb) to service_role;

-- ═══ schemas/functions/check_rate_limit.sql ══════════════════════════════════════════════════════

-- Sliding window: admits while fewer than max_requests were admitted in the last window_minutes.
-- The advisory lock per endpoint and key makes concurrent callers take turns, so exactly
-- max_requests pass even when they arrive at once; it is released at commit.
create function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer)
returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => greatest(coalesce(window_minutes, 1), 1));
  admitted integer;
begin
  perform pg_advisory_xact_lock(hashtext('landfall.rate_limit'), hashtext(check_rate_limit.endpoint || ' ' || key));

  -- Bounded cleanup of every key, so keys that never come back do not stay forever.
  delete from public.rate_limit_hits
  where ctid in (select h.ctid from public.rate_limit_hits as h where h.expires_at <= now()
                 order by h.expires_at limit 20 for update skip locked);

  select coalesce(sum(h.count), 0) into admitted
  from public.rate_limit_hits as h
  where h.identifier = key and h.endpoint = check_rate_limit.endpoint and h.expires_at > now();
  if admitted >= coalesce(max_requests, 0) then
    return false;
  end if;

  insert into public.rate_limit_hits as hits (identifier, endpoint, window_start, count, expires_at)
  values (key, check_rate_limit.endpoint, date_trunc('second', now()), 1, now() + window_length)
  on conflict on constraint rate_limit_hits_pkey
  do update set count = hits.count + 1, expires_at = greatest(hits.expires_at, excluded.expires_at);
  return true;
end;
$$;

revoke execute on function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer) from public, anon, authenticated;
grant execute on function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer) to service_role;

-- ═══ schemas/functions/claim_webhook_deliveries.sql ══════════════════════════════════════════════

-- {limit?} (1-100, default 20) -> [{id, url, secret, event, attempt, created_at, payload}],
-- oldest due first. Each claimed row counts an attempt and is leased.
create function public.claim_webhook_deliveries(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted integer := case when jsonb_typeof($1 -> 'limit') = 'number' and $1 ->> 'limit' ~ '^[0-9]{1,3}$'
                         then least(greatest(($1 ->> 'limit')::integer, 1), 100) else 20 end;
  claimed jsonb;
begin
  with due as (
    select o.id from public.webhook_outbox as o
    join public.webhook_endpoints as e on e.id = o.endpoint_id and e.active
    where o.state = 'pending' and o.next_attempt_at <= now()
    order by o.next_attempt_at, o.id
    limit wanted
    for update of o skip locked
  ), taken as (
    update public.webhook_outbox as o
    set attempts = o.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + public.webhook_lease()
    from due where o.id = due.id
    returning o.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id, 'url', e.url, 'secret', e.secret, 'event', t.event, 'attempt', t.attempts,
           'created_at', t.created_at, 'payload', t.payload) order by t.id), '[]'::jsonb)
  into claimed
  from taken as t join public.webhook_endpoints as e on e.id = t.endpoint_id;
  return claimed;
end;
$$;

revoke execute on function public.claim_webhook_deliveries(jsonb) from public, anon, authenticated;
grant execute on function public.claim_webhook_deliveries(jsonb) to service_role;

-- ═══ schemas/functions/company_name_error.sql ════════════════════════════════════════════════════

create function public.company_name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Company name too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

revoke execute on function public.company_name_error(value text) from public, anon, authenticated;
grant execute on function public.company_name_error(value text) to service_role;

-- ═══ schemas/functions/complete_membership.sql ═══════════════════════════════════════════════════

create function public.complete_membership(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text;
  new_name text;
  new_email text;
  new_phone text;
  country_code text;
  refused jsonb;
  payment_id uuid;
begin
  if not public.rate_limit_allows('complete_membership') then
    return public.refuse_rate_limited('complete_membership', 'membership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('complete_membership', 'membership');
  end if;
  session_id := public.field_text(body, 'sessionId');
  new_name := public.field_text(body, 'name');
  new_email := lower(public.field_text(body, 'email'));
  new_phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  refused := public.refuse_invalid('complete_membership', 'membership', new_email,
    'name', public.name_error(new_name),
    'email', public.email_error(new_email),
    'phone', public.phone_error(new_phone),
    'countryCode', public.country_code_error(country_code));
  if refused is not null then
    return refused;
  end if;

  -- One statement: of two concurrent completions only one finds the row still 'paid'.
  update public.payments as p
  set status = 'completed', email = new_email, full_name = new_name, phone = country_code || new_phone,
      completed_at = now()
  where p.stripe_session_id = session_id and p.status = 'paid'
  returning p.id into payment_id;

  if payment_id is null then
    perform public.log_refusal('membership_completion_refused', 'complete_membership', 'membership',
      'Payment session not found, unpaid or already completed', new_email);
    return public.refusal(409, 'LF409', 'Payment session not found, unpaid or already completed', null);
  end if;
  return jsonb_build_object('ok', true, 'id', payment_id);
end;
$$;

revoke execute on function public.complete_membership(jsonb) from public;
grant execute on function public.complete_membership(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/consume_rate_limit.sql ════════════════════════════════════════════════════

-- {endpoint, identifier?}; identifier defaults to request_ip(). 200 {ok} | 429 LF429 | 400 LF400.
create function public.consume_rate_limit(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted text := public.field_text($1, 'endpoint');
  identifier text := coalesce(nullif(public.field_text($1, 'identifier'), ''), public.request_ip());
  rule public.rate_limit_rules;
begin
  select * into rule from public.rate_limit_rules as r where r.endpoint = wanted;
  if not found then
    return public.refusal(400, 'LF400', 'Validation failed', '{"endpoint": "Unknown endpoint"}');
  end if;
  if not public.check_rate_limit(identifier, wanted, rule.max_requests, rule.window_minutes) then
    perform public.record_rate_limit_refusal(wanted, identifier, jsonb_build_object(
      'type', 'rate_limit', 'category', wanted, 'form_type', null, 'ip_address', left(identifier, 100),
      'error', 'Too many requests', 'email', null));
    return public.refusal(429, 'LF429', 'Too many requests', null);
  end if;
  return jsonb_build_object('ok', true);
end;
$$;

revoke execute on function public.consume_rate_limit(jsonb) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(jsonb) to service_role;

-- ═══ schemas/functions/count_capped_client_error.sql ═════════════════════════════════════════════

-- Counts one dropped report on today's client_errors_capped row for this key (NULL: the cap on
-- all addresses), adding the row on the first one.
create function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamptz) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  event_id uuid;
begin
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select marker.id from public.security_events as marker
    where marker.action = 'client_errors_capped' and marker.created_at >= day_start
      and marker.rate_limit_key is not distinct from key
    order by marker.created_at
    limit 1)
  returning e.id into event_id;
  if event_id is null then
    insert into public.security_events (action, resource, details, ip_address, rate_limit_key)
    values ('client_errors_capped', 'client', jsonb_build_object(
              'message', case when key is null
                              then 'Daily cap on error reports from all addresses reached: later ones today are counted here, not stored'
                              else 'Daily cap on error reports from this address reached: later ones today are counted here, not stored' end,
              'cap', cap),
            ip, key)
    returning id into event_id;
    perform public.prune_security_events();
  end if;
  return event_id;
end;
$$;

revoke execute on function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamp with time zone) from public, anon, authenticated;
grant execute on function public.count_capped_client_error(key text, ip text, cap integer, day_start timestamp with time zone) to service_role;

-- ═══ schemas/functions/count_page_view.sql ═══════════════════════════════════════════════════════

create function public.count_page_view(p_route text default null, p_experiment text default null, p_arm text default null,
  p_utm_source text default null, p_exposure boolean default false) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  experiment_id text := coalesce(p_experiment, '');
  arm_name text := coalesce(p_arm, '');
  source text := coalesce(p_utm_source, '');
  problem text;
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

  insert into public.page_views as counted (day, route, experiment, arm, utm_source, views, exposures)
  values ((now() at time zone 'utc')::date, p_route, experiment_id, arm_name, source, 1,
          case when coalesce(p_exposure, false) and experiment_id <> '' then 1 else 0 end)
  on conflict (day, route, experiment, arm, utm_source) do update
  set views = counted.views + 1, exposures = counted.exposures + excluded.exposures;
  return null;
end;
$$;

revoke execute on function public.count_page_view(p_route text, p_experiment text, p_arm text, p_utm_source text, p_exposure boolean) from public;
grant execute on function public.count_page_view(p_route text, p_experiment text, p_arm text, p_utm_source text, p_exposure boolean) to anon, authenticated, service_role;

-- ═══ schemas/functions/country_code_error.sql ════════════════════════════════════════════════════

create function public.country_code_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Select a country code'
    when value !~ '^\+[0-9]{1,4}$' then 'Invalid country code format'
  end;
$$;

revoke execute on function public.country_code_error(value text) from public, anon, authenticated;
grant execute on function public.country_code_error(value text) to service_role;

-- ═══ schemas/functions/declare_site_locales.sql ══════════════════════════════════════════════════

-- text[] of BCP 47 tags -> {accepted: [...]}: the site's languages now, in the order given. Each
-- is accepted from now on; every other one stops being accepted. Refuses (22023) an empty list or
-- a tag that is not shaped like a language (en, es, pt-BR, zh-Hant), naming it.
create function public.declare_site_locales(locales text[]) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  tag text;
begin
  if locales is null or cardinality(locales) = 0 then
    raise exception 'A site declares at least one language' using errcode = '22023';
  end if;
  foreach tag in array locales loop
    if tag is null or char_length(tag) > 35 or tag !~ '^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?$' then
      raise exception 'Not a language tag: %', coalesce(quote_literal(tag), 'null') using errcode = '22023',
        hint = 'A BCP 47 tag: a language, then a script or a region if needed, like en, es, pt-BR or zh-Hant';
    end if;
  end loop;
  insert into public.site_locales (locale, accepted, declared_at)
  select given.locale, true, now() from unnest(locales) as given (locale)
  on conflict (locale) do update set accepted = true, declared_at = excluded.declared_at;
  update public.site_locales set accepted = false where accepted and locale <> all (locales);
  return jsonb_build_object('accepted', to_jsonb(locales));
end;
$$;

revoke execute on function public.declare_site_locales(locales text[]) from public, anon, authenticated;
grant execute on function public.declare_site_locales(locales text[]) to service_role;

-- ═══ schemas/functions/email_error.sql ═══════════════════════════════════════════════════════════

create function public.email_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value !~ ('^[^@' || s || ']+@[^@' || s || ']+\.[^@' || s || ']+$') then 'Invalid email format'
    when char_length(value) > 254 then 'Email too long'
    when value ~ '[<>]' then 'Invalid characters'
  end
  from (select public.js_space_chars() as s) as chars;
$$;

revoke execute on function public.email_error(value text) from public, anon, authenticated;
grant execute on function public.email_error(value text) to service_role;

-- ═══ schemas/functions/experiment_arm_counts.sql ═════════════════════════════════════════════════

-- Per arm: views, visitors (exposures) and conversions for the goal (the names of
-- src/experiments/manifest.ts GOALS), counted from p_from to p_to (UTC days, both included;
-- NULL for open). A paid payment that was later completed still counts as paid. Arms with views
-- but no conversion and the reverse both appear; an unknown goal is an error (22023).
create function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date default null, p_to date default null)
returns table (arm text, views bigint, visitors bigint, conversions bigint)
language plpgsql stable security definer set search_path = public, pg_temp
as $$
#variable_conflict use_column
begin
  if p_goal is null or p_goal not in ('founder-application', 'partnership-application', 'early-access-signup', 'payment-paid', 'membership-completed') then
    raise exception 'Unknown goal %', p_goal using errcode = '22023';
  end if;
  return query
  with seen as (
    select v.arm, sum(v.views)::bigint as views, sum(v.exposures)::bigint as visitors
    from public.page_views as v
    where v.experiment = p_experiment and v.arm <> ''
      and (p_from is null or v.day >= p_from) and (p_to is null or v.day <= p_to)
    group by v.arm
  ), leads as (
    select f.arm, f.created_at from public.founder_applications as f
    where p_goal = 'founder-application' and f.experiment = p_experiment
    union all
    select pa.arm, pa.created_at from public.partnership_applications as pa
    where p_goal = 'partnership-application' and pa.experiment = p_experiment
    union all
    select e.arm, e.created_at from public.early_access_signups as e
    where p_goal = 'early-access-signup' and e.experiment = p_experiment
    union all
    select p.arm, p.created_at from public.payments as p
    where p.experiment = p_experiment
      and ((p_goal = 'payment-paid' and p.status in ('paid', 'completed'))
        or (p_goal = 'membership-completed' and p.status = 'completed'))
  ), converted as (
    select l.arm, count(*)::bigint as conversions
    from leads as l
    where l.arm is not null
      and (p_from is null or (l.created_at at time zone 'utc')::date >= p_from)
      and (p_to is null or (l.created_at at time zone 'utc')::date <= p_to)
    group by l.arm
  )
  select coalesce(s.arm, c.arm), coalesce(s.views, 0::bigint), coalesce(s.visitors, 0::bigint), coalesce(c.conversions, 0::bigint)
  from seen as s full join converted as c on c.arm = s.arm
  order by 1;
end;
$$;

revoke execute on function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date, p_to date) from public, anon, authenticated;
grant execute on function public.experiment_arm_counts(p_experiment text, p_goal text, p_from date, p_to date) to service_role;

-- ═══ schemas/functions/field_errors.sql ══════════════════════════════════════════════════════════

-- Validation results are (field, message) pairs in form order; a NULL message means the field passed.
-- {field: message} for the failing fields ('{}' when all pass):
create function public.field_errors(variadic pairs text[]) returns jsonb
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(pairs[i], pairs[i + 1]), '{}'::jsonb)
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null;
$$;

revoke execute on function public.field_errors(VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.field_errors(VARIADIC pairs text[]) to service_role;

-- ═══ schemas/functions/field_text.sql ════════════════════════════════════════════════════════════

-- A form field as the rules see it: a JSON string, trimmed like String.prototype.trim; anything
-- else (missing, number, null, object) counts as ''.
create function public.field_text(body jsonb, key text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(body -> key) = 'string'
              then btrim(body ->> key, public.js_space_chars()) else '' end;
$$;

revoke execute on function public.field_text(body jsonb, key text) from public, anon, authenticated;
grant execute on function public.field_text(body jsonb, key text) to service_role;

-- ═══ schemas/functions/first_error.sql ═══════════════════════════════════════════════════════════

-- The first failing message in form order (jsonb does not keep key order, so ask the pairs).
create function public.first_error(variadic pairs text[]) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select pairs[i + 1]
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null
  order by i
  limit 1;
$$;

revoke execute on function public.first_error(VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.first_error(VARIADIC pairs text[]) to service_role;

-- ═══ schemas/functions/header_entry.sql ══════════════════════════════════════════════════════════

-- The hop-th comma-separated entry from the right; for a Forwarded header, its for= value.
create function public.header_entry(value text, header text, hop integer) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when $2 = 'forwarded'
              then (regexp_match(entry, '(?:^|;)\s*for=("[^"]*"|[^;]*)', 'i'))[1]
              else entry end
  from (select entries[array_length(entries, 1) - $3 + 1] as entry
        from (select string_to_array($1, ',') as entries) as split) as picked;
$$;

revoke execute on function public.header_entry(value text, header text, hop integer) from public, anon, authenticated;
grant execute on function public.header_entry(value text, header text, hop integer) to service_role;

-- ═══ schemas/functions/hook_password_verification_attempt.sql ════════════════════════════════════

-- Supabase Auth's password verification hook: event { user_id, valid }, answer { decision,
-- message, should_logout_user }. Blocked means reject, even for the right password; a wrong
-- password is recorded, and the one that reaches the limit is answered with the lockout text.
-- Guesses for one email are serialized, so parallel ones each see the failures before them.
-- An error here fails the sign-in (Supabase Auth refuses when its hook fails).
create function public.hook_password_verification_attempt(event jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  who text;
  locked text;
begin
  select lower(u.email) into who from auth.users as u where u.id = (event ->> 'user_id')::uuid;
  if who is null then
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials', 'should_logout_user', false);
  end if;
  perform pg_advisory_xact_lock(hashtext(who));
  locked := public.login_lockout_message(who, null);
  if locked is null and (event ->> 'valid')::boolean is not true then
    perform public.record_failed_login(who, null, null);
    locked := public.login_lockout_message(who, null);
  end if;
  if locked is not null then
    -- Existing sessions stay: whoever guesses an email must not be able to sign its owner out.
    return jsonb_build_object('decision', 'reject', 'message', locked, 'should_logout_user', false);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

revoke execute on function public.hook_password_verification_attempt(event jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_password_verification_attempt(event jsonb) to supabase_auth_admin;

-- ═══ schemas/functions/is_marketer.sql ═══════════════════════════════════════════════════════════

create function public.is_marketer() returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (
    select 1
    from public.marketers as m
    join auth.sessions as s on s.user_id = m.user_id
    where m.user_id = auth.uid()
      and s.id = (
        select case when claim ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then claim::uuid end
        from (select case when jsonb_typeof(auth.jwt() -> 'session_id') = 'string' then auth.jwt() ->> 'session_id' end as claim) as token
      )
  );
$$;

comment on function public.is_marketer() is 'True when the caller''s token names a marketer and a session of theirs that has not ended (auth.sessions). Every studio call and policy asks it.';
revoke execute on function public.is_marketer() from public, anon;
grant execute on function public.is_marketer() to authenticated, service_role;

-- ═══ schemas/functions/json_int_between.sql ══════════════════════════════════════════════════════

-- A JSON integer in [low, high], else NULL: a count or a size, never text.
create function public.json_int_between(value jsonb, low integer, high integer) returns integer
language sql immutable set search_path = public, pg_temp
as $$
  -- Nested, so the cast runs only on digits (AND does not promise an order).
  select case when jsonb_typeof(value) = 'number' and (value #>> '{}') ~ '^[0-9]{1,9}$'
              then case when (value #>> '{}')::integer between low and high then (value #>> '{}')::integer end end;
$$;

revoke execute on function public.json_int_between(value jsonb, low integer, high integer) from public, anon, authenticated;
grant execute on function public.json_int_between(value jsonb, low integer, high integer) to service_role;

-- ═══ schemas/functions/json_token.sql ════════════════════════════════════════════════════════════

-- A lowercase token such as an element's tag or ARIA role, else NULL.
create function public.json_token(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(value) = 'string' and (value #>> '{}') ~ '^[a-z][a-z0-9-]{0,31}$' then value #>> '{}' end;
$$;

revoke execute on function public.json_token(value jsonb) from public, anon, authenticated;
grant execute on function public.json_token(value jsonb) to service_role;

-- ═══ schemas/functions/land_details_error.sql ════════════════════════════════════════════════════

create function public.land_details_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) < 10 then 'Please provide more details about your land'
    when char_length(value) > 2000 then 'Land details too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

revoke execute on function public.land_details_error(value text) from public, anon, authenticated;
grant execute on function public.land_details_error(value text) to service_role;

-- ═══ schemas/functions/lead_context.sql ══════════════════════════════════════════════════════════

-- The lead context (route, locale, utm, referrer, experiment, arm, consent) never refuses a
-- submission: a malformed part is stored as NULL (utm: only the known keys survive). The locale is
-- kept only when the site declares it (site_locales): a lookup, so the function is stable.
create function public.lead_context(body jsonb) returns jsonb
language sql stable set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'route', case when route ~ '^/[A-Za-z0-9/_-]{0,199}$' then route end,
    'locale', (select s.locale from public.site_locales s where s.locale = fields.locale and s.accepted),
    'utm', coalesce((
      select jsonb_object_agg(key, value #>> '{}')
      from jsonb_each(case when jsonb_typeof(body -> 'utm') = 'object' then body -> 'utm' else '{}'::jsonb end)
      where key in ('source', 'medium', 'campaign', 'term', 'content')
        and jsonb_typeof(value) = 'string' and char_length(value #>> '{}') <= 200
    ), '{}'::jsonb),
    'referrer', case when jsonb_typeof(body -> 'referrer') = 'string' and char_length(referrer) <= 2048 then referrer end,
    'experiment', case when attributed then experiment end,
    'arm', case when attributed then arm end,
    'consent', case when body -> 'consent' in ('"granted"'::jsonb, '"denied"'::jsonb) then body ->> 'consent' else 'unset' end)
  from (select public.field_text(body, 'route') as route, public.field_text(body, 'locale') as locale,
               public.field_text(body, 'referrer') as referrer,
               public.field_text(body, 'experiment') as experiment, public.field_text(body, 'arm') as arm,
               jsonb_typeof(body -> 'experiment') = 'string' and jsonb_typeof(body -> 'arm') = 'string'
                 and public.field_text(body, 'experiment') ~ '^[^[:cntrl:]]{1,64}$'
                 and public.field_text(body, 'arm') ~ '^[^[:cntrl:]]{1,64}$' as attributed) as fields;
$$;

revoke execute on function public.lead_context(body jsonb) from public, anon, authenticated;
grant execute on function public.lead_context(body jsonb) to service_role;

-- ═══ schemas/functions/lead_file_ids.sql ═════════════════════════════════════════════════════════

-- The ids an application names: a JSON array of strings or one comma-separated string (the
-- form sends its values as strings); anything that is not a uuid is dropped; the first 10 count.
create function public.lead_file_ids(body jsonb) returns uuid[]
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(array_agg(id::uuid), '{}')
  from (
    select btrim(value) as id
    from (
      select jsonb_array_elements_text(case when jsonb_typeof(body -> 'fileIds') = 'array' then body -> 'fileIds' else '[]'::jsonb end) as value
      union all
      select unnest(string_to_array(case when jsonb_typeof(body -> 'fileIds') = 'string' then body ->> 'fileIds' else '' end, ','))
    ) as given
    where btrim(value) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    limit 10
  ) as ids;
$$;

revoke execute on function public.lead_file_ids(body jsonb) from public, anon, authenticated;
grant execute on function public.lead_file_ids(body jsonb) to service_role;

-- ═══ schemas/functions/live_offer_counts.sql ═════════════════════════════════════════════════════

-- Social proof on the pages: founder applications per country, sold (paid or completed)
-- payments per product. Counts only; no row is ever exposed.
create function public.live_offer_counts(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
begin
  if not public.rate_limit_allows('live_offer_counts') then
    return public.refuse_rate_limited('live_offer_counts', null, null);
  end if;
  return jsonb_build_object(
    'countries', coalesce((
      select jsonb_object_agg(country, n)
      from (select country, count(*) as n from public.founder_applications where country is not null group by country) as c
    ), '{}'::jsonb),
    'products', coalesce((
      select jsonb_object_agg(product_id, n)
      from (select product_id, count(*) as n from public.payments where status in ('paid', 'completed') group by product_id) as p
    ), '{}'::jsonb));
end;
$$;

revoke execute on function public.live_offer_counts(jsonb) from public;
grant execute on function public.live_offer_counts(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/location_error.sql ════════════════════════════════════════════════════════

create function public.location_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Location too long'
    when normalize(value, NFC) !~ '^[[:alnum:] ,.-]+$' then 'Location contains invalid characters'
  end;
$$;

revoke execute on function public.location_error(value text) from public, anon, authenticated;
grant execute on function public.location_error(value text) to service_role;

-- ═══ schemas/functions/log_client_event.sql ══════════════════════════════════════════════════════

-- Browser errors reported by the page (client_error, unhandled_rejection); error reports go through
-- record_client_error. {action, message, details?, browserId?, route?}; 200 {ok, id} | 400 LF400 | 429 LF429.
create function public.log_client_event(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  kind text;
  extra jsonb;
  browser text;
  stored jsonb;
  event_id uuid;
begin
  if not public.rate_limit_allows('log_client_event') then
    return public.refuse_rate_limited('log_client_event', null, null);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('log_client_event', null);
  end if;
  kind := public.field_text(body, 'action');
  if kind not in ('client_error', 'unhandled_rejection', 'suspicious_clicking', 'devtools_open') then
    perform public.log_refusal('form_validation_failed', 'log_client_event', null, 'Unknown action', null);
    return public.refusal(400, 'LF400', 'Validation failed', '{"action": "Unknown action"}');
  end if;

  browser := case when jsonb_typeof(body -> 'browserId') = 'string' and (body ->> 'browserId') ~ '^[A-Za-z0-9_-]{32}$'
                  then body ->> 'browserId' end;
  extra := body -> 'details';

  if kind in ('suspicious_clicking', 'devtools_open') and browser is not null then
    -- Two calls of one browser at once take turns, so the second finds the first's row.
    perform pg_advisory_xact_lock(hashtext('landfall.client_signal'), hashtext(browser || ' ' || kind));
    update public.security_events as e
    set occurrences = e.occurrences + 1, last_seen_at = now()
    where e.id = (
      select seen.id from public.security_events as seen
      where seen.browser_id = browser and seen.action = kind
        and seen.created_at > now() - interval '30 minutes'
      order by seen.created_at desc
      limit 1)
    returning e.id into event_id;
    if event_id is not null then
      return jsonb_build_object('ok', true, 'id', event_id);
    end if;
  end if;

  stored := case kind
    when 'suspicious_clicking' then jsonb_build_object(
      'message', 'More than 10 clicks, each within 100 ms of the previous',
      'clicks', public.json_int_between(extra -> 'clicks', 11, 100000),
      'tag', public.json_token(extra -> 'tag'),
      'role', public.json_token(extra -> 'role'))
    when 'devtools_open' then jsonb_build_object(
      'message', 'Window outer and inner sizes differ by more than 200 px',
      'width_gap', public.json_int_between(extra -> 'widthGap', 0, 100000),
      'height_gap', public.json_int_between(extra -> 'heightGap', 0, 100000))
    else jsonb_build_object(
      'message', left(public.field_text(body, 'message'), 1000),
      -- Bounded so a page cannot store megabytes per call.
      'details', case when extra is not null and char_length(extra::text) <= 4000 then extra end)
  end || jsonb_build_object(
    'route', public.lead_context(body) ->> 'route',
    'user_agent', left(public.request_headers() ->> 'user-agent', 300));

  if kind in ('client_error', 'unhandled_rejection') then
    return jsonb_build_object('ok', true, 'id', public.record_client_error(kind, stored, browser));
  end if;

  insert into public.security_events (action, resource, details, ip_address, browser_id)
  values (kind, 'client', stored, public.request_ip(), browser)
  returning id into event_id;
  perform public.prune_security_events();
  return jsonb_build_object('ok', true, 'id', event_id);
end;
$$;

revoke execute on function public.log_client_event(jsonb) from public;
grant execute on function public.log_client_event(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/log_refusal.sql ═══════════════════════════════════════════════════════════

-- One security_events row per refused request; details as the spec's form events carry them.
create function public.log_refusal(action text, endpoint text, form_type text, error text, email text) returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_security_event($1, $2, jsonb_build_object(
    'type', case $1 when 'form_validation_failed' then 'validation'
                    when 'rate_limit_exceeded' then 'rate_limit' else 'refused' end,
    'category', $2,
    'form_type', $3,
    'ip_address', public.request_ip(),
    'error', $4,
    'email', left(nullif($5, ''), 254)));
$$;

revoke execute on function public.log_refusal(action text, endpoint text, form_type text, error text, email text) from public, anon, authenticated;
grant execute on function public.log_refusal(action text, endpoint text, form_type text, error text, email text) to service_role;

-- ═══ schemas/functions/login_blocked.sql ═════════════════════════════════════════════════════════

-- Lockout (spec: 5 failed logins, 15 minutes), by email or by IP.
create function public.login_blocked(email text, ip text) returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (
           select 1 from public.failed_login_attempts as a
           where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now())
      or (select count(*) from public.failed_login_attempts as a
          where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') >= 5;
$$;

revoke execute on function public.login_blocked(email text, ip text) from public, anon, authenticated;
grant execute on function public.login_blocked(email text, ip text) to service_role;

-- ═══ schemas/functions/login_lockout_message.sql ═════════════════════════════════════════════════

create function public.login_lockout_message(email text, ip text) returns text
language sql stable security definer set search_path = public, pg_temp
as $$
  select case when public.login_blocked($1, $2) then
    'Too many failed sign-in attempts. Try again in '
      || minutes || case when minutes = 1 then ' minute.' else ' minutes.' end
  end
  from (
    select greatest(1, ceil(extract(epoch from coalesce(greatest(
             -- An attempt that reached the limit blocks until its blocked_until…
             (select max(a.blocked_until) from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now()),
             -- …and five attempts within 15 minutes block until the fifth newest is 15 minutes old.
             (select a.attempt_time + interval '15 minutes' from public.failed_login_attempts as a
              where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes'
              order by a.attempt_time desc offset 4 limit 1)
           ), now() + interval '15 minutes') - now()) / 60))::int as minutes
  ) as remaining;
$$;

revoke execute on function public.login_lockout_message(email text, ip text) from public, anon, authenticated;
grant execute on function public.login_lockout_message(email text, ip text) to service_role;

-- ═══ schemas/functions/mark_payment_canceled.sql ═════════════════════════════════════════════════

-- stripe-webhook, checkout.session.expired: {sessionId}. Only a pending row becomes canceled.
-- 200 {ok, id, status} (the status after the call) | 404 LF404 unknown session.
create function public.mark_payment_canceled(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  payment public.payments;
begin
  update public.payments as p set status = 'canceled'
  where p.stripe_session_id = public.field_text($1, 'sessionId') and p.status = 'pending';
  select * into payment from public.payments as p where p.stripe_session_id = public.field_text($1, 'sessionId');
  if not found then
    return public.refusal(404, 'LF404', 'Payment session not found', null);
  end if;
  return jsonb_build_object('ok', true, 'id', payment.id, 'status', payment.status);
end;
$$;

revoke execute on function public.mark_payment_canceled(jsonb) from public, anon, authenticated;
grant execute on function public.mark_payment_canceled(jsonb) to service_role;

-- ═══ schemas/functions/mark_payment_paid.sql ═════════════════════════════════════════════════════

-- stripe-webhook, checkout.session.completed: {sessionId, amountTotal, currency, email?}.
-- Idempotent (Stripe retries): an already paid or completed row answers 200 and is not touched.
-- 200 {ok, id, status} | 404 LF404 unknown session | 409 LF409 canceled
-- | 422 LF422 amount/currency mismatch (the row is, or already was, needs_review).
create function public.mark_payment_paid(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  paid_email text := lower(public.field_text(body, 'email'));
  amount_total jsonb := body -> 'amountTotal';
  charged_amount numeric := case when jsonb_typeof(body -> 'amountTotal') = 'number' then (amount_total::text)::numeric end;
  charged_currency text := nullif(left(lower(public.field_text(body, 'currency')), 16), '');
  payment public.payments;
begin
  select * into payment from public.payments as p
  where p.stripe_session_id = public.field_text(body, 'sessionId')
  for update;
  if not found then
    return public.refusal(404, 'LF404', 'Payment session not found', null);
  end if;
  if payment.status in ('paid', 'completed') then
    return jsonb_build_object('ok', true, 'id', payment.id, 'status', payment.status);
  end if;
  if payment.status = 'canceled' then
    return public.refusal(409, 'LF409', 'Payment session was canceled', null);
  end if;

  if payment.status = 'needs_review'
     or charged_amount is distinct from payment.amount
     or charged_currency is distinct from payment.currency then
    -- A retry reports the same figures as the row keeps: nothing new to log or store. The row
    -- keeps the first report (what Stripe charged); a different later report is logged only.
    if payment.status <> 'needs_review'
       or payment.reported_amount is distinct from charged_amount
       or payment.reported_currency is distinct from charged_currency then
      perform public.log_security_event('payment_amount_mismatch', 'stripe_webhook', jsonb_build_object(
        'session_id', payment.stripe_session_id, 'expected_amount', payment.amount, 'expected_currency', payment.currency,
        'amount', amount_total, 'currency', body -> 'currency'));
    end if;
    if payment.status <> 'needs_review' then
      update public.payments as p
      set status = 'needs_review', reported_amount = charged_amount,
          reported_currency = charged_currency, review_requested_at = now()
      where p.id = payment.id;
    end if;
    return public.refusal(422, 'LF422', 'Amount or currency differs from the recorded payment; it needs review',
      jsonb_build_object('expected_amount', payment.amount, 'expected_currency', payment.currency,
                         'amount', charged_amount, 'currency', charged_currency)::text);
  end if;

  update public.payments as p
  set status = 'paid', paid_at = now(),
      email = coalesce(p.email, case when public.email_error(paid_email) is null then paid_email end)
  where p.id = payment.id;
  return jsonb_build_object('ok', true, 'id', payment.id, 'status', 'paid');
end;
$$;

revoke execute on function public.mark_payment_paid(jsonb) from public, anon, authenticated;
grant execute on function public.mark_payment_paid(jsonb) to service_role;

-- ═══ schemas/functions/mark_webhook_delivered.sql ════════════════════════════════════════════════

-- {id, status} -> {ok, state}. Only a pending row changes.
create function public.mark_webhook_delivered(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  result text;
begin
  update public.webhook_outbox as o
  set state = 'delivered', delivered_at = now(), next_attempt_at = null,
      last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = null
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.state into result;
  return jsonb_build_object('ok', result is not null, 'state', result);
end;
$$;

revoke execute on function public.mark_webhook_delivered(jsonb) from public, anon, authenticated;
grant execute on function public.mark_webhook_delivered(jsonb) to service_role;

-- ═══ schemas/functions/mark_webhook_failed.sql ═══════════════════════════════════════════════════

-- {id, status?, error} -> {ok, state, next_attempt_at}. Back-off: 30 s · 2^(attempts-1), ±20 %
-- jitter so receivers coming back are not hit by every row at once, at most 6 hours; 20 attempts
-- span about two and a half days, then the row is 'dead' (kept, visible in webhook_deliveries()).
create function public.mark_webhook_failed(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  failed public.webhook_outbox;
begin
  update public.webhook_outbox as o
  set last_status = case when jsonb_typeof($1 -> 'status') = 'number' then ($1 ->> 'status')::numeric::integer end,
      last_error = left(coalesce(nullif($1 ->> 'error', ''), 'Failed'), 500),
      state = case when o.attempts >= public.webhook_max_attempts() then 'dead' else 'pending' end,
      next_attempt_at = case when o.attempts < public.webhook_max_attempts() then now() + make_interval(
        secs => least(30 * power(2, least(o.attempts - 1, 20)) * (0.8 + 0.4 * random()), 6 * 3600)) end
  where o.id = ($1 ->> 'id')::bigint and o.state = 'pending'
  returning o.* into failed;
  return jsonb_build_object('ok', failed.id is not null, 'state', failed.state, 'next_attempt_at', failed.next_attempt_at);
end;
$$;

revoke execute on function public.mark_webhook_failed(jsonb) from public, anon, authenticated;
grant execute on function public.mark_webhook_failed(jsonb) to service_role;

-- ═══ schemas/functions/message_error.sql ═════════════════════════════════════════════════════════

-- The spec's message rule (section 5: required, max 5000), as src/interactive/forms/rules.ts has it.
create function public.message_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Message is required'
    when char_length(value) > 5000 then 'Message too long'
  end;
$$;

revoke execute on function public.message_error(value text) from public, anon, authenticated;
grant execute on function public.message_error(value text) to service_role;

-- ═══ schemas/functions/name_error.sql ════════════════════════════════════════════════════════════

-- Per-field rules: each returns the first failing rule's message, or NULL.
create function public.name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Name is required'
    when char_length(value) > 100 then 'Name too long'
    -- Letters plus the combining marks that [[:alpha:]] leaves out in some C libraries (the
    -- Devanagari virama in शर्मा, Hebrew points, Arabic harakat), as the browser's \p{L}\p{M}.
    when normalize(value, NFC) !~ '^[[:alpha:]\u0300-\u036F\u0483-\u0489\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0900-\u0963\u0971-\u0DFF\u0E31-\u0E3A\u0E47-\u0E4E\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F .''-]+$'
      -- Some C libraries count the decimal digits of other scripts (Arabic-Indic ١٢٣, Devanagari ५,
      -- full-width ５) and Roman numerals as alphabetic; a name has no digits in any script.
      or value ~ '[\u0660-\u0669\u06F0-\u06F9\u07C0-\u07C9\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F\u0DE6-\u0DEF\u0E50-\u0E59\u0ED0-\u0ED9\u0F20-\u0F29\u1040-\u1049\u1090-\u1099\u17E0-\u17E9\u1810-\u1819\u2160-\u2188\uFF10-\uFF19]'
      then 'Name contains invalid characters'
  end;
$$;

revoke execute on function public.name_error(value text) from public, anon, authenticated;
grant execute on function public.name_error(value text) to service_role;

-- ═══ schemas/functions/normalize_ip.sql ══════════════════════════════════════════════════════════

-- Canonical text of an IPv4 or IPv6 address, NULL for anything else. Accepts "[v6]:port",
-- "v4:port" and Forwarded's quotes; IPv4-mapped IPv6 becomes IPv4. Mirrors normalizeIp() in
-- supabase/functions/_shared/client-ip.ts.
create function public.normalize_ip(value text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  candidate text := regexp_replace(btrim(coalesce(value, '')), '^"|"$', '', 'g');
  parsed inet;
begin
  if candidate = '' or char_length(candidate) > 100 then
    return null;
  end if;
  if left(candidate, 1) = '[' then
    candidate := coalesce(substring(candidate from '^\[([^]]*)\]'), '');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  if candidate ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$' then
    return candidate;
  end if;
  if position(':' in candidate) = 0 or candidate !~ '^[0-9A-Fa-f:.]+$' then
    return null;
  end if;
  begin
    parsed := candidate::inet;
  exception when others then
    return null;
  end;
  if family(parsed) <> 6 then
    return null;
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return host(parsed);
end;
$$;

revoke execute on function public.normalize_ip(value text) from public, anon, authenticated;
grant execute on function public.normalize_ip(value text) to service_role;

-- ═══ schemas/functions/phone_error.sql ═══════════════════════════════════════════════════════════

-- Up to 20 characters, 7-15 of them digits: "+44 (20) 7946-0958" is valid.
create function public.phone_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) > 20 then 'Phone number too long'
    when value !~ '^\+?[0-9 ()-]+$'
      or char_length(regexp_replace(value, '[^0-9]', '', 'g')) not between 7 and 15 then 'Invalid phone format'
  end;
$$;

revoke execute on function public.phone_error(value text) from public, anon, authenticated;
grant execute on function public.phone_error(value text) to service_role;

-- ═══ schemas/functions/plot_board_taken.sql ══════════════════════════════════════════════════════

-- The board's taken plots, for every visitor: {board} (the product id the board sells) →
-- {plots: [numbers, ascending]}: held by a checkout in progress, or sold. Plot numbers only;
-- nothing about who took them.
create function public.plot_board_taken(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  board text := public.field_text($1, 'board');
begin
  if not public.rate_limit_allows('plot_board_taken') then
    return public.refuse_rate_limited('plot_board_taken', null, null);
  end if;
  if board !~ '^[a-z0-9][a-z0-9-]{0,99}$' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"board": "Invalid board"}');
  end if;
  return jsonb_build_object('plots', coalesce((
    select jsonb_agg(p.plot order by p.plot)
    from public.payments as p
    where p.product_id = board and p.plot is not null
      and (p.status in ('paid', 'completed', 'needs_review') or (p.status = 'pending' and p.plot_held_until > now()))
  ), '[]'::jsonb));
end;
$$;

revoke execute on function public.plot_board_taken(jsonb) from public;
grant execute on function public.plot_board_taken(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/plot_error.sql ════════════════════════════════════════════════════════════

-- NULL when the body has no plot (absent or JSON null), else the plot's message or NULL.
create function public.plot_error(value jsonb) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value is null or jsonb_typeof(value) = 'null' then null
    when public.plot_number(value) is null then 'Invalid plot'
  end;
$$;

revoke execute on function public.plot_error(value jsonb) from public, anon, authenticated;
grant execute on function public.plot_error(value jsonb) to service_role;

-- ═══ schemas/functions/profile_bio_error.sql ═════════════════════════════════════════════════════

create function public.profile_bio_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when char_length(value) > 500 then 'Bio too long (500 characters at most)' end;
$$;

revoke execute on function public.profile_bio_error(value text) from public, anon, authenticated;
grant execute on function public.profile_bio_error(value text) to service_role;

-- ═══ schemas/functions/profile_full_name_error.sql ═══════════════════════════════════════════════

create function public.profile_full_name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when char_length(value) > 100 then 'Name too long' end;
$$;

revoke execute on function public.profile_full_name_error(value text) from public, anon, authenticated;
grant execute on function public.profile_full_name_error(value text) to service_role;

-- ═══ schemas/functions/profile_username_error.sql ════════════════════════════════════════════════

create function public.profile_username_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Username is required'
    when char_length(value) not between 3 and 30 then 'Username must be 3-30 characters'
    -- Spelled out rather than \w or [[:alnum:]], which take the letters of every script.
    when value !~ '^[A-Za-z0-9_]+$' then 'Username can contain only letters, digits and underscores'
  end;
$$;

revoke execute on function public.profile_username_error(value text) from public, anon, authenticated;
grant execute on function public.profile_username_error(value text) to service_role;

-- ═══ schemas/functions/prune_security_events.sql ═════════════════════════════════════════════════

-- Deletes up to 20 events past the retention: bounded work, and each new event pays for the
-- room it takes, so the table holds about keep_days of events. Rows another transaction is
-- deleting are skipped rather than waited for.
create function public.prune_security_events() returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  delete from public.security_events
  where id in (
    select e.id from public.security_events as e
    where e.created_at < now() - make_interval(days => coalesce((select keep_days from public.security_event_retention limit 1), 90))
    order by e.created_at
    limit 20
    for update skip locked);
$$;

revoke execute on function public.prune_security_events() from public, anon, authenticated;
grant execute on function public.prune_security_events() to service_role;

-- ═══ schemas/functions/queue_lead_webhooks.sql ═══════════════════════════════════════════════════

-- AFTER trigger, argument: the lead type. Runs in the lead's transaction; the notification
-- (delivered at commit) wakes a local drainer at once instead of at its next tick.
create function public.queue_lead_webhooks() returns trigger
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  lead jsonb := jsonb_build_object('type', tg_argv[0]) || (to_jsonb(new) - 'ip_address');
begin
  insert into public.webhook_outbox (endpoint_id, event, payload)
  select e.id, 'lead.created', lead from public.webhook_endpoints as e where e.active;
  if found then
    perform pg_notify('landfall_webhooks', '');
  end if;
  return null;
end;
$$;

revoke execute on function public.queue_lead_webhooks() from public, anon, authenticated;
grant execute on function public.queue_lead_webhooks() to service_role;

-- ═══ schemas/functions/rate_limit_allows.sql ═════════════════════════════════════════════════════

-- The endpoint's rule from rate_limit_rules (100 a minute without one), keyed by the client.
create function public.rate_limit_allows(endpoint text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.check_rate_limit(public.request_ip(), $1, coalesce(rule.max_requests, 100), coalesce(rule.window_minutes, 1))
  from (select 1) as one
  left join public.rate_limit_rules as rule on rule.endpoint = $1;
$$;

revoke execute on function public.rate_limit_allows(endpoint text) from public, anon, authenticated;
grant execute on function public.rate_limit_allows(endpoint text) to service_role;

-- ═══ schemas/functions/rate_limit_key.sql ════════════════════════════════════════════════════════

-- What a rate limit counts: an IPv4 address, the /64 of an IPv6 address, or (for identifiers a
-- service-role caller chose that are not addresses) the identifier itself.
create function public.rate_limit_key(identifier text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  ip text := public.normalize_ip(identifier);
begin
  if ip is null then
    return left(coalesce(nullif(btrim(identifier), ''), 'unknown'), 100);
  end if;
  if position(':' in ip) > 0 then
    return network(set_masklen(ip::inet, 64))::text;
  end if;
  return ip;
end;
$$;

revoke execute on function public.rate_limit_key(identifier text) from public, anon, authenticated;
grant execute on function public.rate_limit_key(identifier text) to service_role;

-- ═══ schemas/functions/record_client_error.sql ═══════════════════════════════════════════════════

-- Keeps one browser error report (details as log_client_event built them): counted on today's row
-- of the same error from this address, else stored as a new row while both caps allow, else
-- counted on a client_errors_capped row. Returns the row it counted on.
create function public.record_client_error(kind text, stored jsonb, browser text) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  ip text := public.request_ip();
  key text := public.rate_limit_key(ip);
  day_start timestamptz := date_trunc('day', now() at time zone 'utc') at time zone 'utc';
  print text := md5(kind || chr(10) || coalesce(stored ->> 'message', '') || chr(10) || coalesce(stored -> 'details', 'null'::jsonb)::text);
  limits public.client_error_limits;
  event_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('landfall.client_error'), hashtext(key));
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select kept.id from public.security_events as kept
    where kept.rate_limit_key = key and kept.created_at >= day_start and kept.fingerprint = print
    order by kept.created_at
    limit 1)
  returning e.id into event_id;
  if event_id is not null then
    return event_id;
  end if;

  select * into limits from public.client_error_limits limit 1;
  limits.per_address_per_day := coalesce(limits.per_address_per_day, 200);
  limits.total_per_day := coalesce(limits.total_per_day, 1000);
  if (select count(*) from public.security_events as kept
      where kept.rate_limit_key = key and kept.created_at >= day_start and kept.fingerprint is not null) >= limits.per_address_per_day then
    return public.count_capped_client_error(key, ip, limits.per_address_per_day, day_start);
  end if;
  -- Held to the end of the call: the count below and the insert are one step for all addresses.
  perform pg_advisory_xact_lock(hashtext('landfall.client_error_total'), 0);
  if (select count(*) from public.security_events as kept
      where kept.created_at >= day_start and kept.fingerprint is not null) >= limits.total_per_day then
    return public.count_capped_client_error(null, null, limits.total_per_day, day_start);
  end if;

  insert into public.security_events (action, resource, details, ip_address, browser_id, rate_limit_key, fingerprint)
  values (kind, 'client', stored, ip, browser, key, print)
  returning id into event_id;
  perform public.prune_security_events();
  return event_id;
end;
$$;

revoke execute on function public.record_client_error(kind text, stored jsonb, browser text) from public, anon, authenticated;
grant execute on function public.record_client_error(kind text, stored jsonb, browser text) to service_role;

-- ═══ schemas/functions/record_failed_login.sql ═══════════════════════════════════════════════════

-- Records a failed login; the attempt that reaches 5 within 15 minutes carries blocked_until.
-- Returns whether the email/IP is blocked now.
create function public.record_failed_login(email text, ip text, user_agent text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  insert into public.failed_login_attempts (email, ip_address, user_agent, blocked_until)
  select lower($1), $2, left($3, 500),
         case when recent + 1 >= 5 then now() + interval '15 minutes' end
  from (select count(*) as recent from public.failed_login_attempts as a
        where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') as counted;
  select public.login_blocked($1, $2);
$$;

revoke execute on function public.record_failed_login(email text, ip text, user_agent text) from public, anon, authenticated;
grant execute on function public.record_failed_login(email text, ip text, user_agent text) to service_role;

-- ═══ schemas/functions/record_lead_file.sql ══════════════════════════════════════════════════════

-- {path, name, contentType, size} -> {id}. Service role only: the function has checked the file.
create function public.record_lead_file(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  new_id uuid;
begin
  insert into public.lead_files (path, name, content_type, size, ip_address)
  values ($1 ->> 'path', $1 ->> 'name', $1 ->> 'contentType', ($1 ->> 'size')::integer, public.request_ip())
  returning id into new_id;
  return jsonb_build_object('id', new_id);
end;
$$;

revoke execute on function public.record_lead_file(jsonb) from public, anon, authenticated;
grant execute on function public.record_lead_file(jsonb) to service_role;

-- ═══ schemas/functions/record_pending_payment.sql ════════════════════════════════════════════════

-- create-payment, after the checkout session exists: {sessionId, productId, amount, currency, route,
-- locale, utm, referrer, experiment?, arm?, consent?, plot?}. A payment for a plot also holds the
-- plot, or is refused. 200 {ok, id} | 400 LF400 | 409 LF409 (session already recorded, or details
-- {"plot": "Plot taken"}: another payment holds or bought the plot).
create function public.record_pending_payment(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text := public.field_text(body, 'sessionId');
  product_id text := public.field_text(body, 'productId');
  currency text := lower(public.field_text(body, 'currency'));
  amount jsonb := body -> 'amount';
  wanted_plot integer := public.plot_number(body -> 'plot');
  context jsonb := public.lead_context(body);
  errors jsonb;
  new_id uuid;
begin
  errors := public.field_errors(
    'sessionId', case when session_id = '' or char_length(session_id) > 255 then 'Invalid session id' end,
    'productId', case when product_id !~ '^[A-Za-z0-9_-]{1,100}$' then 'Invalid product id' end,
    'amount', case when jsonb_typeof(amount) is distinct from 'number'
                     or (amount::text)::numeric not between 0 and 2147483647
                     or (amount::text)::numeric % 1 <> 0 then 'Invalid amount' end,
    'currency', case when currency !~ '^[a-z]{3}$' then 'Invalid currency' end,
    'plot', public.plot_error(body -> 'plot'));
  if errors <> '{}'::jsonb then
    return public.refusal(400, 'LF400', 'Validation failed', errors::text);
  end if;

  if wanted_plot is not null then
    -- An unpaid hold that ran out no longer takes the plot.
    update public.payments as p set status = 'canceled'
    where p.product_id = public.field_text(body, 'productId') and p.plot = wanted_plot
      and p.status = 'pending' and p.plot_held_until <= now();
  end if;

  insert into public.payments (stripe_session_id, product_id, amount, currency, plot, plot_held_until,
                               route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (session_id, product_id, (amount::text)::integer, currency,
          wanted_plot, case when wanted_plot is not null then now() + interval '40 minutes' end,
          context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  -- No target: a second session id and a taken plot are both answered below, never raised.
  on conflict do nothing
  returning id into new_id;
  if new_id is null then
    if exists (select 1 from public.payments as p where p.stripe_session_id = session_id) then
      return public.refusal(409, 'LF409', 'Payment session already recorded', null);
    end if;
    return public.refusal(409, 'LF409', 'Plot already taken', '{"plot": "Plot taken"}');
  end if;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.record_pending_payment(jsonb) from public, anon, authenticated;
grant execute on function public.record_pending_payment(jsonb) to service_role;

-- ═══ schemas/functions/record_rate_limit_refusal.sql ═════════════════════════════════════════════

-- One row per key, endpoint and window for refusals: the first refusal inserts it (with the
-- details given), the rest of the window adds to occurrences. Callers hold the key's lock
-- (check_rate_limit), so two refusals never both insert.
create function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) returns void
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => coalesce(
    (select rule.window_minutes from public.rate_limit_rules as rule where rule.endpoint = record_rate_limit_refusal.endpoint), 1));
  counted uuid;
begin
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select first.id from public.security_events as first
    where first.resource = record_rate_limit_refusal.endpoint and first.rate_limit_key = key
      and first.action = 'rate_limit_exceeded' and first.created_at > now() - window_length
    order by first.created_at desc
    limit 1)
  returning e.id into counted;
  if counted is null then
    insert into public.security_events (action, resource, details, ip_address, rate_limit_key)
    values ('rate_limit_exceeded', record_rate_limit_refusal.endpoint, details, public.request_ip(), key);
    perform public.prune_security_events();
  end if;
end;
$$;

revoke execute on function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) from public, anon, authenticated;
grant execute on function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) to service_role;

-- ═══ schemas/functions/refusal.sql ═══════════════════════════════════════════════════════════════

-- Sets the HTTP status PostgREST answers with and builds its error body.
create function public.refusal(status integer, code text, message text, details text) returns jsonb
language plpgsql volatile set search_path = public, pg_temp
as $$
begin
  perform set_config('response.status', status::text, true);
  return jsonb_build_object('code', code, 'message', message, 'details', details, 'hint', null);
end;
$$;

revoke execute on function public.refusal(status integer, code text, message text, details text) from public, anon, authenticated;
grant execute on function public.refusal(status integer, code text, message text, details text) to service_role;

-- ═══ schemas/functions/refuse_invalid.sql ════════════════════════════════════════════════════════

-- pairs: (field, message-or-NULL) in form order. NULL when every field passed.
create function public.refuse_invalid(endpoint text, form_type text, email text, variadic pairs text[]) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  first_message text := public.first_error(variadic pairs);
begin
  if first_message is null then
    return null;
  end if;
  perform public.log_refusal('form_validation_failed', endpoint, form_type, first_message, email);
  return public.refusal(400, 'LF400', 'Validation failed', public.field_errors(variadic pairs)::text);
end;
$$;

revoke execute on function public.refuse_invalid(endpoint text, form_type text, email text, VARIADIC pairs text[]) from public, anon, authenticated;
grant execute on function public.refuse_invalid(endpoint text, form_type text, email text, VARIADIC pairs text[]) to service_role;

-- ═══ schemas/functions/refuse_not_an_object.sql ══════════════════════════════════════════════════

create function public.refuse_not_an_object(endpoint text, form_type text) returns jsonb
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_refusal('form_validation_failed', $1, $2, 'Expected a JSON object', null);
  select public.refusal(400, 'LF400', 'Expected a JSON object', '{}');
$$;

revoke execute on function public.refuse_not_an_object(endpoint text, form_type text) from public, anon, authenticated;
grant execute on function public.refuse_not_an_object(endpoint text, form_type text) to service_role;

-- ═══ schemas/functions/refuse_rate_limited.sql ═══════════════════════════════════════════════════

-- A refused browser call: the first refusal of the window keeps the spec's details (with the
-- email, read only then), the others are counted on it.
create function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  ip text := public.request_ip();
begin
  perform public.record_rate_limit_refusal(endpoint, ip, jsonb_build_object(
    'type', 'rate_limit', 'category', endpoint, 'form_type', form_type, 'ip_address', ip,
    'error', 'Too many requests',
    'email', left(nullif(lower(public.field_text(body, 'email')), ''), 254)));
  return public.refusal(429, 'LF429', 'Too many requests', null);
end;
$$;

revoke execute on function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) from public, anon, authenticated;
grant execute on function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) to service_role;

-- ═══ schemas/functions/request_headers.sql ═══════════════════════════════════════════════════════

-- The request's headers as PostgREST sets them (lowercase names), '{}' outside a request.
create function public.request_headers() returns jsonb
language sql stable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(h) = 'object' then h else '{}'::jsonb end
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) as raw;
$$;

revoke execute on function public.request_headers() from public, anon, authenticated;
grant execute on function public.request_headers() to service_role;

-- ═══ schemas/functions/save_studio_profile.sql ═══════════════════════════════════════════════════

create function public.save_studio_profile(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  v_username text;
  v_full_name text;
  v_bio text;
  username_problem text;
  full_name_problem text;
  bio_problem text;
  taken constant text := 'This username is already taken';
  saved public.profiles;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the profile as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('username', 'full_name', 'bio') then
      raise exception 'Unknown field: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown field')::text;
    end if;
    if jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The field % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  v_username := public.field_text(body, 'username');
  v_full_name := public.field_text(body, 'full_name');
  v_bio := public.field_text(body, 'bio');
  username_problem := public.profile_username_error(v_username);
  full_name_problem := public.profile_full_name_error(v_full_name);
  bio_problem := public.profile_bio_error(v_bio);
  if username_problem is null
     and exists (select 1 from public.profiles as p where lower(p.username) = lower(v_username) and p.user_id <> auth.uid()) then
    username_problem := taken;
  end if;
  if coalesce(username_problem, full_name_problem, bio_problem) is not null then
    raise exception '%', public.first_error('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)
      using errcode = '22023',
            detail = public.field_errors('username', username_problem, 'full_name', full_name_problem, 'bio', bio_problem)::text;
  end if;

  begin
    insert into public.profiles as p (user_id, username, full_name, bio)
    values (auth.uid(), v_username, nullif(v_full_name, ''), nullif(v_bio, ''))
    on conflict (user_id) do update
      set username = excluded.username, full_name = excluded.full_name, bio = excluded.bio, updated_at = now()
    returning p.* into saved;
  exception when unique_violation then
    -- Two marketers claiming one name at once: the later one is told, as if it had been checked above.
    raise exception '%', taken using errcode = '22023', detail = jsonb_build_object('username', taken)::text;
  end;
  return jsonb_build_object('username', saved.username, 'full_name', saved.full_name, 'bio', saved.bio, 'updated_at', saved.updated_at);
end;
$$;

revoke execute on function public.save_studio_profile(jsonb) from public, anon;
grant execute on function public.save_studio_profile(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_add_webhook.sql ════════════════════════════════════════════════════

-- {url} -> {id, url, secret}: the secret is shown here once, never again.
create function public.studio_add_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  address text := public.field_text($1, 'url');
  problem text := public.webhook_url_problem(address);
  added public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may add webhooks' using errcode = '42501';
  end if;
  if problem like 'Enter a public address%' and current_setting('landfall.webhooks_allow_local', true) = 'on' then
    problem := null;
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '22023', detail = jsonb_build_object('url', problem)::text;
  end if;
  insert into public.webhook_endpoints (url) values (address) returning * into added;
  return jsonb_build_object('id', added.id, 'url', added.url, 'secret', added.secret);
end;
$$;

revoke execute on function public.studio_add_webhook(jsonb) from public, anon;
grant execute on function public.studio_add_webhook(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_daily.sql ══════════════════════════════════════════════════════════

create function public.studio_daily(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_from date;
  f_to date;
  f_route text := case when jsonb_typeof(body -> 'route') = 'string' then nullif(body ->> 'route', '') end;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  foreach key in array array['from', 'to'] loop
    begin
      if jsonb_typeof(body -> key) is distinct from 'string' or body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
        raise exception using errcode = '22007';
      end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  if f_from > f_to then
    raise exception 'The first day is after the last day' using errcode = '22023', detail = '{"from": "The first day is after the last day"}';
  end if;

  with viewed as (
    -- The days and routes with counted views: a lead sent from one of them is set against views.
    select v.day, v.route from public.page_views as v
    where v.day between f_from and f_to
    group by v.day, v.route
    having sum(v.views) > 0
  ), leads as (
    select (l.created_at at time zone 'utc')::date as day, coalesce(l.route, '') as route, coalesce(l.utm ->> 'source', '') as utm_source
    from (
      select created_at, route, utm from public.founder_applications
      union all
      select created_at, route, utm from public.partnership_applications
      union all
      select created_at, route, utm from public.early_access_signups
    ) as l
    where (l.created_at at time zone 'utc')::date between f_from and f_to
  ), counted as (
    select v.day, v.route, v.utm_source, v.views, 0::bigint as leads, 0::bigint as matched, 0::bigint as paid
    from public.page_views as v
    where v.day between f_from and f_to
    union all
    select l.day, l.route, l.utm_source, 0, 1,
           case when exists (select 1 from viewed as w where w.day = l.day and w.route = l.route) then 1 else 0 end, 0
    from leads as l
    union all
    select (p.created_at at time zone 'utc')::date, coalesce(p.route, ''), coalesce(p.utm ->> 'source', ''), 0, 0, 0, 1
    from public.payments as p
    where p.status in ('paid', 'completed') and (p.created_at at time zone 'utc')::date between f_from and f_to
  ), wanted as (
    select * from counted as c where f_route is null or c.route = f_route
  )
  select jsonb_build_object(
    'days', coalesce((select jsonb_agg(jsonb_build_object('day', d.day, 'route', d.route, 'views', d.views, 'leads', d.leads,
                                                          'matched', d.matched, 'paid', d.paid)
                                       order by d.day, d.route)
                      from (select w.day, w.route, sum(w.views) as views, sum(w.leads) as leads, sum(w.matched) as matched, sum(w.paid) as paid
                            from wanted as w group by w.day, w.route) as d), '[]'::jsonb),
    'sources', coalesce((select jsonb_agg(jsonb_build_object('utm_source', s.utm_source, 'views', s.views, 'leads', s.leads,
                                                             'matched', s.matched, 'paid', s.paid)
                                          order by s.views + s.leads + s.paid desc, s.utm_source)
                         from (select w.utm_source, sum(w.views) as views, sum(w.leads) as leads, sum(w.matched) as matched, sum(w.paid) as paid
                               from wanted as w group by w.utm_source) as s), '[]'::jsonb))
  into result;
  return result;
end;
$$;

revoke execute on function public.studio_daily(jsonb) from public, anon;
grant execute on function public.studio_daily(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_experiment_counts.sql ══════════════════════════════════════════════

-- {experiment, goal, from?, to?} -> [{arm, views, visitors, conversions}]: experiment_arm_counts
-- for a marketer, so the area and `npm run experiments` can never disagree.
create function public.studio_experiment_counts(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_from date;
  f_to date;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read results' using errcode = '42501';
  end if;
  if jsonb_typeof(body -> 'experiment') is distinct from 'string' or char_length(body ->> 'experiment') not between 1 and 64 then
    raise exception 'Name the experiment' using errcode = '22023', detail = '{"experiment": "Name the experiment"}';
  end if;
  if jsonb_typeof(body -> 'goal') is distinct from 'string' then
    raise exception 'Name the goal' using errcode = '22023', detail = '{"goal": "Name the goal"}';
  end if;
  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object('arm', c.arm, 'views', c.views, 'visitors', c.visitors, 'conversions', c.conversions)
                            order by c.arm), '[]'::jsonb)
  into result
  from public.experiment_arm_counts(body ->> 'experiment', body ->> 'goal', f_from, f_to) as c;
  return result;
end;
$$;

revoke execute on function public.studio_experiment_counts(jsonb) from public, anon;
grant execute on function public.studio_experiment_counts(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_lead_files.sql ═════════════════════════════════════════════════════

-- {leadId} -> [{id, name, type, size, path, created_at}] of one partnership application, oldest
-- first. Security invoker: the policies decide; a caller who is not a marketer is refused.
create function public.studio_lead_files(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  lead text := coalesce($1, '{}'::jsonb) ->> 'leadId';
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if lead is null or lead !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid lead id' using errcode = '22023', detail = '{"leadId": "Invalid lead id"}';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name, 'type', f.content_type, 'size', f.size, 'path', f.path,
                                        'created_at', f.created_at) order by f.created_at, f.id)
    from public.lead_files as f
    where f.partnership_application_id = lead::uuid), '[]'::jsonb);
end;
$$;

revoke execute on function public.studio_lead_files(jsonb) from public, anon;
grant execute on function public.studio_lead_files(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_lead_filters.sql ═══════════════════════════════════════════════════

-- {} -> the values present, for the filter menus: {routes, locales, utm_sources, utm_mediums,
-- utm_campaigns, experiments: [{experiment, arm}], payment_statuses}, each distinct and sorted.
create function public.studio_lead_filters(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  with leads as (
    select route, locale, utm, experiment, arm, null::text as status from public.founder_applications
    union all
    select route, locale, utm, experiment, arm, null from public.partnership_applications
    union all
    select route, locale, utm, experiment, arm, null from public.early_access_signups
    union all
    select route, locale, utm, experiment, arm, status from public.payments
    union all
    select route, locale, utm, experiment, arm, null from public.contact_messages
  )
  select jsonb_build_object(
    'routes', coalesce((select jsonb_agg(v order by v) from (select distinct route as v from leads where route is not null) as d), '[]'::jsonb),
    'locales', coalesce((select jsonb_agg(v order by v) from (select distinct locale as v from leads where locale is not null) as d), '[]'::jsonb),
    'utm_sources', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'source' as v from leads where utm ? 'source') as d), '[]'::jsonb),
    'utm_mediums', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'medium' as v from leads where utm ? 'medium') as d), '[]'::jsonb),
    'utm_campaigns', coalesce((select jsonb_agg(v order by v) from (select distinct utm ->> 'campaign' as v from leads where utm ? 'campaign') as d), '[]'::jsonb),
    'experiments', coalesce((select jsonb_agg(jsonb_build_object('experiment', d.experiment, 'arm', d.arm) order by d.experiment, d.arm)
                             from (select distinct experiment, arm from leads where experiment is not null and arm is not null) as d), '[]'::jsonb),
    'payment_statuses', coalesce((select jsonb_agg(v order by v) from (select distinct status as v from leads where status is not null) as d), '[]'::jsonb))
  into result;
  return result;
end;
$$;

revoke execute on function public.studio_lead_filters(jsonb) from public, anon;
grant execute on function public.studio_lead_filters(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_leads.sql ══════════════════════════════════════════════════════════

-- {kind?, route?, locale?, from?, to?, utm_source?, utm_medium?, utm_campaign?, experiment?, arm?,
--  payment_status?, search?, sort?, direction?, page?, per_page?}
-- -> {total, page, per_page, rows: Lead[], counts: {founder, partnership, early_access, payment, contact}}.
-- A text filter that is absent, null or '' filters nothing; counts apply every filter but kind.
-- Order: the sort column (text case-insensitively, empty values last), then id, both in the
-- chosen direction, so pages never overlap or skip a row when values tie. A contact message
-- carries its message under details.
create function public.studio_leads(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  body jsonb := coalesce($1, '{}'::jsonb);
  key text;
  f_kind text; f_route text; f_locale text; f_source text; f_medium text; f_campaign text;
  f_experiment text; f_arm text; f_status text; f_search text;
  f_from date; f_to date;
  sort_by text := coalesce(nullif(body ->> 'sort', ''), 'created_at');
  dir text := coalesce(nullif(body ->> 'direction', ''), 'desc');
  page_no integer := 1;
  per_page integer := 25;
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may read leads' using errcode = '42501';
  end if;
  if jsonb_typeof(body) <> 'object' then
    raise exception 'Send the filters as a JSON object' using errcode = '22023';
  end if;
  for key in select jsonb_object_keys(body) loop
    if key not in ('kind', 'route', 'locale', 'from', 'to', 'utm_source', 'utm_medium', 'utm_campaign', 'experiment', 'arm',
                   'payment_status', 'search', 'sort', 'direction', 'page', 'per_page') then
      raise exception 'Unknown filter: %', key using errcode = '22023', detail = jsonb_build_object(key, 'Unknown filter')::text;
    end if;
    if key not in ('page', 'per_page') and jsonb_typeof(body -> key) not in ('string', 'null') then
      raise exception 'The filter % takes text', key using errcode = '22023', detail = jsonb_build_object(key, 'Expected text')::text;
    end if;
  end loop;

  f_kind := nullif(body ->> 'kind', '');
  if f_kind not in ('founder', 'partnership', 'early_access', 'payment', 'contact') then
    raise exception 'Unknown kind of lead: %', f_kind using errcode = '22023', detail = '{"kind": "Unknown kind of lead"}';
  end if;
  f_route := nullif(body ->> 'route', '');
  f_locale := nullif(body ->> 'locale', '');
  f_source := nullif(body ->> 'utm_source', '');
  f_medium := nullif(body ->> 'utm_medium', '');
  f_campaign := nullif(body ->> 'utm_campaign', '');
  f_experiment := nullif(body ->> 'experiment', '');
  f_arm := nullif(body ->> 'arm', '');
  f_status := nullif(body ->> 'payment_status', '');

  if body ? 'search' and jsonb_typeof(body -> 'search') = 'string' then
    f_search := btrim(body ->> 'search');
    if char_length(f_search) not between 1 and 200 then
      raise exception 'Search must be between 1 and 200 characters'
        using errcode = '22023', detail = '{"search": "Search must be between 1 and 200 characters"}';
    end if;
    f_search := lower(f_search);
  end if;

  foreach key in array array['from', 'to'] loop
    continue when nullif(body ->> key, '') is null;
    begin
      if body ->> key !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then raise exception using errcode = '22007'; end if;
      if key = 'from' then f_from := (body ->> key)::date; else f_to := (body ->> key)::date; end if;
    exception when others then
      raise exception 'Enter dates as YYYY-MM-DD' using errcode = '22023', detail = jsonb_build_object(key, 'Enter dates as YYYY-MM-DD')::text;
    end;
  end loop;
  if f_from > f_to then
    raise exception 'The first day is after the last day' using errcode = '22023', detail = '{"from": "The first day is after the last day"}';
  end if;

  if sort_by not in ('created_at', 'name', 'email', 'route', 'kind') then
    raise exception 'Sort by created_at, name, email, route or kind' using errcode = '22023', detail = '{"sort": "Unknown column"}';
  end if;
  if dir not in ('asc', 'desc') then
    raise exception 'Direction is asc or desc' using errcode = '22023', detail = '{"direction": "Direction is asc or desc"}';
  end if;
  if body ? 'page' and jsonb_typeof(body -> 'page') <> 'null' then
    if jsonb_typeof(body -> 'page') <> 'number' or body ->> 'page' !~ '^[0-9]{1,4}$' or (body ->> 'page')::integer not between 1 and 1000 then
      raise exception 'Page must be between 1 and 1000' using errcode = '22023', detail = '{"page": "Page must be between 1 and 1000"}';
    end if;
    page_no := (body ->> 'page')::integer;
  end if;
  if body ? 'per_page' and jsonb_typeof(body -> 'per_page') <> 'null' then
    if jsonb_typeof(body -> 'per_page') <> 'number' or body ->> 'per_page' !~ '^[0-9]{1,3}$' or (body ->> 'per_page')::integer not between 1 and 100 then
      raise exception 'Rows per page must be between 1 and 100'
        using errcode = '22023', detail = '{"per_page": "Rows per page must be between 1 and 100"}';
    end if;
    per_page := (body ->> 'per_page')::integer;
  end if;

  with leads as (
    select 'founder'::text as kind, l.id, l.created_at, l.name, l.email, l.phone, l.country, l.route, l.locale,
           l.utm ->> 'source' as utm_source, l.utm ->> 'medium' as utm_medium, l.utm ->> 'campaign' as utm_campaign,
           l.utm ->> 'term' as utm_term, l.utm ->> 'content' as utm_content, l.referrer, l.experiment, l.arm, l.consent,
           null::text as payment_status, null::integer as amount, null::text as currency, null::text as product_id,
           jsonb_build_object('country_code', l.country_code, 'plot', l.plot) as details
    from public.founder_applications as l
    union all
    select 'partnership', l.id, l.created_at, l.name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null,
           jsonb_build_object('country_code', l.country_code, 'company_name', l.company_name, 'location', l.location,
                              'land_details', l.land_details)
    from public.partnership_applications as l
    union all
    select 'early_access', l.id, l.created_at, null, l.email, null, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null, '{}'::jsonb
    from public.early_access_signups as l
    union all
    select 'payment', l.id, l.created_at, l.full_name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, l.status, l.amount, l.currency, l.product_id,
           jsonb_build_object('stripe_session_id', l.stripe_session_id, 'paid_at', l.paid_at, 'completed_at', l.completed_at,
                              'reported_amount', l.reported_amount, 'reported_currency', l.reported_currency,
                              'review_requested_at', l.review_requested_at)
    from public.payments as l
    union all
    select 'contact', l.id, l.created_at, l.name, l.email, l.phone, null, l.route, l.locale,
           l.utm ->> 'source', l.utm ->> 'medium', l.utm ->> 'campaign', l.utm ->> 'term', l.utm ->> 'content',
           l.referrer, l.experiment, l.arm, l.consent, null, null, null, null,
           jsonb_build_object('message', l.message)
    from public.contact_messages as l
  ), filtered as (
    select l.* from leads as l
    where (f_route is null or l.route = f_route)
      and (f_locale is null or l.locale = f_locale)
      and (f_source is null or l.utm_source = f_source)
      and (f_medium is null or l.utm_medium = f_medium)
      and (f_campaign is null or l.utm_campaign = f_campaign)
      and (f_experiment is null or l.experiment = f_experiment)
      and (f_arm is null or l.arm = f_arm)
      and (f_status is null or l.payment_status = f_status)
      and (f_from is null or (l.created_at at time zone 'utc')::date >= f_from)
      and (f_to is null or (l.created_at at time zone 'utc')::date <= f_to)
      -- strpos, not LIKE: %, _ and \ typed in the search are characters to find, not patterns.
      and (f_search is null or strpos(lower(coalesce(l.name, '')), f_search) > 0 or strpos(lower(coalesce(l.email, '')), f_search) > 0)
  ), chosen as (
    select l.*, lower(case sort_by when 'name' then l.name when 'email' then l.email when 'route' then l.route when 'kind' then l.kind end) as sort_text
    from filtered as l
    where f_kind is null or l.kind = f_kind
  ), ordered as (
    select l.*, row_number() over (order by
             case when dir = 'asc' and sort_by = 'created_at' then l.created_at end asc,
             case when dir = 'desc' and sort_by = 'created_at' then l.created_at end desc,
             case when dir = 'asc' then l.sort_text end asc nulls last,
             case when dir = 'desc' then l.sort_text end desc nulls last,
             case when dir = 'asc' then l.id end asc,
             case when dir = 'desc' then l.id end desc) as place
    from chosen as l
  )
  select jsonb_build_object(
    'total', (select count(*) from chosen),
    'page', page_no,
    'per_page', per_page,
    'rows', coalesce((select jsonb_agg(to_jsonb(p) - 'place' - 'sort_text' order by p.place) from ordered as p
                      where p.place > (page_no - 1) * per_page and p.place <= page_no * per_page), '[]'::jsonb),
    'counts', (select jsonb_build_object(
                 'founder', count(*) filter (where l.kind = 'founder'),
                 'partnership', count(*) filter (where l.kind = 'partnership'),
                 'early_access', count(*) filter (where l.kind = 'early_access'),
                 'payment', count(*) filter (where l.kind = 'payment'),
                 'contact', count(*) filter (where l.kind = 'contact'))
               from filtered as l))
  into result;
  return result;
end;
$$;

revoke execute on function public.studio_leads(jsonb) from public, anon;
grant execute on function public.studio_leads(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_me.sql ═════════════════════════════════════════════════════════════

-- The studio's first call after sign-in: who the token says is calling, and whether they are a
-- marketer (a signed-in user who is not is shown that, not an empty area).
create function public.studio_me(jsonb) returns jsonb
language sql stable security definer set search_path = public, pg_temp
as $$
  select jsonb_build_object('user_id', auth.uid(), 'email', auth.jwt() ->> 'email', 'marketer', public.is_marketer());
$$;

revoke execute on function public.studio_me(jsonb) from public, anon;
grant execute on function public.studio_me(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_profile.sql ════════════════════════════════════════════════════════

-- Invoker: the policy above decides which row the caller sees.
create function public.studio_profile(jsonb) returns jsonb
language plpgsql stable security invoker set search_path = public, pg_temp
as $$
declare
  result jsonb;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers have a profile' using errcode = '42501';
  end if;
  select jsonb_build_object('username', p.username, 'full_name', p.full_name, 'bio', p.bio, 'updated_at', p.updated_at)
  into result
  from public.profiles as p
  where p.user_id = auth.uid();
  return coalesce(result, '{"username": null, "full_name": null, "bio": null, "updated_at": null}'::jsonb);
end;
$$;

revoke execute on function public.studio_profile(jsonb) from public, anon;
grant execute on function public.studio_profile(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_set_webhook.sql ════════════════════════════════════════════════════

-- {id, active} -> {id, active}. A paused endpoint receives nothing; its waiting rows resume
-- when it is switched back on.
create function public.studio_set_webhook(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted_id uuid;
  changed public.webhook_endpoints;
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may change webhooks' using errcode = '42501';
  end if;
  if jsonb_typeof($1 -> 'active') is distinct from 'boolean' then
    raise exception 'Say whether the webhook is active (true or false)' using errcode = '22023', detail = '{"active": "Expected true or false"}';
  end if;
  begin
    wanted_id := ($1 ->> 'id')::uuid;
  exception when others then
    wanted_id := null;
  end;
  update public.webhook_endpoints as e set active = ($1 ->> 'active')::boolean
  where e.id = wanted_id
  returning * into changed;
  if changed.id is null then
    return public.refusal(404, 'LF404', 'No such webhook', null);
  end if;
  return jsonb_build_object('id', changed.id, 'active', changed.active);
end;
$$;

revoke execute on function public.studio_set_webhook(jsonb) from public, anon;
grant execute on function public.studio_set_webhook(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/studio_webhooks.sql ═══════════════════════════════════════════════════════

-- {} -> {endpoints: [{id, url, active, created_at}], deliveries: the 50 newest outbox rows}.
create function public.studio_webhooks(jsonb) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
begin
  if not public.is_marketer() then
    raise exception 'Only marketers may see webhooks' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'endpoints', coalesce((select jsonb_agg(jsonb_build_object('id', e.id, 'url', e.url, 'active', e.active, 'created_at', e.created_at)
                                            order by e.created_at, e.id) from public.webhook_endpoints as e), '[]'::jsonb),
    'deliveries', coalesce((select jsonb_agg(to_jsonb(d) order by d.id desc) from public.webhook_deliveries(50) as d), '[]'::jsonb));
end;
$$;

revoke execute on function public.studio_webhooks(jsonb) from public, anon;
grant execute on function public.studio_webhooks(jsonb) to authenticated, service_role;

-- ═══ schemas/functions/submit_contact.sql ════════════════════════════════════════════════════════

-- {name, email, phone?, message, route?, locale?, utm?, referrer?, experiment?, arm?, consent?}
-- -> 200 {ok, id} | 400 LF400 {"field": message, …} | 429 LF429.
create function public.submit_contact(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  message text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('contact') then
    return public.refuse_rate_limited('contact', 'contact', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('contact', 'contact');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  message := public.field_text(body, 'message');
  refused := public.refuse_invalid('contact', 'contact', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    -- Optional: an empty phone passes, as in the browser (optionalPhoneRule).
    'phone', case when phone <> '' then public.phone_error(phone) end,
    'message', public.message_error(message));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.contact_messages (name, email, phone, message, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (name, email, nullif(phone, ''), message, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_contact(jsonb) from public;
grant execute on function public.submit_contact(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/submit_early_access.sql ═══════════════════════════════════════════════════

-- {email, route?, locale?, utm?, referrer?, experiment?, arm?, consent?}
-- -> 200 {ok, id} | 400 LF400 {"email": …} | 429 LF429.
create function public.submit_early_access(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  email text;
  refused jsonb;
  context jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('early_access') then
    return public.refuse_rate_limited('early_access', 'early_access', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('early_access', 'early_access');
  end if;
  email := lower(public.field_text(body, 'email'));
  refused := public.refuse_invalid('early_access', 'early_access', email, 'email', public.email_error(email));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.early_access_signups (email, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (email, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_early_access(jsonb) from public;
grant execute on function public.submit_early_access(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/submit_founder_application.sql ════════════════════════════════════════════

-- Browser RPC (anon): {name, email, phone, countryCode, country?, plot?, route?, locale?, utm?,
-- referrer?, experiment?, arm?, consent?} -> 200 {ok, id} | 400 LF400 {"field": message, …} | 429 LF429.
-- Order, as in every browser RPC: rate limit (every request counts), body shape, field rules, then the write.
create function public.submit_founder_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  country text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('founder_application') then
    return public.refuse_rate_limited('founder_application', 'founder', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('founder_application', 'founder');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  country := public.field_text(body, 'country');
  refused := public.refuse_invalid('founder_application', 'founder', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'plot', public.plot_error(body -> 'plot'));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.founder_applications
    (name, email, phone, country_code, country, plot, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     public.plot_number(body -> 'plot'),
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_founder_application(jsonb) from public;
grant execute on function public.submit_founder_application(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/submit_partnership_application.sql ════════════════════════════════════════

-- Browser RPC (anon): {name, email, phone, countryCode, companyName, location, landDetails, fileIds?,
-- route?, locale?, utm?, referrer?, experiment?, arm?, consent?} -> 200 {ok, id} | 400 LF400 | 429 LF429.
-- The application's uploaded files (fileIds) are linked to it in the same transaction.
create function public.submit_partnership_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  company_name text;
  location text;
  land_details text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('partnership_application') then
    return public.refuse_rate_limited('partnership_application', 'partnership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('partnership_application', 'partnership');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  company_name := public.field_text(body, 'companyName');
  location := public.field_text(body, 'location');
  land_details := public.field_text(body, 'landDetails');
  refused := public.refuse_invalid('partnership_application', 'partnership', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'companyName', public.company_name_error(company_name),
    'location', public.location_error(location),
    'landDetails', public.land_details_error(land_details));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.partnership_applications
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  -- Only files nobody has linked yet, uploaded for this visit: an id seen elsewhere links nothing.
  update public.lead_files
  set partnership_application_id = new_id, linked_at = now()
  where id = any(public.lead_file_ids(body))
    and partnership_application_id is null
    and created_at > now() - interval '1 hour';
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_partnership_application(jsonb) from public;
grant execute on function public.submit_partnership_application(jsonb) to anon, authenticated, service_role;

-- ═══ schemas/functions/webhook_deliveries.sql ════════════════════════════════════════════════════

-- The outbox for the marketers' area: newest first, never the secret.
create function public.webhook_deliveries(p_limit integer default 200)
returns table (id bigint, endpoint_id uuid, url text, event text, lead_type text, lead_id text, state text,
  attempts integer, created_at timestamptz, last_attempt_at timestamptz, next_attempt_at timestamptz,
  delivered_at timestamptz, last_status integer, last_error text)
language sql stable security definer set search_path = public, pg_temp
as $$
  select o.id, o.endpoint_id, e.url, o.event, o.payload ->> 'type', o.payload ->> 'id', o.state, o.attempts,
         o.created_at, o.last_attempt_at, o.next_attempt_at, o.delivered_at, o.last_status, o.last_error
  from public.webhook_outbox as o join public.webhook_endpoints as e on e.id = o.endpoint_id
  order by o.id desc
  limit least(greatest(coalesce(p_limit, 200), 1), 1000);
$$;

revoke execute on function public.webhook_deliveries(p_limit integer) from public, anon, authenticated;
grant execute on function public.webhook_deliveries(p_limit integer) to service_role;

-- ═══ schemas/functions/webhook_lease.sql ═════════════════════════════════════════════════════════

-- How long a claimed row is held: longer than a batch takes (deliveries run side by side, each
-- at most 10 s), so a second drainer never sends it twice; a drainer that dies mid-run leaves
-- its rows to be retried once the lease ends.
create function public.webhook_lease() returns interval
language sql immutable set search_path = public, pg_temp
as $$ select interval '2 minutes' $$;
revoke execute on function public.webhook_lease() from public, anon, authenticated;
grant execute on function public.webhook_lease() to service_role;

-- ═══ schemas/functions/webhook_max_attempts.sql ══════════════════════════════════════════════════

create function public.webhook_max_attempts() returns integer
language sql immutable set search_path = public, pg_temp
as $$ select 20 $$;
revoke execute on function public.webhook_max_attempts() from public, anon, authenticated;
grant execute on function public.webhook_max_attempts() to service_role;

-- ═══ schemas/functions/webhook_refused_range.sql ═════════════════════════════════════════════════

create function public.webhook_refused_range(address inet) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select r.name || ', ' || r.rfc
  from (select case when family(address) = 6 and (address <<= '::ffff:0:0/96' or address <<= '64:ff9b::/96')
                    -- IPv4-mapped (RFC 4291) and NAT64 (RFC 6052): the IPv4 address inside decides.
                    then '0.0.0.0'::inet + (address - network(set_masklen(address, 96))::inet)
                    else address end) as judged(address),
  (values
    ('0.0.0.0/8'::cidr, '"This network"', 'RFC 791'),
    ('10.0.0.0/8', 'Private-Use', 'RFC 1918'),
    ('100.64.0.0/10', 'Shared Address Space', 'RFC 6598'),
    ('127.0.0.0/8', 'Loopback', 'RFC 1122'),
    ('169.254.0.0/16', 'Link Local', 'RFC 3927'),
    ('172.16.0.0/12', 'Private-Use', 'RFC 1918'),
    ('192.0.0.0/24', 'IETF Protocol Assignments', 'RFC 6890'),
    ('192.0.2.0/24', 'Documentation (TEST-NET-1)', 'RFC 5737'),
    ('192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)', 'RFC 7526'),
    ('192.168.0.0/16', 'Private-Use', 'RFC 1918'),
    ('198.18.0.0/15', 'Benchmarking', 'RFC 2544'),
    ('198.51.100.0/24', 'Documentation (TEST-NET-2)', 'RFC 5737'),
    ('203.0.113.0/24', 'Documentation (TEST-NET-3)', 'RFC 5737'),
    ('224.0.0.0/4', 'Multicast', 'RFC 5771'),
    ('240.0.0.0/4', 'Reserved', 'RFC 1112'),
    ('255.255.255.255/32', 'Limited Broadcast', 'RFC 919'),
    ('::/96', 'Unspecified, Loopback and deprecated IPv4-compatible', 'RFC 4291'),
    ('64:ff9b:1::/48', 'IPv4-IPv6 Translation (local use)', 'RFC 8215'),
    ('100::/64', 'Discard-Only Address Block', 'RFC 6666'),
    ('100:0:0:1::/64', 'Dummy IPv6 Prefix', 'RFC 9780'),
    ('2001::/23', 'IETF Protocol Assignments (Teredo, benchmarking, ORCHID…)', 'RFC 2928'),
    ('2001:db8::/32', 'Documentation', 'RFC 3849'),
    ('2002::/16', '6to4', 'RFC 3056'),
    ('3fff::/20', 'Documentation', 'RFC 9637'),
    ('5f00::/16', 'Segment Routing (SRv6) SIDs', 'RFC 9602'),
    ('fc00::/7', 'Unique-Local', 'RFC 4193'),
    ('fe80::/10', 'Link-Local Unicast', 'RFC 4291'),
    ('ff00::/8', 'Multicast', 'RFC 4291')
  ) as r(prefix, name, rfc)
  where judged.address <<= r.prefix
  limit 1;
$$;

revoke execute on function public.webhook_refused_range(address inet) from public, anon, authenticated;
grant execute on function public.webhook_refused_range(address inet) to service_role;

-- ═══ schemas/functions/webhook_url_problem.sql ═══════════════════════════════════════════════════

create function public.webhook_url_problem(url text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  authority text;
  host text;
  address inet;
  private constant text := 'Enter a public address: the server does not call this machine or a private network';
  not_http constant text := 'Enter an address starting with http:// or https://';
begin
  if url is null or url = '' then
    return not_http;
  end if;
  if char_length(url) > 2048 then
    return 'URL too long';
  end if;
  if url !~* '^https?://[^/?#@[:space:]]+' or url ~ '[[:space:][:cntrl:]]' then
    return not_http;
  end if;
  authority := substring(url from '^[A-Za-z]+://([^/?#\\]*)');
  host := regexp_replace(authority, '^.*@', '');
  if host like '[%' then
    host := lower(substring(host from '^\[([^]]*)\]'));
  else
    host := regexp_replace(host, ':[0-9]*$', '');
    begin
      host := convert_from(
        (select string_agg(case when m[1] is not null then decode(m[1], 'hex') else convert_to(m[2], 'UTF8') end, ''::bytea order by n)
         from regexp_matches(host, '%([0-9A-Fa-f]{2})|([^%]+|%)', 'g') with ordinality as t(m, n)),
        'UTF8');
    exception when others then
      return not_http;
    end;
    -- What is left beyond ASCII after NFKC turns into an xn-- label, never into a digit or a
    -- letter of "localhost": dropping it only ever refuses more.
    host := regexp_replace(lower(translate(normalize(coalesce(host, ''), NFKC), '。', '.')), '[^\x01-\x7f]', '', 'g');
    host := regexp_replace(host, '\.$', '');
  end if;
  if coalesce(host, '') = '' then
    return not_http;
  end if;
  if host = 'localhost' or host like '%.localhost' then
    return private;
  end if;
  -- A host whose last label is a number is an IPv4 address to a browser or fetch (127.1,
  -- 0x7f000001, 2130706433 all mean 127.0.0.1): only the plain dotted form is read here.
  if host ~ ':' or host ~ '(^|\.)([0-9]+|0x[0-9a-f]*)$' then
    if host !~ ':' and host !~ '^(0|[1-9][0-9]{0,2})(\.(0|[1-9][0-9]{0,2})){3}$' then
      return private;
    end if;
    begin
      address := host::inet;
    exception when others then
      return not_http;
    end;
    if masklen(address) < 32 or (family(address) = 6 and masklen(address) < 128) or public.webhook_refused_range(address) is not null then
      return private;
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function public.webhook_url_problem(url text) from public, anon, authenticated;
grant execute on function public.webhook_url_problem(url text) to service_role;

-- ═══ schemas/policies/contact_messages.sql ═══════════════════════════════════════════════════════

create policy marketers_read on public.contact_messages for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/early_access_signups.sql ═══════════════════════════════════════════════════

create policy marketers_read on public.early_access_signups for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/founder_applications.sql ═══════════════════════════════════════════════════

-- (select …) evaluates is_marketer() once per statement rather than once per row.
create policy marketers_read on public.founder_applications for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/lead_files.sql ═════════════════════════════════════════════════════════════

create policy marketers_read on public.lead_files for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/marketers.sql ══════════════════════════════════════════════════════════════

create policy marketers_read_own on public.marketers for select to authenticated
  using (user_id = (select auth.uid()));

-- ═══ schemas/policies/page_views.sql ═════════════════════════════════════════════════════════════

create policy marketers_read on public.page_views for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/partnership_applications.sql ═══════════════════════════════════════════════

create policy marketers_read on public.partnership_applications for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/payments.sql ═══════════════════════════════════════════════════════════════

create policy marketers_read on public.payments for select to authenticated using ((select public.is_marketer()));

-- ═══ schemas/policies/profiles.sql ═══════════════════════════════════════════════════════════════

create policy profiles_read_own on public.profiles for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_marketer()));

-- ═══ schemas/policies/storage.objects.sql ════════════════════════════════════════════════════════

create policy lead_files_marketers_read on storage.objects for select to authenticated
  using (bucket_id = 'lead-files' and (select public.is_marketer()));

-- ═══ schemas/triggers/contact_messages.sql ═══════════════════════════════════════════════════════

-- New messages go to the lead webhooks like every other lead (functions/queue_lead_webhooks.sql).
create trigger contact_message_webhooks after insert on public.contact_messages
  for each row execute function public.queue_lead_webhooks('contact_message');

-- ═══ schemas/triggers/early_access_signups.sql ═══════════════════════════════════════════════════

create trigger early_access_signup_webhooks after insert on public.early_access_signups
  for each row execute function public.queue_lead_webhooks('early_access_signup');

-- ═══ schemas/triggers/founder_applications.sql ═══════════════════════════════════════════════════

create trigger founder_application_webhooks after insert on public.founder_applications
  for each row execute function public.queue_lead_webhooks('founder_application');

-- ═══ schemas/triggers/partnership_applications.sql ═══════════════════════════════════════════════

create trigger partnership_application_webhooks after insert on public.partnership_applications
  for each row execute function public.queue_lead_webhooks('partnership_application');

-- ═══ schemas/triggers/payments.sql ═══════════════════════════════════════════════════════════════

create trigger payment_became_paid_webhooks after update of status on public.payments
  for each row when (new.status = 'paid' and old.status not in ('paid', 'completed'))
  execute function public.queue_lead_webhooks('payment');

-- Paid once: pending -> paid, or needs_review -> paid when a person accepts the charge; never
-- again on paid -> completed.
create trigger payment_paid_webhooks after insert on public.payments
  for each row when (new.status = 'paid') execute function public.queue_lead_webhooks('payment');

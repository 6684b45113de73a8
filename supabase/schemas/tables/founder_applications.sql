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

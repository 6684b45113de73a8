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

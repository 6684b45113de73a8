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

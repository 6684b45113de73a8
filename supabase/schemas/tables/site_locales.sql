create table public.site_locales (
  locale text primary key check ((char_length(locale) <= 35) and (locale ~ '^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|[0-9]{3}))?$')),
  accepted boolean not null default true,
  declared_at timestamptz not null default now()
);
comment on table public.site_locales is 'The languages the site declares (BCP 47 tags, like en, es, pt-BR): leads keep a locale that is accepted. Written by declare_site_locales at deploy.';

alter table public.site_locales enable row level security;
revoke all on table public.site_locales from anon, authenticated;
grant all on table public.site_locales to service_role;

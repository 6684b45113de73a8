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

create index contact_messages_experiment on public.contact_messages (experiment, arm) where (experiment is not null);
create index contact_messages_route_created_at on public.contact_messages (route, created_at);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

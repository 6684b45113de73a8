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

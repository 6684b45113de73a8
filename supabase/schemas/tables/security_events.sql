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

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

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

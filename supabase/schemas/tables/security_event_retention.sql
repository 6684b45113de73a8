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

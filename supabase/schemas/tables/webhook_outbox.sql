create table public.webhook_outbox (
  id bigserial primary key,
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  event text not null default 'lead.created' check (event = 'lead.created'),
  payload jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'dead')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  constraint webhook_outbox_check check ((state = 'pending') = (next_attempt_at is not null))
);
comment on table public.webhook_outbox is 'One row per lead and endpoint, written in the lead''s transaction; pending -> delivered, or dead after webhook_max_attempts() failures (kept).';
comment on column public.webhook_outbox.next_attempt_at is 'When the row is next due; while a drainer holds it, the end of its lease. NULL once delivered or dead.';
comment on column public.webhook_outbox.last_status is 'HTTP status of the last answer; NULL when there was none (refused address, network error, timeout).';

create index webhook_outbox_due on public.webhook_outbox (next_attempt_at, id) where (state = 'pending'::text);
create index webhook_outbox_endpoint on public.webhook_outbox (endpoint_id);

alter table public.webhook_outbox enable row level security;
revoke all on table public.webhook_outbox from anon, authenticated;
grant all on table public.webhook_outbox to service_role;
revoke all on sequence public.webhook_outbox_id_seq from anon, authenticated;
grant all on sequence public.webhook_outbox_id_seq to service_role;

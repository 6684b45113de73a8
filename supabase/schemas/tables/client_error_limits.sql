create table public.client_error_limits (
  id boolean primary key default true check (id),
  per_address_per_day integer not null default 200 check ((per_address_per_day >= 1) and (per_address_per_day <= 100000)),
  total_per_day integer not null default 1000 check ((total_per_day >= 1) and (total_per_day <= 1000000))
);
comment on table public.client_error_limits is 'One row: how many distinct browser error reports (client_error, unhandled_rejection) are kept per address (IPv4, or IPv6 /64) and in all per UTC day; repeats are counted on their first row, reports past a cap on one client_errors_capped row. Change the row to retune.';

alter table public.client_error_limits enable row level security;
revoke all on table public.client_error_limits from anon, authenticated;
grant all on table public.client_error_limits to service_role;

insert into public.client_error_limits (id, per_address_per_day, total_per_day) values
  (true, 200, 1000);

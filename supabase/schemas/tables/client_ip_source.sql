create table public.client_ip_source (
  id boolean primary key default true check (id),
  header text not null default 'cf-connecting-ip' check ((header ~ '^[a-z0-9-]{1,64}$') and (header <> 'x-landfall-client-ip')),
  hop integer not null default 1 check ((hop >= 1) and (hop <= 16))
);
comment on table public.client_ip_source is 'One row: the request header that names the client, and which comma-separated entry counted from the right (hop 1 = the one the last trusted proxy appended). Default cf-connecting-ip, which Cloudflare overwrites on hosted Supabase. Behind your own proxy that appends to X-Forwarded-For: update client_ip_source set header = ''x-forwarded-for'', hop = <number of trusted proxies>. The embedded server reads this row on its first request.';

alter table public.client_ip_source enable row level security;
revoke all on table public.client_ip_source from anon, authenticated;
grant all on table public.client_ip_source to service_role;

insert into public.client_ip_source (id, header, hop) values
  (true, 'cf-connecting-ip', 1);

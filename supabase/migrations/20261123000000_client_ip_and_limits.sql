-- Which address a rate limit counts, and limits that neither stall the server nor grow forever
-- (issue 7, points 2, 7 and 8).
--
-- * request_ip() read cf-connecting-ip, else the FIRST x-forwarded-for entry: behind a proxy that
--   appends, the first entry is whatever the client wrote, and without Cloudflare in front
--   cf-connecting-ip is an ordinary client header. The source is now one row of configuration
--   (client_ip_source: which header, which entry counted from the right). A missing or malformed
--   value is 'unknown', never a fallback to another header. Our edge functions name the visitor
--   of a service-role call in x-landfall-client-ip, honoured for the service_role JWT role only.
-- * Rate limits key an IPv6 address by its /64 (one subscriber usually holds a whole /64);
--   stored ip_address columns keep the full address.
-- * The browser functions check the rate limit before they read a single field, so a refused
--   request costs one indexed lookup whatever it sends.
-- * Sliding windows: a request is admitted while fewer than max_requests were admitted in the
--   last window_minutes, whenever the window "starts"; a burst across a fixed boundary no longer
--   gets twice the limit. Counts are per key and second (rate_limit_hits keeps its shape), each
--   row carries when it stops counting, and every call deletes a bounded number of expired rows
--   of any key. Only admitted requests are stored; refusals are counted on their security event.
-- * A refused address writes one security_events row per endpoint and window (the first
--   refusal) and counts the rest on it (occurrences, last_seen_at). Security events are kept
--   security_event_retention.keep_days days (default 90), pruned a few rows per new event.
-- Functions keep their names, arguments and results: later migrations call them as before.

-- ─── Configuration ─────────────────────────────────────────────────────────────────────────

create table public.client_ip_source (
  id boolean primary key default true check (id),
  header text not null default 'cf-connecting-ip'
    check (header ~ '^[a-z0-9-]{1,64}$' and header <> 'x-landfall-client-ip'),
  hop integer not null default 1 check (hop between 1 and 16)
);
comment on table public.client_ip_source is 'One row: the request header that names the client, and which comma-separated entry counted from the right (hop 1 = the one the last trusted proxy appended). Default cf-connecting-ip, which Cloudflare overwrites on hosted Supabase. Behind your own proxy that appends to X-Forwarded-For: update client_ip_source set header = ''x-forwarded-for'', hop = <number of trusted proxies>. The embedded server reads this row on its first request.';
insert into public.client_ip_source default values;

create table public.security_event_retention (
  id boolean primary key default true check (id),
  keep_days integer not null default 90 check (keep_days between 1 and 3650)
);
comment on table public.security_event_retention is 'One row: security events older than keep_days are deleted, a few per new event.';
insert into public.security_event_retention default values;

alter table public.client_ip_source enable row level security;
alter table public.security_event_retention enable row level security;
revoke all on public.client_ip_source, public.security_event_retention from anon, authenticated;

alter table public.security_events
  add column occurrences integer not null default 1 check (occurrences > 0),
  add column last_seen_at timestamptz not null default now(),
  add column rate_limit_key text;
update public.security_events set last_seen_at = created_at;
comment on column public.security_events.occurrences is 'rate_limit_exceeded: refusals of this key and endpoint counted on this row (the first one and the rest of its window).';
comment on column public.security_events.last_seen_at is 'When the last refusal counted on this row happened.';
comment on column public.security_events.rate_limit_key is 'rate_limit_exceeded only: the key refused (an IPv4 address or an IPv6 /64).';
comment on column public.security_events.ip_address is 'Client address as request_ip() saw it (full address, also for IPv6).';
create index security_events_rate_limit on public.security_events (resource, rate_limit_key, created_at)
  where rate_limit_key is not null;

alter table public.rate_limit_hits add column expires_at timestamptz;
update public.rate_limit_hits as hits
set expires_at = hits.window_start + make_interval(mins => coalesce(
  (select rule.window_minutes from public.rate_limit_rules as rule where rule.endpoint = hits.endpoint), 1));
alter table public.rate_limit_hits alter column expires_at set not null;
create index rate_limit_hits_expires_at on public.rate_limit_hits (expires_at);
comment on table public.rate_limit_hits is 'Admitted requests per key, endpoint and second; a row counts until expires_at (a sliding window). Expired rows of any key are deleted a few per call.';
comment on column public.rate_limit_hits.identifier is 'The rate-limit key: an IPv4 address, an IPv6 /64, or another identifier a service-role caller chose.';
comment on column public.rate_limit_hits.window_start is 'The second the requests were admitted in.';
comment on column public.rate_limit_hits.count is 'Requests admitted in that second.';
comment on column public.rate_limit_hits.expires_at is 'Window_minutes after the latest of them: until then they count against the limit.';

comment on column public.founder_applications.ip_address is 'Client address as request_ip() saw it (see client_ip_source).';

-- ─── The client address ────────────────────────────────────────────────────────────────────

-- The request's headers as PostgREST sets them (lowercase names), '{}' outside a request.
create function public.request_headers() returns jsonb
language sql stable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(h) = 'object' then h else '{}'::jsonb end
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) as raw;
$$;

-- Canonical text of an IPv4 or IPv6 address, NULL for anything else. Accepts "[v6]:port",
-- "v4:port" and Forwarded's quotes; IPv4-mapped IPv6 becomes IPv4. Mirrors normalizeIp() in
-- supabase/functions/_shared/client-ip.ts.
create function public.normalize_ip(value text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  candidate text := regexp_replace(btrim(coalesce(value, '')), '^"|"$', '', 'g');
  parsed inet;
begin
  if candidate = '' or char_length(candidate) > 100 then
    return null;
  end if;
  if left(candidate, 1) = '[' then
    candidate := coalesce(substring(candidate from '^\[([^]]*)\]'), '');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  if candidate ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$' then
    return candidate;
  end if;
  if position(':' in candidate) = 0 or candidate !~ '^[0-9A-Fa-f:.]+$' then
    return null;
  end if;
  begin
    parsed := candidate::inet;
  exception when others then
    return null;
  end;
  if family(parsed) <> 6 then
    return null;
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return host(parsed);
end;
$$;

-- The hop-th comma-separated entry from the right; for a Forwarded header, its for= value.
create function public.header_entry(value text, header text, hop integer) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when $2 = 'forwarded'
              then (regexp_match(entry, '(?:^|;)\s*for=("[^"]*"|[^;]*)', 'i'))[1]
              else entry end
  from (select entries[array_length(entries, 1) - $3 + 1] as entry
        from (select string_to_array($1, ',') as entries) as split) as picked;
$$;

-- The client address: x-landfall-client-ip on a service-role call (our edge functions name the
-- visitor there); otherwise the configured header and hop. 'unknown' when that is missing or
-- not an address: one shared bucket, and never a header the configuration did not name.
create or replace function public.request_ip() returns text
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  headers jsonb := public.request_headers();
  claims text := nullif(current_setting('request.jwt.claims', true), '');
  source public.client_ip_source;
begin
  if claims is not null and jsonb_typeof(claims::jsonb) = 'object' and claims::jsonb ->> 'role' = 'service_role'
     and headers ? 'x-landfall-client-ip' then
    return coalesce(public.normalize_ip(headers ->> 'x-landfall-client-ip'), 'unknown');
  end if;
  select * into source from public.client_ip_source limit 1;
  return coalesce(public.normalize_ip(public.header_entry(
    headers ->> coalesce(source.header, 'cf-connecting-ip'), coalesce(source.header, 'cf-connecting-ip'), coalesce(source.hop, 1))), 'unknown');
end;
$$;

-- What a rate limit counts: an IPv4 address, the /64 of an IPv6 address, or (for identifiers a
-- service-role caller chose that are not addresses) the identifier itself.
create function public.rate_limit_key(identifier text) returns text
language plpgsql immutable set search_path = public, pg_temp
as $$
declare
  ip text := public.normalize_ip(identifier);
begin
  if ip is null then
    return left(coalesce(nullif(btrim(identifier), ''), 'unknown'), 100);
  end if;
  if position(':' in ip) > 0 then
    return network(set_masklen(ip::inet, 64))::text;
  end if;
  return ip;
end;
$$;

-- ─── Security events ───────────────────────────────────────────────────────────────────────

-- Deletes up to 20 events past the retention: bounded work, and each new event pays for the
-- room it takes, so the table holds about keep_days of events. Rows another transaction is
-- deleting are skipped rather than waited for.
create function public.prune_security_events() returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  delete from public.security_events
  where id in (
    select e.id from public.security_events as e
    where e.created_at < now() - make_interval(days => coalesce((select keep_days from public.security_event_retention limit 1), 90))
    order by e.created_at
    limit 20
    for update skip locked);
$$;

create or replace function public.log_security_event(action text, resource text, details jsonb) returns uuid
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  event_id uuid;
begin
  insert into public.security_events (action, resource, details, ip_address)
  values (log_security_event.action, log_security_event.resource, coalesce(log_security_event.details, '{}'::jsonb), public.request_ip())
  returning id into event_id;
  perform public.prune_security_events();
  return event_id;
end;
$$;

-- One row per key, endpoint and window for refusals: the first refusal inserts it (with the
-- details given), the rest of the window adds to occurrences. Callers hold the key's lock
-- (check_rate_limit), so two refusals never both insert.
create function public.record_rate_limit_refusal(endpoint text, identifier text, details jsonb) returns void
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => coalesce(
    (select rule.window_minutes from public.rate_limit_rules as rule where rule.endpoint = record_rate_limit_refusal.endpoint), 1));
  counted uuid;
begin
  update public.security_events as e
  set occurrences = e.occurrences + 1, last_seen_at = now()
  where e.id = (
    select first.id from public.security_events as first
    where first.resource = record_rate_limit_refusal.endpoint and first.rate_limit_key = key
      and first.action = 'rate_limit_exceeded' and first.created_at > now() - window_length
    order by first.created_at desc
    limit 1)
  returning e.id into counted;
  if counted is null then
    insert into public.security_events (action, resource, details, ip_address, rate_limit_key)
    values ('rate_limit_exceeded', record_rate_limit_refusal.endpoint, details, public.request_ip(), key);
    perform public.prune_security_events();
  end if;
end;
$$;

-- ─── Rate limits ───────────────────────────────────────────────────────────────────────────

-- Sliding window: admits while fewer than max_requests were admitted in the last window_minutes.
-- The advisory lock per endpoint and key makes concurrent callers take turns, so exactly
-- max_requests pass even when they arrive at once; it is released at commit.
create or replace function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer)
returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  key text := public.rate_limit_key(identifier);
  window_length interval := make_interval(mins => greatest(coalesce(window_minutes, 1), 1));
  admitted integer;
begin
  perform pg_advisory_xact_lock(hashtext('landfall.rate_limit'), hashtext(check_rate_limit.endpoint || ' ' || key));

  -- Bounded cleanup of every key, so keys that never come back do not stay forever.
  delete from public.rate_limit_hits
  where ctid in (select h.ctid from public.rate_limit_hits as h where h.expires_at <= now()
                 order by h.expires_at limit 20 for update skip locked);

  select coalesce(sum(h.count), 0) into admitted
  from public.rate_limit_hits as h
  where h.identifier = key and h.endpoint = check_rate_limit.endpoint and h.expires_at > now();
  if admitted >= coalesce(max_requests, 0) then
    return false;
  end if;

  insert into public.rate_limit_hits as hits (identifier, endpoint, window_start, count, expires_at)
  values (key, check_rate_limit.endpoint, date_trunc('second', now()), 1, now() + window_length)
  on conflict on constraint rate_limit_hits_pkey
  do update set count = hits.count + 1, expires_at = greatest(hits.expires_at, excluded.expires_at);
  return true;
end;
$$;

-- The endpoint's rule from rate_limit_rules (100 a minute without one), keyed by the client.
create or replace function public.rate_limit_allows(endpoint text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.check_rate_limit(public.request_ip(), $1, coalesce(rule.max_requests, 100), coalesce(rule.window_minutes, 1))
  from (select 1) as one
  left join public.rate_limit_rules as rule on rule.endpoint = $1;
$$;

-- A refused browser call: the first refusal of the window keeps the spec's details (with the
-- email, read only then), the others are counted on it.
create or replace function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  ip text := public.request_ip();
begin
  perform public.record_rate_limit_refusal(endpoint, ip, jsonb_build_object(
    'type', 'rate_limit', 'category', endpoint, 'form_type', form_type, 'ip_address', ip,
    'error', 'Too many requests',
    'email', left(nullif(lower(public.field_text(body, 'email')), ''), 254)));
  return public.refusal(429, 'LF429', 'Too many requests', null);
end;
$$;

-- {endpoint, identifier?}; identifier defaults to request_ip(). 200 {ok} | 429 LF429 | 400 LF400.
create or replace function public.consume_rate_limit(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  wanted text := public.field_text($1, 'endpoint');
  identifier text := coalesce(nullif(public.field_text($1, 'identifier'), ''), public.request_ip());
  rule public.rate_limit_rules;
begin
  select * into rule from public.rate_limit_rules as r where r.endpoint = wanted;
  if not found then
    return public.refusal(400, 'LF400', 'Validation failed', '{"endpoint": "Unknown endpoint"}');
  end if;
  if not public.check_rate_limit(identifier, wanted, rule.max_requests, rule.window_minutes) then
    perform public.record_rate_limit_refusal(wanted, identifier, jsonb_build_object(
      'type', 'rate_limit', 'category', wanted, 'form_type', null, 'ip_address', left(identifier, 100),
      'error', 'Too many requests', 'email', null));
    return public.refusal(429, 'LF429', 'Too many requests', null);
  end if;
  return jsonb_build_object('ok', true);
end;
$$;

-- ─── Browser RPCs: the rate limit first, then the body ─────────────────────────────────────
-- Same rules and answers as before; only the order changed: plpgsql evaluates DECLARE
-- initialisers on entry, so the fields are now read after the limit has passed.

create or replace function public.submit_founder_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  country text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('founder_application') then
    return public.refuse_rate_limited('founder_application', 'founder', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('founder_application', 'founder');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  country := public.field_text(body, 'country');
  refused := public.refuse_invalid('founder_application', 'founder', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.founder_applications
    (name, email, phone, country_code, country, route, locale, utm, referrer, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

create or replace function public.submit_partnership_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  country_code text;
  company_name text;
  location text;
  land_details text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('partnership_application') then
    return public.refuse_rate_limited('partnership_application', 'partnership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('partnership_application', 'partnership');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  company_name := public.field_text(body, 'companyName');
  location := public.field_text(body, 'location');
  land_details := public.field_text(body, 'landDetails');
  refused := public.refuse_invalid('partnership_application', 'partnership', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code),
    'companyName', public.company_name_error(company_name),
    'location', public.location_error(location),
    'landDetails', public.land_details_error(land_details));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.partnership_applications
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

create or replace function public.complete_membership(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text;
  new_name text;
  new_email text;
  new_phone text;
  country_code text;
  refused jsonb;
  payment_id uuid;
begin
  if not public.rate_limit_allows('complete_membership') then
    return public.refuse_rate_limited('complete_membership', 'membership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('complete_membership', 'membership');
  end if;
  session_id := public.field_text(body, 'sessionId');
  new_name := public.field_text(body, 'name');
  new_email := lower(public.field_text(body, 'email'));
  new_phone := public.field_text(body, 'phone');
  country_code := public.field_text(body, 'countryCode');
  refused := public.refuse_invalid('complete_membership', 'membership', new_email,
    'name', public.name_error(new_name),
    'email', public.email_error(new_email),
    'phone', public.phone_error(new_phone),
    'countryCode', public.country_code_error(country_code));
  if refused is not null then
    return refused;
  end if;

  -- One statement: of two concurrent completions only one finds the row still 'paid'.
  update public.payments as p
  set status = 'completed', email = new_email, full_name = new_name, phone = country_code || new_phone,
      completed_at = now()
  where p.stripe_session_id = session_id and p.status = 'paid'
  returning p.id into payment_id;

  if payment_id is null then
    perform public.log_refusal('membership_completion_refused', 'complete_membership', 'membership',
      'Payment session not found, unpaid or already completed', new_email);
    return public.refusal(409, 'LF409', 'Payment session not found, unpaid or already completed', null);
  end if;
  return jsonb_build_object('ok', true, 'id', payment_id);
end;
$$;

create or replace function public.log_client_event(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  action text;
  extra jsonb;
  event_id uuid;
begin
  if not public.rate_limit_allows('log_client_event') then
    return public.refuse_rate_limited('log_client_event', null, null);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('log_client_event', null);
  end if;
  action := public.field_text(body, 'action');
  if action not in ('client_error', 'unhandled_rejection') then
    perform public.log_refusal('form_validation_failed', 'log_client_event', null, 'Unknown action', null);
    return public.refusal(400, 'LF400', 'Validation failed', '{"action": "Unknown action"}');
  end if;

  extra := body -> 'details';
  event_id := public.log_security_event(action, 'client', jsonb_build_object(
    'message', left(public.field_text(body, 'message'), 1000),
    -- Bounded so a page cannot store megabytes per call.
    'details', case when extra is not null and char_length(extra::text) <= 4000 then extra end,
    'route', public.lead_context(body) ->> 'route',
    'user_agent', left(public.request_headers() ->> 'user-agent', 300)));
  return jsonb_build_object('ok', true, 'id', event_id);
end;
$$;

-- Nothing is read from the body; only the limit changed (refusals are now counted per window).
-- live_offer_counts and the service-role functions keep their 20261121000000 definitions.

-- New functions are not executable by the API roles (default privileges above); the service
-- role may run the helpers it could run before and the new ones beside them.
revoke execute on function
  public.request_headers(),
  public.normalize_ip(text),
  public.header_entry(text, text, integer),
  public.rate_limit_key(text),
  public.prune_security_events(),
  public.record_rate_limit_refusal(text, text, jsonb)
from public, anon, authenticated;

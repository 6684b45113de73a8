-- Landfall: lead forms, payments and the guards around them.
--
-- The browser (anon key) can do exactly five things, all through SECURITY DEFINER functions that
-- take the JSON body as one unnamed jsonb parameter (PostgREST passes the whole body):
--   submit_founder_application, submit_partnership_application, complete_membership,
--   log_client_event, live_offer_counts.
-- Every table has RLS on, no policies and no privileges for anon/authenticated, so nothing else
-- is reachable from the browser. Refusals (400/409/429) set response.status and RETURN a
-- PostgREST-shaped error body instead of raising, so the security_events row they write is kept.
-- Plain PostgreSQL 15+: no extensions, no auth schema; runs unchanged on Supabase and on PGlite.
--
-- Compare variants with one query (served by the (route, created_at) indexes):
-- <compare-variants>
-- select route,
--        count(*) filter (where kind = 'founder')     as founder_applications,
--        count(*) filter (where kind = 'partnership') as partnership_applications,
--        count(*) filter (where kind = 'payment')     as paid_payments,
--        count(*) filter (where utm ->> 'source' is not null) as from_campaigns
-- from (
--   select route, created_at, utm, 'founder' as kind from public.founder_applications
--   union all
--   select route, created_at, utm, 'partnership' from public.partnership_applications
--   union all
--   select route, created_at, utm, 'payment' from public.payments where status in ('paid', 'completed')
-- ) as leads
-- where route in ('/', '/mansion') and created_at >= now() - interval '30 days'
-- group by route
-- order by route;
-- </compare-variants>

-- Objects created from here on are not granted to the API roles unless a line below says so.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

-- ─── Tables ──────────────────────────────────────────────────────────────────────────────────

create table public.founder_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text not null,
  country_code text not null,
  country text check (country ~ '^[A-Z]{2}$'),
  contribution text not null default 'N/A',
  route text,
  locale text check (locale in ('en', 'es')),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.founder_applications is 'Founder dossier requests from the four-step founder dialog.';
comment on column public.founder_applications.email is 'Trimmed and lowercased.';
comment on column public.founder_applications.phone is 'The number part as typed (trimmed), without the country code.';
comment on column public.founder_applications.country_code is 'Dialling code, e.g. +44.';
comment on column public.founder_applications.country is 'ISO 3166 alpha-2 of the picked country-code entry (e.g. GB); NULL when not sent or malformed.';
comment on column public.founder_applications.contribution is 'Always N/A: the form has no contribution field (kept for the original schema).';
comment on column public.founder_applications.route is 'Variant route the lead came from, e.g. /mansion; NULL when malformed.';
comment on column public.founder_applications.utm is 'Only the keys source, medium, campaign, term, content (strings of at most 200 characters).';
comment on column public.founder_applications.referrer is 'document.referrer of the page; NULL when longer than 2048 characters.';
comment on column public.founder_applications.ip_address is 'Client IP as seen by the server (cf-connecting-ip, else first x-forwarded-for entry).';

create table public.partnership_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text not null,
  country_code text not null,
  company_name text,
  location text,
  land_details text not null,
  route text,
  locale text check (locale in ('en', 'es')),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.partnership_applications is 'Land-partnership proposals from the partnership dialog.';
comment on column public.partnership_applications.company_name is 'Optional; NULL when left empty.';
comment on column public.partnership_applications.location is 'Optional; NULL when left empty.';
comment on column public.partnership_applications.land_details is '10 to 2000 characters describing the land.';

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  stripe_session_id text not null unique,
  product_id text not null,
  amount integer not null check (amount >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'pending' check (status in ('pending', 'paid', 'completed', 'canceled')),
  email text,
  full_name text,
  phone text,
  route text,
  locale text check (locale in ('en', 'es')),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  completed_at timestamptz
);
comment on table public.payments is 'One row per checkout session: pending (created) -> paid (webhook) -> completed (thank-you form); or canceled.';
comment on column public.payments.stripe_session_id is 'Checkout session id; the thank-you page carries it as ?session_id=.';
comment on column public.payments.product_id is 'Key in variants/_shared/products.yaml.';
comment on column public.payments.amount is 'Price charged, in the smallest currency unit (cents), from the server-side catalogue.';
comment on column public.payments.currency is 'ISO 4217, lowercase as Stripe writes it.';
comment on column public.payments.email is 'From the thank-you form (or the checkout, until the form is sent).';
comment on column public.payments.phone is 'Country code joined to the number without a separator, e.g. +44(20) 7946-0958.';

create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  action text not null,
  resource text not null,
  details jsonb not null default '{}'::jsonb,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.security_events is 'Refusals and client errors: form_validation_failed, rate_limit_exceeded, membership_completion_refused, payment_amount_mismatch, client_error, unhandled_rejection.';
comment on column public.security_events.details is 'For forms: {type, category, form_type, ip_address, error (first message), email}.';

create table public.rate_limit_rules (
  endpoint text primary key,
  max_requests integer not null check (max_requests > 0),
  window_minutes integer not null check (window_minutes > 0)
);
comment on table public.rate_limit_rules is 'Per-IP limits, data rather than code: change a row to retune. An endpoint without a row gets 100 per minute.';

create table public.rate_limit_hits (
  identifier text not null,
  endpoint text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (identifier, endpoint, window_start)
);
comment on table public.rate_limit_hits is 'Request counts per fixed window; old windows of a key are deleted when it is next seen.';
comment on column public.rate_limit_hits.window_start is 'Start of the fixed window: now() rounded down to a multiple of window_minutes since the epoch.';
comment on column public.rate_limit_hits.count is 'Requests seen in the window, refused ones included.';

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

create index founder_applications_route_created_at on public.founder_applications (route, created_at);
create index founder_applications_country on public.founder_applications (country);
create index partnership_applications_route_created_at on public.partnership_applications (route, created_at);
create index payments_route_created_at on public.payments (route, created_at);
create index payments_product_sold on public.payments (product_id) where status in ('paid', 'completed');
create index security_events_created_at on public.security_events (created_at);
create index failed_login_attempts_email on public.failed_login_attempts (email, attempt_time);
create index failed_login_attempts_ip on public.failed_login_attempts (ip_address, attempt_time);

insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values
  ('founder_application', 4, 60),
  ('partnership_application', 4, 60),
  ('complete_membership', 10, 60),
  ('create_payment', 20, 60),
  ('log_client_event', 100, 1),
  ('live_offer_counts', 100, 1);

alter table public.founder_applications enable row level security;
alter table public.partnership_applications enable row level security;
alter table public.payments enable row level security;
alter table public.security_events enable row level security;
alter table public.rate_limit_rules enable row level security;
alter table public.rate_limit_hits enable row level security;
alter table public.failed_login_attempts enable row level security;

-- Supabase grants every new table to anon and authenticated; RLS alone would still let them
-- see that the tables exist and try. Take the privileges away as well.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;

-- ─── Internal helpers (no EXECUTE for anon/authenticated) ───────────────────────────────────

-- The client IP as the platform saw it. On Supabase, Cloudflare sets cf-connecting-ip; the
-- embedded server overwrites x-forwarded-for with the socket address and drops cf-connecting-ip.
create function public.request_ip() returns text
language sql stable security definer set search_path = public, pg_temp
as $$
  select left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'), 100)
  from (select case when jsonb_typeof(h) = 'object' then h else '{}'::jsonb end as headers
        from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) as raw) as parsed;
$$;

-- JavaScript's \s and String.prototype.trim set (WhiteSpace + LineTerminator), spelled out so
-- the server agrees with the browser whatever the database locale thinks [[:space:]] is.
create function public.js_space_chars() returns text
language sql immutable set search_path = public, pg_temp
as $$
  select E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005'
      || E'\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
$$;

-- A form field as the rules see it: a JSON string, trimmed like String.prototype.trim; anything
-- else (missing, number, null, object) counts as ''.
create function public.field_text(body jsonb, key text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case when jsonb_typeof(body -> key) = 'string'
              then btrim(body ->> key, public.js_space_chars()) else '' end;
$$;

-- The contract's <\s*script|javascript:|data: (case-insensitive).
create function public.has_script_content(value text) returns boolean
language sql immutable set search_path = public, pg_temp
as $$
  select value ~* ('<[' || public.js_space_chars() || ']*script|javascript:|data:');
$$;

-- Per-field rules: each returns the first failing rule's message, or NULL.
create function public.name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Name is required'
    when char_length(value) > 100 then 'Name too long'
    -- Letters plus the combining marks that [[:alpha:]] leaves out in some C libraries (the
    -- Devanagari virama in शर्मा, Hebrew points, Arabic harakat), as the browser's \p{L}\p{M}.
    when normalize(value, NFC) !~ '^[[:alpha:]\u0300-\u036F\u0483-\u0489\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0900-\u0963\u0971-\u0DFF\u0E31-\u0E3A\u0E47-\u0E4E\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F .''-]+$'
      -- Some C libraries count the decimal digits of other scripts (Arabic-Indic ١٢٣, Devanagari ५,
      -- full-width ５) and Roman numerals as alphabetic; a name has no digits in any script.
      or value ~ '[\u0660-\u0669\u06F0-\u06F9\u07C0-\u07C9\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F\u0DE6-\u0DEF\u0E50-\u0E59\u0ED0-\u0ED9\u0F20-\u0F29\u1040-\u1049\u1090-\u1099\u17E0-\u17E9\u1810-\u1819\u2160-\u2188\uFF10-\uFF19]'
      then 'Name contains invalid characters'
  end;
$$;

create function public.email_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value !~ ('^[^@' || s || ']+@[^@' || s || ']+\.[^@' || s || ']+$') then 'Invalid email format'
    when char_length(value) > 254 then 'Email too long'
    when value ~ '[<>]' then 'Invalid characters'
  end
  from (select public.js_space_chars() as s) as chars;
$$;

-- Up to 20 characters, 7-15 of them digits: "+44 (20) 7946-0958" is valid.
create function public.phone_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) > 20 then 'Phone number too long'
    when value !~ '^\+?[0-9 ()-]+$'
      or char_length(regexp_replace(value, '[^0-9]', '', 'g')) not between 7 and 15 then 'Invalid phone format'
  end;
$$;

create function public.country_code_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then 'Select a country code'
    when value !~ '^\+[0-9]{1,4}$' then 'Invalid country code format'
  end;
$$;

create function public.company_name_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Company name too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

create function public.location_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when value = '' then null
    when char_length(value) > 200 then 'Location too long'
    when normalize(value, NFC) !~ '^[[:alnum:] ,.-]+$' then 'Location contains invalid characters'
  end;
$$;

create function public.land_details_error(value text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when char_length(value) < 10 then 'Please provide more details about your land'
    when char_length(value) > 2000 then 'Land details too long'
    when public.has_script_content(value) then 'Invalid content'
  end;
$$;

-- The lead context (route, locale, utm, referrer) never refuses a submission: a malformed part
-- is stored as NULL (utm: only the known keys survive).
create function public.lead_context(body jsonb) returns jsonb
language sql immutable set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'route', case when route ~ '^/[A-Za-z0-9/_-]{0,199}$' then route end,
    'locale', case when locale in ('en', 'es') then locale end,
    'utm', coalesce((
      select jsonb_object_agg(key, value #>> '{}')
      from jsonb_each(case when jsonb_typeof(body -> 'utm') = 'object' then body -> 'utm' else '{}'::jsonb end)
      where key in ('source', 'medium', 'campaign', 'term', 'content')
        and jsonb_typeof(value) = 'string' and char_length(value #>> '{}') <= 200
    ), '{}'::jsonb),
    'referrer', case when jsonb_typeof(body -> 'referrer') = 'string' and char_length(referrer) <= 2048 then referrer end)
  from (select public.field_text(body, 'route') as route, public.field_text(body, 'locale') as locale,
               public.field_text(body, 'referrer') as referrer) as fields;
$$;

-- Validation results are (field, message) pairs in form order; a NULL message means the field passed.
-- {field: message} for the failing fields ('{}' when all pass):
create function public.field_errors(variadic pairs text[]) returns jsonb
language sql immutable set search_path = public, pg_temp
as $$
  select coalesce(jsonb_object_agg(pairs[i], pairs[i + 1]), '{}'::jsonb)
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null;
$$;

-- The first failing message in form order (jsonb does not keep key order, so ask the pairs).
create function public.first_error(variadic pairs text[]) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select pairs[i + 1]
  from generate_series(1, coalesce(array_length(pairs, 1), 0), 2) as i
  where pairs[i + 1] is not null
  order by i
  limit 1;
$$;

-- Sets the HTTP status PostgREST answers with and builds its error body.
create function public.refusal(status integer, code text, message text, details text) returns jsonb
language plpgsql volatile set search_path = public, pg_temp
as $$
begin
  perform set_config('response.status', status::text, true);
  return jsonb_build_object('code', code, 'message', message, 'details', details, 'hint', null);
end;
$$;

create function public.log_security_event(action text, resource text, details jsonb) returns uuid
language sql volatile security definer set search_path = public, pg_temp
as $$
  insert into public.security_events (action, resource, details, ip_address)
  values ($1, $2, coalesce($3, '{}'::jsonb), public.request_ip())
  returning id;
$$;

-- Fixed windows. The upsert takes the row lock, so concurrent callers get distinct counts and
-- exactly max_requests of them pass per window; refused requests count too.
create function public.check_rate_limit(identifier text, endpoint text, max_requests integer, window_minutes integer)
returns boolean
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  window_seconds integer := greatest(coalesce(window_minutes, 1), 1) * 60;
  current_window timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  key text := coalesce(nullif(identifier, ''), 'unknown');
  seen integer;
begin
  insert into public.rate_limit_hits as hits (identifier, endpoint, window_start, count)
  values (key, endpoint, current_window, 1)
  on conflict on constraint rate_limit_hits_pkey do update set count = hits.count + 1
  returning hits.count into seen;

  delete from public.rate_limit_hits as hits
  where hits.identifier = key and hits.endpoint = check_rate_limit.endpoint and hits.window_start < current_window;

  return seen <= coalesce(max_requests, 0);
end;
$$;

-- The endpoint's rule from rate_limit_rules, keyed by the client IP.
create function public.rate_limit_allows(endpoint text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.check_rate_limit(public.request_ip(), $1, coalesce(rule.max_requests, 100), coalesce(rule.window_minutes, 1))
  from (select 1) as one
  left join public.rate_limit_rules as rule on rule.endpoint = $1;
$$;

-- One security_events row per refused request; details as the spec's form events carry them.
create function public.log_refusal(action text, endpoint text, form_type text, error text, email text) returns void
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_security_event($1, $2, jsonb_build_object(
    'type', case $1 when 'form_validation_failed' then 'validation'
                    when 'rate_limit_exceeded' then 'rate_limit' else 'refused' end,
    'category', $2,
    'form_type', $3,
    'ip_address', public.request_ip(),
    'error', $4,
    'email', left(nullif($5, ''), 254)));
$$;

create function public.refuse_rate_limited(endpoint text, form_type text, body jsonb) returns jsonb
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_refusal('rate_limit_exceeded', $1, $2, 'Too many requests', lower(public.field_text($3, 'email')));
  select public.refusal(429, 'LF429', 'Too many requests', null);
$$;

create function public.refuse_not_an_object(endpoint text, form_type text) returns jsonb
language sql volatile security definer set search_path = public, pg_temp
as $$
  select public.log_refusal('form_validation_failed', $1, $2, 'Expected a JSON object', null);
  select public.refusal(400, 'LF400', 'Expected a JSON object', '{}');
$$;

-- pairs: (field, message-or-NULL) in form order. NULL when every field passed.
create function public.refuse_invalid(endpoint text, form_type text, email text, variadic pairs text[]) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  first_message text := public.first_error(variadic pairs);
begin
  if first_message is null then
    return null;
  end if;
  perform public.log_refusal('form_validation_failed', endpoint, form_type, first_message, email);
  return public.refusal(400, 'LF400', 'Validation failed', public.field_errors(variadic pairs)::text);
end;
$$;

-- ─── Browser RPCs (anon) ────────────────────────────────────────────────────────────────────
-- Order in each: rate limit (every request counts), body shape, field rules, then the write.

create function public.submit_founder_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text := public.field_text(body, 'name');
  email text := lower(public.field_text(body, 'email'));
  phone text := public.field_text(body, 'phone');
  country_code text := public.field_text(body, 'countryCode');
  country text := public.field_text(body, 'country');
  context jsonb := public.lead_context(body);
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('founder_application') then
    return public.refuse_rate_limited('founder_application', 'founder', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('founder_application', 'founder');
  end if;
  refused := public.refuse_invalid('founder_application', 'founder', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    'phone', public.phone_error(phone),
    'countryCode', public.country_code_error(country_code));
  if refused is not null then
    return refused;
  end if;

  insert into public.founder_applications
    (name, email, phone, country_code, country, route, locale, utm, referrer, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

create function public.submit_partnership_application(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text := public.field_text(body, 'name');
  email text := lower(public.field_text(body, 'email'));
  phone text := public.field_text(body, 'phone');
  country_code text := public.field_text(body, 'countryCode');
  company_name text := public.field_text(body, 'companyName');
  location text := public.field_text(body, 'location');
  land_details text := public.field_text(body, 'landDetails');
  context jsonb := public.lead_context(body);
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('partnership_application') then
    return public.refuse_rate_limited('partnership_application', 'partnership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('partnership_application', 'partnership');
  end if;
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

  insert into public.partnership_applications
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- The thank-you form: only a paid session can be completed, and only once.
create function public.complete_membership(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text := public.field_text(body, 'sessionId');
  new_name text := public.field_text(body, 'name');
  new_email text := lower(public.field_text(body, 'email'));
  new_phone text := public.field_text(body, 'phone');
  country_code text := public.field_text(body, 'countryCode');
  refused jsonb;
  payment_id uuid;
begin
  if not public.rate_limit_allows('complete_membership') then
    return public.refuse_rate_limited('complete_membership', 'membership', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('complete_membership', 'membership');
  end if;
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

-- Browser errors reported by the page (client_error, unhandled_rejection).
create function public.log_client_event(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  action text := public.field_text(body, 'action');
  extra jsonb := body -> 'details';
  event_id uuid;
begin
  if not public.rate_limit_allows('log_client_event') then
    return public.refuse_rate_limited('log_client_event', null, body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('log_client_event', null);
  end if;
  if action not in ('client_error', 'unhandled_rejection') then
    perform public.log_refusal('form_validation_failed', 'log_client_event', null, 'Unknown action', null);
    return public.refusal(400, 'LF400', 'Validation failed', '{"action": "Unknown action"}');
  end if;

  event_id := public.log_security_event(action, 'client', jsonb_build_object(
    'message', left(public.field_text(body, 'message'), 1000),
    -- Bounded so a page cannot store megabytes per call.
    'details', case when extra is not null and char_length(extra::text) <= 4000 then extra end,
    'route', public.lead_context(body) ->> 'route',
    'user_agent', left(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb ->> 'user-agent', 300)));
  return jsonb_build_object('ok', true, 'id', event_id);
end;
$$;

-- Social proof on the pages: founder applications per country, sold (paid or completed)
-- payments per product. Counts only; no row is ever exposed.
create function public.live_offer_counts(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
begin
  if not public.rate_limit_allows('live_offer_counts') then
    return public.refuse_rate_limited('live_offer_counts', null, null);
  end if;
  return jsonb_build_object(
    'countries', coalesce((
      select jsonb_object_agg(country, n)
      from (select country, count(*) as n from public.founder_applications where country is not null group by country) as c
    ), '{}'::jsonb),
    'products', coalesce((
      select jsonb_object_agg(product_id, n)
      from (select product_id, count(*) as n from public.payments where status in ('paid', 'completed') group by product_id) as p
    ), '{}'::jsonb));
end;
$$;

-- ─── Service-role functions (edge functions / embedded server, never the browser) ──────────

-- create-payment, after the checkout session exists: {sessionId, productId, amount, currency,
-- route, locale, utm, referrer}. 200 {ok, id} | 400 LF400 | 409 LF409 (session already recorded).
create function public.record_pending_payment(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text := public.field_text(body, 'sessionId');
  product_id text := public.field_text(body, 'productId');
  currency text := lower(public.field_text(body, 'currency'));
  amount jsonb := body -> 'amount';
  context jsonb := public.lead_context(body);
  errors jsonb;
  new_id uuid;
begin
  errors := public.field_errors(
    'sessionId', case when session_id = '' or char_length(session_id) > 255 then 'Invalid session id' end,
    'productId', case when product_id !~ '^[A-Za-z0-9_-]{1,100}$' then 'Invalid product id' end,
    'amount', case when jsonb_typeof(amount) is distinct from 'number'
                     or (amount::text)::numeric not between 0 and 2147483647
                     or (amount::text)::numeric % 1 <> 0 then 'Invalid amount' end,
    'currency', case when currency !~ '^[a-z]{3}$' then 'Invalid currency' end);
  if errors <> '{}'::jsonb then
    return public.refusal(400, 'LF400', 'Validation failed', errors::text);
  end if;

  insert into public.payments (stripe_session_id, product_id, amount, currency, route, locale, utm, referrer, ip_address)
  values (session_id, product_id, (amount::text)::integer, currency,
          context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  on conflict (stripe_session_id) do nothing
  returning id into new_id;
  if new_id is null then
    return public.refusal(409, 'LF409', 'Payment session already recorded', null);
  end if;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- stripe-webhook, checkout.session.completed: {sessionId, amountTotal, currency, email?}.
-- Idempotent (Stripe retries): an already paid or completed row answers 200 and is not touched.
-- 200 {ok, id, status} | 404 LF404 unknown session | 409 LF409 canceled or amount/currency mismatch.
create function public.mark_payment_paid(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  paid_email text := lower(public.field_text(body, 'email'));
  amount_total jsonb := body -> 'amountTotal';
  payment public.payments;
begin
  select * into payment from public.payments as p
  where p.stripe_session_id = public.field_text(body, 'sessionId')
  for update;
  if not found then
    return public.refusal(404, 'LF404', 'Payment session not found', null);
  end if;
  if payment.status in ('paid', 'completed') then
    return jsonb_build_object('ok', true, 'id', payment.id, 'status', payment.status);
  end if;
  if payment.status = 'canceled' then
    return public.refusal(409, 'LF409', 'Payment session was canceled', null);
  end if;
  if jsonb_typeof(amount_total) is distinct from 'number'
     or (amount_total::text)::numeric <> payment.amount
     or lower(public.field_text(body, 'currency')) <> payment.currency then
    perform public.log_security_event('payment_amount_mismatch', 'stripe_webhook', jsonb_build_object(
      'session_id', payment.stripe_session_id, 'expected_amount', payment.amount, 'expected_currency', payment.currency,
      'amount', amount_total, 'currency', body -> 'currency'));
    return public.refusal(409, 'LF409', 'Amount does not match the recorded payment', null);
  end if;

  update public.payments as p
  set status = 'paid', paid_at = now(),
      email = coalesce(p.email, case when public.email_error(paid_email) is null then paid_email end)
  where p.id = payment.id;
  return jsonb_build_object('ok', true, 'id', payment.id, 'status', 'paid');
end;
$$;

-- stripe-webhook, checkout.session.expired: {sessionId}. Only a pending row becomes canceled.
-- 200 {ok, id, status} (the status after the call) | 404 LF404 unknown session.
create function public.mark_payment_canceled(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  payment public.payments;
begin
  update public.payments as p set status = 'canceled'
  where p.stripe_session_id = public.field_text($1, 'sessionId') and p.status = 'pending';
  select * into payment from public.payments as p where p.stripe_session_id = public.field_text($1, 'sessionId');
  if not found then
    return public.refusal(404, 'LF404', 'Payment session not found', null);
  end if;
  return jsonb_build_object('ok', true, 'id', payment.id, 'status', payment.status);
end;
$$;

-- The rate limit for callers that are not a database function (create-payment):
-- {endpoint, identifier?}; identifier defaults to request_ip(). 200 {ok} | 429 LF429 | 400 LF400.
create function public.consume_rate_limit(jsonb) returns jsonb
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
    perform public.log_security_event('rate_limit_exceeded', wanted, jsonb_build_object(
      'type', 'rate_limit', 'category', wanted, 'form_type', null, 'ip_address', identifier,
      'error', 'Too many requests', 'email', null));
    return public.refusal(429, 'LF429', 'Too many requests', null);
  end if;
  return jsonb_build_object('ok', true);
end;
$$;

-- Lockout (spec: 5 failed logins, 15 minutes), by email or by IP.
create function public.login_blocked(email text, ip text) returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$
  select exists (
           select 1 from public.failed_login_attempts as a
           where (a.email = lower($1) or a.ip_address = $2) and a.blocked_until > now())
      or (select count(*) from public.failed_login_attempts as a
          where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') >= 5;
$$;

-- Records a failed login; the attempt that reaches 5 within 15 minutes carries blocked_until.
-- Returns whether the email/IP is blocked now.
create function public.record_failed_login(email text, ip text, user_agent text) returns boolean
language sql volatile security definer set search_path = public, pg_temp
as $$
  insert into public.failed_login_attempts (email, ip_address, user_agent, blocked_until)
  select lower($1), $2, left($3, 500),
         case when recent + 1 >= 5 then now() + interval '15 minutes' end
  from (select count(*) as recent from public.failed_login_attempts as a
        where (a.email = lower($1) or a.ip_address = $2) and a.attempt_time > now() - interval '15 minutes') as counted;
  select public.login_blocked($1, $2);
$$;

-- ─── Who may call what ──────────────────────────────────────────────────────────────────────
-- Functions are executable by PUBLIC by default and Supabase grants them to anon and
-- authenticated on top: take it all away, then open exactly the five browser calls.
revoke execute on all functions in schema public from public, anon, authenticated;

grant execute on function
  public.submit_founder_application(jsonb),
  public.submit_partnership_application(jsonb),
  public.complete_membership(jsonb),
  public.log_client_event(jsonb),
  public.live_offer_counts(jsonb)
to anon, authenticated, service_role;

grant execute on function
  public.record_pending_payment(jsonb),
  public.mark_payment_paid(jsonb),
  public.mark_payment_canceled(jsonb),
  public.consume_rate_limit(jsonb),
  public.check_rate_limit(text, text, integer, integer),
  public.log_security_event(text, text, jsonb),
  public.request_ip(),
  public.login_blocked(text, text),
  public.record_failed_login(text, text, text)
to service_role;

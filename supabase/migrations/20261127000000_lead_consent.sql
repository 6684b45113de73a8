-- The cookie consent each lead and payment was given under (issue 12).
--
-- The browser sends `consent` with every lead context (src/interactive/api/lead-context.ts, from
-- src/interactive/tags/consent.ts): 'granted' or 'denied' once the visitor chose in the banner,
-- 'unset' on a page without the banner or before a choice. Each lead and payment now keeps it, so
-- a marketer can tell which leads may be matched to an ad click or sent to an ad platform and
-- which may not. A missing or unknown value is stored as 'unset', never refused: a lead is never
-- lost over it. Rows from before this migration say 'unset' as well: their consent was not kept.
--
-- Leads by consent:  select consent, count(*) from founder_applications group by consent;

alter table public.founder_applications
  add column consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'));
alter table public.partnership_applications
  add column consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'));
alter table public.early_access_signups
  add column consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'));
alter table public.payments
  add column consent text not null default 'unset' check (consent in ('granted', 'denied', 'unset'));
comment on column public.founder_applications.consent is 'Cookie consent the application was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';
comment on column public.partnership_applications.consent is 'Cookie consent the application was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';
comment on column public.early_access_signups.consent is 'Cookie consent the sign-up was sent under: granted or denied in the banner, unset without a banner, before a choice, for a malformed value or before 20261127000000.';
comment on column public.payments.consent is 'Cookie consent of the page the payment started on (create-payment passes it): granted, denied, or unset as for leads.';

-- As in 20261126000000_experiments.sql, plus consent: 'granted' or 'denied' exactly as the
-- browser sends them (a JSON string), anything else 'unset'. CREATE OR REPLACE keeps the grants.
create or replace function public.lead_context(body jsonb) returns jsonb
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
    'referrer', case when jsonb_typeof(body -> 'referrer') = 'string' and char_length(referrer) <= 2048 then referrer end,
    'experiment', case when attributed then experiment end,
    'arm', case when attributed then arm end,
    'consent', case when body -> 'consent' in ('"granted"'::jsonb, '"denied"'::jsonb) then body ->> 'consent' else 'unset' end)
  from (select public.field_text(body, 'route') as route, public.field_text(body, 'locale') as locale,
               public.field_text(body, 'referrer') as referrer,
               public.field_text(body, 'experiment') as experiment, public.field_text(body, 'arm') as arm,
               jsonb_typeof(body -> 'experiment') = 'string' and jsonb_typeof(body -> 'arm') = 'string'
                 and public.field_text(body, 'experiment') ~ '^[^[:cntrl:]]{1,64}$'
                 and public.field_text(body, 'arm') ~ '^[^[:cntrl:]]{1,64}$' as attributed) as fields;
$$;

-- As in 20261126000000_experiments.sql, plus consent.
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
    'countryCode', public.country_code_error(country_code),
    'plot', public.plot_error(body -> 'plot'));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.founder_applications
    (name, email, phone, country_code, country, plot, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values
    (name, email, phone, country_code, case when country ~ '^[A-Z]{2}$' then country end,
     public.plot_number(body -> 'plot'),
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261126000000_experiments.sql, plus consent.
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
    (name, email, phone, country_code, company_name, location, land_details, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values
    (name, email, phone, country_code, nullif(company_name, ''), nullif(location, ''), land_details,
     context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
     context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261126000000_experiments.sql, plus consent.
create or replace function public.submit_early_access(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  email text;
  refused jsonb;
  context jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('early_access') then
    return public.refuse_rate_limited('early_access', 'early_access', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('early_access', 'early_access');
  end if;
  email := lower(public.field_text(body, 'email'));
  refused := public.refuse_invalid('early_access', 'early_access', email, 'email', public.email_error(email));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.early_access_signups (email, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (email, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- As in 20261126000000_experiments.sql, plus consent (create-payment passes the page's on).
create or replace function public.record_pending_payment(jsonb) returns jsonb
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

  insert into public.payments (stripe_session_id, product_id, amount, currency, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (session_id, product_id, (amount::text)::integer, currency,
          context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  on conflict (stripe_session_id) do nothing
  returning id into new_id;
  if new_id is null then
    return public.refusal(409, 'LF409', 'Payment session already recorded', null);
  end if;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- Early-access sign-ups from the ranking page's email field (issue 10, /ranking).
--
-- The seed's field was inert. Now one email is a lead like any other: checked with the same
-- email rule and messages as the founder form (email_error), stored as typed (trimmed,
-- lowercased) with the page's route, locale, UTM and referrer (lead_context), and rate-limited
-- per client address before a single field is read (rate_limit_allows, keyed by request_ip(),
-- so client_ip_source decides which address counts, as for every other browser call).
-- Refusals answer like the other forms (400 LF400 with {"email": message}, 429 LF429) and
-- are returned, never raised, so their security event is kept.
--
-- A second sign-up with the same address is stored again and answered the same way: the
-- answer never tells a visitor whether an address is already on the list, and each row keeps
-- the context of its own visit. Count people with count(distinct email).
--
-- Compare pages: select route, count(distinct email) from early_access_signups group by route;

create table public.early_access_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  route text,
  locale text check (locale in ('en', 'es')),
  utm jsonb not null default '{}'::jsonb,
  referrer text,
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table public.early_access_signups is 'Early-access emails from the ranking page (one row per sign-up; the same address may appear more than once).';
comment on column public.early_access_signups.email is 'Trimmed and lowercased, otherwise as typed.';
comment on column public.early_access_signups.route is 'Variant route the sign-up came from, e.g. /ranking; NULL when malformed.';
comment on column public.early_access_signups.utm is 'Only the keys source, medium, campaign, term, content (strings of at most 200 characters).';
comment on column public.early_access_signups.referrer is 'document.referrer of the landing page; NULL when longer than 2048 characters.';
comment on column public.early_access_signups.ip_address is 'Client address as request_ip() saw it (see client_ip_source).';

create index early_access_signups_route_created_at on public.early_access_signups (route, created_at);

alter table public.early_access_signups enable row level security;
-- No policies and no privileges: the browser reaches the table only through the function below.
revoke all on public.early_access_signups from anon, authenticated;

-- As many as the founder form: one visitor rarely needs a second try, a script gets four.
insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values ('early_access', 4, 60);

-- {email, route?, locale?, utm?, referrer?} -> 200 {ok, id} | 400 LF400 {"email": …} | 429 LF429.
create function public.submit_early_access(jsonb) returns jsonb
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
  insert into public.early_access_signups (email, route, locale, utm, referrer, ip_address)
  values (email, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

-- New functions are executable by nobody (default privileges of 20261121000000); open this one
-- to the browser roles, like the five calls before it.
revoke execute on function public.submit_early_access(jsonb) from public;
grant execute on function public.submit_early_access(jsonb) to anon, authenticated, service_role;

-- Browser RPC (anon): {name, email, phone, countryCode, country?, plot?, route?, locale?, utm?,
-- referrer?, experiment?, arm?, consent?} -> 200 {ok, id} | 400 LF400 {"field": message, …} | 429 LF429.
-- Order, as in every browser RPC: rate limit (every request counts), body shape, field rules, then the write.
create function public.submit_founder_application(jsonb) returns jsonb
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

revoke execute on function public.submit_founder_application(jsonb) from public;
grant execute on function public.submit_founder_application(jsonb) to anon, authenticated, service_role;

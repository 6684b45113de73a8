-- Browser RPC (anon): {name, email, phone, countryCode, companyName, location, landDetails, fileIds?,
-- route?, locale?, utm?, referrer?, experiment?, arm?, consent?} -> 200 {ok, id} | 400 LF400 | 429 LF429.
-- The application's uploaded files (fileIds) are linked to it in the same transaction.
create function public.submit_partnership_application(jsonb) returns jsonb
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
  -- Only files nobody has linked yet, uploaded for this visit: an id seen elsewhere links nothing.
  update public.lead_files
  set partnership_application_id = new_id, linked_at = now()
  where id = any(public.lead_file_ids(body))
    and partnership_application_id is null
    and created_at > now() - interval '1 hour';
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_partnership_application(jsonb) from public;
grant execute on function public.submit_partnership_application(jsonb) to anon, authenticated, service_role;

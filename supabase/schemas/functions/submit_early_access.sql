-- {email, route?, locale?, utm?, referrer?, experiment?, arm?, consent?}
-- -> 200 {ok, id} | 400 LF400 {"email": …} | 429 LF429.
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
  insert into public.early_access_signups (email, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (email, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_early_access(jsonb) from public;
grant execute on function public.submit_early_access(jsonb) to anon, authenticated, service_role;

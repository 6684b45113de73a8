-- {name, email, phone?, message, route?, locale?, utm?, referrer?, experiment?, arm?, consent?}
-- -> 200 {ok, id} | 400 LF400 {"field": message, …} | 429 LF429.
create function public.submit_contact(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  name text;
  email text;
  phone text;
  message text;
  context jsonb;
  refused jsonb;
  new_id uuid;
begin
  if not public.rate_limit_allows('contact') then
    return public.refuse_rate_limited('contact', 'contact', body);
  end if;
  if jsonb_typeof(body) is distinct from 'object' then
    return public.refuse_not_an_object('contact', 'contact');
  end if;
  name := public.field_text(body, 'name');
  email := lower(public.field_text(body, 'email'));
  phone := public.field_text(body, 'phone');
  message := public.field_text(body, 'message');
  refused := public.refuse_invalid('contact', 'contact', email,
    'name', public.name_error(name),
    'email', public.email_error(email),
    -- Optional: an empty phone passes, as in the browser (optionalPhoneRule).
    'phone', case when phone <> '' then public.phone_error(phone) end,
    'message', public.message_error(message));
  if refused is not null then
    return refused;
  end if;

  context := public.lead_context(body);
  insert into public.contact_messages (name, email, phone, message, route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (name, email, nullif(phone, ''), message, context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  returning id into new_id;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.submit_contact(jsonb) from public;
grant execute on function public.submit_contact(jsonb) to anon, authenticated, service_role;

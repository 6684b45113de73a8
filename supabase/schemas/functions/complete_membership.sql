create function public.complete_membership(jsonb) returns jsonb
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

revoke execute on function public.complete_membership(jsonb) from public;
grant execute on function public.complete_membership(jsonb) to anon, authenticated, service_role;

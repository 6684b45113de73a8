-- stripe-webhook, checkout.session.completed: {sessionId, amountTotal, currency, email?}.
-- Idempotent (Stripe retries): an already paid or completed row answers 200 and is not touched.
-- 200 {ok, id, status} | 404 LF404 unknown session | 409 LF409 canceled
-- | 422 LF422 amount/currency mismatch (the row is, or already was, needs_review).
create function public.mark_payment_paid(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  paid_email text := lower(public.field_text(body, 'email'));
  amount_total jsonb := body -> 'amountTotal';
  charged_amount numeric := case when jsonb_typeof(body -> 'amountTotal') = 'number' then (amount_total::text)::numeric end;
  charged_currency text := nullif(left(lower(public.field_text(body, 'currency')), 16), '');
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

  if payment.status = 'needs_review'
     or charged_amount is distinct from payment.amount
     or charged_currency is distinct from payment.currency then
    -- A retry reports the same figures as the row keeps: nothing new to log or store. The row
    -- keeps the first report (what Stripe charged); a different later report is logged only.
    if payment.status <> 'needs_review'
       or payment.reported_amount is distinct from charged_amount
       or payment.reported_currency is distinct from charged_currency then
      perform public.log_security_event('payment_amount_mismatch', 'stripe_webhook', jsonb_build_object(
        'session_id', payment.stripe_session_id, 'expected_amount', payment.amount, 'expected_currency', payment.currency,
        'amount', amount_total, 'currency', body -> 'currency'));
    end if;
    if payment.status <> 'needs_review' then
      update public.payments as p
      set status = 'needs_review', reported_amount = charged_amount,
          reported_currency = charged_currency, review_requested_at = now()
      where p.id = payment.id;
    end if;
    return public.refusal(422, 'LF422', 'Amount or currency differs from the recorded payment; it needs review',
      jsonb_build_object('expected_amount', payment.amount, 'expected_currency', payment.currency,
                         'amount', charged_amount, 'currency', charged_currency)::text);
  end if;

  update public.payments as p
  set status = 'paid', paid_at = now(),
      email = coalesce(p.email, case when public.email_error(paid_email) is null then paid_email end)
  where p.id = payment.id;
  return jsonb_build_object('ok', true, 'id', payment.id, 'status', 'paid');
end;
$$;

revoke execute on function public.mark_payment_paid(jsonb) from public, anon, authenticated;
grant execute on function public.mark_payment_paid(jsonb) to service_role;

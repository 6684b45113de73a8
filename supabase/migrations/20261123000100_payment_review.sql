-- Payments Stripe charged differently from the recorded price (issue 7, point 9).
--
-- Before: an amount or currency mismatch logged a security event, left the payment 'pending'
-- and the webhook answered Stripe 200, so money had moved, nothing said so and nobody was told.
-- Decision: the payment becomes 'needs_review' with what Stripe reported beside the price we
-- recorded (the marketers' area lists these rows), and mark_payment_paid answers 422 LF422,
-- which the webhook passes on to Stripe. Stripe retries a non-2xx delivery for up to three days,
-- shows each failed attempt with our answer in its dashboard and e-mails the account about the
-- failing endpoint, so a person hears of it. A retry of the same event changes nothing and
-- logs nothing new: it gets the same 422 until a person resolves the row (refund it in Stripe
-- and set status 'canceled', or accept it and set 'paid'), after which retries answer 200.
-- The webhook never turns a 'needs_review' row into 'paid' by itself.

alter table public.payments drop constraint payments_status_check;
alter table public.payments add constraint payments_status_check
  check (status in ('pending', 'paid', 'completed', 'canceled', 'needs_review'));
alter table public.payments
  add column reported_amount numeric,
  add column reported_currency text,
  add column review_requested_at timestamptz;

comment on table public.payments is 'One row per checkout session: pending (created) -> paid (webhook) -> completed (thank-you form); or canceled; or needs_review (Stripe charged another amount or currency: a person decides).';
comment on column public.payments.reported_amount is 'needs_review only: amount_total as Stripe reported it (smallest unit); NULL when Stripe sent none.';
comment on column public.payments.reported_currency is 'needs_review only: currency as Stripe reported it.';
comment on column public.payments.review_requested_at is 'When the webhook first found the charge different from the recorded price.';

create index payments_needs_review on public.payments (review_requested_at) where status = 'needs_review';

-- stripe-webhook, checkout.session.completed: {sessionId, amountTotal, currency, email?}.
-- Idempotent (Stripe retries): an already paid or completed row answers 200 and is not touched.
-- 200 {ok, id, status} | 404 LF404 unknown session | 409 LF409 canceled
-- | 422 LF422 amount/currency mismatch (the row is, or already was, needs_review).
create or replace function public.mark_payment_paid(jsonb) returns jsonb
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

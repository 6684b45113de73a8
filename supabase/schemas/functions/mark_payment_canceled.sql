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

revoke execute on function public.mark_payment_canceled(jsonb) from public, anon, authenticated;
grant execute on function public.mark_payment_canceled(jsonb) to service_role;

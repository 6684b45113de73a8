-- create-payment, after the checkout session exists: {sessionId, productId, amount, currency, route,
-- locale, utm, referrer, experiment?, arm?, consent?, plot?}. A payment for a plot also holds the
-- plot, or is refused. 200 {ok, id} | 400 LF400 | 409 LF409 (session already recorded, or details
-- {"plot": "Plot taken"}: another payment holds or bought the plot).
create function public.record_pending_payment(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  body jsonb := $1;
  session_id text := public.field_text(body, 'sessionId');
  product_id text := public.field_text(body, 'productId');
  currency text := lower(public.field_text(body, 'currency'));
  amount jsonb := body -> 'amount';
  wanted_plot integer := public.plot_number(body -> 'plot');
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
    'currency', case when currency !~ '^[a-z]{3}$' then 'Invalid currency' end,
    'plot', public.plot_error(body -> 'plot'));
  if errors <> '{}'::jsonb then
    return public.refusal(400, 'LF400', 'Validation failed', errors::text);
  end if;

  if wanted_plot is not null then
    -- An unpaid hold that ran out no longer takes the plot.
    update public.payments as p set status = 'canceled'
    where p.product_id = public.field_text(body, 'productId') and p.plot = wanted_plot
      and p.status = 'pending' and p.plot_held_until <= now();
  end if;

  insert into public.payments (stripe_session_id, product_id, amount, currency, plot, plot_held_until,
                               route, locale, utm, referrer, experiment, arm, consent, ip_address)
  values (session_id, product_id, (amount::text)::integer, currency,
          wanted_plot, case when wanted_plot is not null then now() + interval '40 minutes' end,
          context ->> 'route', context ->> 'locale', context -> 'utm', context ->> 'referrer',
          context ->> 'experiment', context ->> 'arm', context ->> 'consent', public.request_ip())
  -- No target: a second session id and a taken plot are both answered below, never raised.
  on conflict do nothing
  returning id into new_id;
  if new_id is null then
    if exists (select 1 from public.payments as p where p.stripe_session_id = session_id) then
      return public.refusal(409, 'LF409', 'Payment session already recorded', null);
    end if;
    return public.refusal(409, 'LF409', 'Plot already taken', '{"plot": "Plot taken"}');
  end if;
  return jsonb_build_object('ok', true, 'id', new_id);
end;
$$;

revoke execute on function public.record_pending_payment(jsonb) from public, anon, authenticated;
grant execute on function public.record_pending_payment(jsonb) to service_role;

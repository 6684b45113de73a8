-- Plots sold on the /map board (issue 23, point 9).
--
-- Before: paying on /map recorded a payment for the product and nothing about the plot. The board
-- then showed the next plot in line as sold (plot 48, whichever the buyer had picked), no later
-- visitor saw the picked plot as taken, and any number of buyers could pay for the same plot.
--
-- Decision: a payment started from a plot carries it. A board is the catalogue product whose plots
-- it sells (the block's productId), so the plot is a column of payments, and one unique index
-- keeps one payment per (product, plot) among the payments that still take it:
--   pending      the plot is held while the visitor is at the checkout, until plot_held_until;
--   paid, completed, needs_review   the plot is sold (needs_review: charged, a person decides).
-- A canceled payment (checkout.session.expired, or a hold that ran out) frees it.
--
-- The hold lasts 40 minutes. create-payment asks Stripe to close the session after 31 (Stripe
-- allows 30 minutes to 24 hours), so no one can pay for a plot after its hold has run out.
-- Nothing sweeps expired holds: the next buyer of the plot cancels an expired hold in the same
-- transaction as taking the plot, and plot_board_taken does not count one.
--
-- Ten buyers of one plot at once: every insert meets the unique index; the first commits, the
-- other nine wait on it and then insert nothing (on conflict do nothing), and are answered
-- 409 LF409 "Plot already taken" with {"plot": "Plot taken"}; create-payment tells the visitor.

alter table public.payments
  add column plot integer check (plot between 1 and 100),
  add column plot_held_until timestamptz,
  add constraint payments_plot_held check ((plot is null) = (plot_held_until is null));
comment on column public.payments.plot is 'Plot of the board selling product_id (the /map plot game, 1-100) this payment takes; NULL for a payment without a plot.';
comment on column public.payments.plot_held_until is 'While pending, the plot is held for this payment until then; afterwards the next buyer of the plot may cancel it.';

create unique index payments_one_per_plot on public.payments (product_id, plot)
  where plot is not null and status in ('pending', 'paid', 'completed', 'needs_review');

-- As in 20261127000000_lead_consent.sql, plus the plot: {…, plot?}. A payment for a plot also
-- holds the plot, or is refused. 200 {ok, id} | 400 LF400 | 409 LF409 (session already recorded,
-- or details {"plot": "Plot taken"}: another payment holds or bought the plot).
create or replace function public.record_pending_payment(jsonb) returns jsonb
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

-- The board's taken plots, for every visitor: {board} (the product id the board sells) →
-- {plots: [numbers, ascending]}: held by a checkout in progress, or sold. Plot numbers only;
-- nothing about who took them.
create function public.plot_board_taken(jsonb) returns jsonb
language plpgsql volatile security definer set search_path = public, pg_temp
as $$
declare
  board text := public.field_text($1, 'board');
begin
  if not public.rate_limit_allows('plot_board_taken') then
    return public.refuse_rate_limited('plot_board_taken', null, null);
  end if;
  if board !~ '^[a-z0-9][a-z0-9-]{0,99}$' then
    return public.refusal(400, 'LF400', 'Validation failed', '{"board": "Invalid board"}');
  end if;
  return jsonb_build_object('plots', coalesce((
    select jsonb_agg(p.plot order by p.plot)
    from public.payments as p
    where p.product_id = board and p.plot is not null
      and (p.status in ('paid', 'completed', 'needs_review') or (p.status = 'pending' and p.plot_held_until > now()))
  ), '[]'::jsonb));
end;
$$;

insert into public.rate_limit_rules (endpoint, max_requests, window_minutes) values ('plot_board_taken', 100, 1);

revoke execute on function public.plot_board_taken(jsonb) from public;
grant execute on function public.plot_board_taken(jsonb) to anon, authenticated, service_role;

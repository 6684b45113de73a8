import { beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asService, createdId, errorOf, freshDatabase, rows, type SqlDatabase } from './sql-harness';

/**
 * Plots sold on the /map board (issue 23, point 9; supabase/schemas/functions/record_pending_payment.sql, plot_board_taken.sql): a payment
 * started from a plot holds it, a paid one sells it, and the board asks which plots are taken.
 */
let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

const PLOT_PRICE = { productId: 'world-cup-land', amount: 650000, currency: 'usd' };

const buy = (sessionId: string, plot: unknown, productId = PLOT_PRICE.productId) =>
  asService(db, 'record_pending_payment', { ...PLOT_PRICE, productId, sessionId, plot, route: '/map', locale: 'en' });
const paid = (sessionId: string) => asService(db, 'mark_payment_paid', { sessionId, amountTotal: PLOT_PRICE.amount, currency: 'usd' });
const taken = async (board = PLOT_PRICE.productId) => {
  const result = await asAnon(db, 'plot_board_taken', { board });
  expect(result.status).toBe(200);
  return result.body;
};
const expireHold = (sessionId: string) =>
  db.query(`update payments set plot_held_until = now() - interval '1 second' where stripe_session_id = $1`, [sessionId]);

describe('two payments cannot take the same plot', () => {
  it('holds the plot for the first checkout and tells the second buyer it is gone (was: both recorded, plot never stored)', async () => {
    createdId(await buy('cs_plot_first', 48));
    const second = await buy('cs_plot_second', 48);
    expect(second.status).toBe(409);
    expect(errorOf(second)).toMatchObject({ code: 'LF409', message: 'Plot already taken', details: '{"plot": "Plot taken"}' });
    expect(await rows(db, 'select stripe_session_id, plot, status from payments order by created_at')).toEqual([
      { stripe_session_id: 'cs_plot_first', plot: 48, status: 'pending' },
    ]);
    // The same session again is still told so, not that its plot is gone.
    expect(errorOf(await buy('cs_plot_first', 49))).toMatchObject({ code: 'LF409', message: 'Payment session already recorded' });
  });

  it('refuses a plot that is already paid for, also once its hold time is over', async () => {
    createdId(await buy('cs_plot_paid', 12));
    expect((await paid('cs_plot_paid')).status).toBe(200);
    await expireHold('cs_plot_paid');
    expect((await buy('cs_plot_late', 12)).status).toBe(409);
    expect(await rows(db, `select status from payments where stripe_session_id = 'cs_plot_paid'`)).toEqual([{ status: 'paid' }]);
  });

  it.each([0, 101, 2.5, 'abc', true])('refuses plot %j as invalid', async (plot) => {
    const result = await buy('cs_plot_bad', plot);
    expect(result.status).toBe(400);
    expect(errorOf(result).details).toBe('{"plot": "Invalid plot"}');
  });
});

describe('a paid plot shows as taken to a later visitor', () => {
  it('lists held and paid plots of the board, numbers only, to anyone with the anon key (was: no such call)', async () => {
    createdId(await buy('cs_plot_sold', 61));
    expect((await paid('cs_plot_sold')).status).toBe(200);
    createdId(await buy('cs_plot_held', 5));
    createdId(await buy('cs_plot_elsewhere', 9, 'mansion'));
    createdId(await buy('cs_no_plot', undefined));
    createdId(await buy('cs_null_plot', null));
    expect(await taken()).toEqual({ plots: [5, 61] });
    expect(await taken('mansion')).toEqual({ plots: [9] });
    expect(await taken('batch-first')).toEqual({ plots: [] });
  });

  it('frees the plot of a checkout that expired at Stripe', async () => {
    createdId(await buy('cs_plot_gave_up', 22));
    expect((await asService(db, 'mark_payment_canceled', { sessionId: 'cs_plot_gave_up' })).status).toBe(200);
    expect(await taken()).toEqual({ plots: [] });
    createdId(await buy('cs_plot_next', 22));
  });

  it('refuses a board name that is not a product id', async () => {
    const result = await asAnon(db, 'plot_board_taken', { board: "x' or 1=1 --" });
    expect(result.status).toBe(400);
  });
});

describe('an expired unpaid hold frees the plot', () => {
  it('is no longer shown as taken, and the next buyer gets the plot while the stale checkout is canceled', async () => {
    createdId(await buy('cs_plot_stale', 77));
    expect(await taken()).toEqual({ plots: [77] });
    await expireHold('cs_plot_stale');
    expect(await taken()).toEqual({ plots: [] });
    createdId(await buy('cs_plot_fresh', 77));
    expect(await rows(db, 'select stripe_session_id, status from payments order by created_at')).toEqual([
      { stripe_session_id: 'cs_plot_stale', status: 'canceled' },
      { stripe_session_id: 'cs_plot_fresh', status: 'pending' },
    ]);
    // The stale session can no longer be paid: its plot belongs to someone else now.
    expect((await paid('cs_plot_stale')).status).toBe(409);
    expect(await taken()).toEqual({ plots: [77] });
  });

  it('holds a new plot for 40 minutes', async () => {
    createdId(await buy('cs_plot_timed', 3));
    expect(
      await rows(
        db,
        `select plot_held_until - created_at between interval '39 minutes 59 seconds' and interval '40 minutes 1 second' as forty
         from payments where stripe_session_id = 'cs_plot_timed'`,
      ),
    ).toEqual([{ forty: true }]);
  });
});

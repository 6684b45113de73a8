// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRpc } from '../../../../supabase/embedded/database.ts';
import { startTestServer, type TestServer } from '../../../../tests/unit/backend/http-harness';
import { PLOT_TAKEN_EVENT } from '../../../interactive/api/plot-choice';
import { enhance } from '../../../interactive/client/enhance';
import { board, counter, plot, rendered, soldCount } from './plot-board-dom';

afterEach(() => document.body.replaceChildren());

describe('plot-board taken plots (the embedded backend, over HTTP)', () => {
  let server: TestServer;
  let stop = () => {};
  let sessions = 0;
  const service = { role: 'service_role' as const, headers: { 'x-forwarded-for': '127.0.0.1' } };
  /** A checkout for `plot` as create-payment records one, paid unless told otherwise. */
  const checkout = async (productId: string, plot: number | undefined, { paid = true } = {}) => {
    const sessionId = `cs_test_plots_${++sessions}`;
    const held = await callRpc(server.backend.db, 'record_pending_payment', { sessionId, productId, amount: 650000, currency: 'usd', plot }, service);
    if (held.status !== 200) throw new Error(`record_pending_payment answered ${held.status}`);
    if (!paid) return sessionId;
    const result = await callRpc(server.backend.db, 'mark_payment_paid', { sessionId, amountTotal: 650000, currency: 'usd' }, service);
    if (result.status !== 200) throw new Error(`mark_payment_paid answered ${result.status}`);
    return sessionId;
  };

  beforeAll(async () => {
    server = await startTestServer();
    await checkout('world-cup-land', 80);
    await checkout('world-cup-land', 62, { paid: false });
    await checkout('world-cup-land', undefined);
    await checkout('mansion', 81);
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(() => {
    stop();
    vi.unstubAllEnvs();
  });

  it('the board renders a server-taken plot as taken (was: a paid payment sold the next plot in line, never the one bought)', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const container = rendered({ ...board, pick: 'pay' });
    stop = enhance(container);
    await vi.waitFor(() => expect(counter(container)).toBe('49 / 100 sold'), { timeout: 5_000 });
    for (const n of [80, 62]) {
      expect(plot(container, n).getAttribute('aria-label')).toBe(`Plot ${n}, sold`);
      expect(plot(container, n).hasAttribute('data-sold')).toBe(true);
      expect(plot(container, n).hasAttribute('data-action')).toBe(false);
    }
    // Not taken: the next plot in line, another board's plot.
    for (const n of [48, 81]) expect(plot(container, n).dataset.action).toBe('{"kind":"pay","productId":"world-cup-land"}');
    expect(soldCount(container)).toBe(49);
    expect(getByRole(container, 'progressbar').getAttribute('aria-valuetext')).toBe('49% sold');
    stop();
    stop = () => {};
    expect(soldCount(container)).toBe(47);
    expect(plot(container, 80).hasAttribute('data-sold')).toBe(false);
  });

  it('shows a plot free again once its unpaid hold has run out', async () => {
    const stale = await checkout('world-cup-land', 90, { paid: false });
    await server.backend.db.query(`update payments set plot_held_until = now() - interval '1 second' where stripe_session_id = $1`, [stale]);
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const container = rendered({ ...board, pick: 'pay' });
    stop = enhance(container);
    await vi.waitFor(() => expect(counter(container)).toBe('49 / 100 sold'), { timeout: 5_000 });
    expect(plot(container, 90).getAttribute('aria-label')).toBe('Plot 90, available, $54,000');
  });

  it('marks a plot taken at once when a payment finds it gone', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    const container = rendered({ ...board, pick: 'pay' });
    stop = enhance(container);
    await vi.waitFor(() => expect(counter(container)).toBe('49 / 100 sold'), { timeout: 5_000 });
    plot(container, 55).dispatchEvent(new CustomEvent(PLOT_TAKEN_EVENT, { bubbles: true, detail: { plot: 55 } }));
    expect(plot(container, 55).getAttribute('aria-label')).toBe('Plot 55, sold');
    expect(counter(container)).toBe('50 / 100 sold');
  });
});

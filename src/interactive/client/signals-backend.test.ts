// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/unit/backend/http-harness';
import { browserId } from '../api/browser-id';
import { watchSignals } from './signals';

describe('client signals, sent the way a page sends them (the embedded backend, over HTTP)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.close();
  });

  const events = async () =>
    (await server.backend.db.query(`select action, details, browser_id from security_events where resource = 'client' order by action`)).rows;

  it('11 fast presses and a docked developer panel make one security event each, with this browser id', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', server.url);
    document.body.innerHTML = '<div role="tablist"><button type="button" role="tab">Plans</button></div>';
    watchSignals();
    const tab = document.querySelector('button')!;
    for (let i = 0; i < 15; i++) tab.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
    Object.defineProperty(window, 'outerWidth', { value: 1600, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: 1100, configurable: true });
    dispatchEvent(new Event('resize'));
    dispatchEvent(new Event('resize'));

    await expect.poll(events, { timeout: 10_000 }).toHaveLength(2);
    expect(await events()).toEqual([
      { action: 'devtools_open', browser_id: browserId(), details: expect.objectContaining({ width_gap: 500, route: '/' }) },
      {
        action: 'suspicious_clicking',
        browser_id: browserId(),
        details: expect.objectContaining({ message: 'More than 10 clicks, each within 100 ms of the previous', clicks: 11, tag: 'button', role: 'tab' }),
      },
    ]);
  });
});

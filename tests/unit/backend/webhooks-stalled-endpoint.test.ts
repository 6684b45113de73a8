import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRpc, openDatabase } from '../../../supabase/embedded/database';
import { startWebhookDrainer, type WebhookDrainer } from '../../../supabase/embedded/webhooks/drainer';
import { Receiver, StalledReceiver } from './webhooks-receiver';

/**
 * Issue 23, point 5: a receiver that held the connection delayed a healthy endpoint's delivery to
 * 7.1 s after the lead committed, because the next drain waited for the stalled one's timeout.
 * Each endpoint is now delivered on its own: the healthy receiver gets every lead while the
 * stalled one is still held. Judged by which happens first, not by a wall-clock bound.
 */
const timeoutMs = 30_000;
let db: PGlite;
let drainer: WebhookDrainer;
const healthy = new Receiver();
const stalled = new StalledReceiver();

const signUp = async (email: string) => {
  const answer = await callRpc(db, 'submit_early_access', { email, route: '/ranking' }, { role: 'anon', headers: {} });
  expect(answer.status).toBe(200);
};
const addEndpoint = async (url: string) => {
  const answer = await callRpc(db, 'add_webhook_endpoint', { url }, { role: 'service_role', headers: {} });
  expect(answer.status).toBe(200);
};
/** Settles once the healthy receiver has `count` requests. */
const healthyHas = (count: number) =>
  new Promise<'healthy delivered'>((resolve) => {
    const poll = () => (healthy.received.length >= count ? resolve('healthy delivered') : setTimeout(poll, 20));
    poll();
  });

beforeAll(async () => {
  await Promise.all([healthy.start(), stalled.start()]);
  db = await openDatabase();
  await addEndpoint(stalled.url);
  await addEndpoint(healthy.url);
  // Woken by each lead's commit; the timer would only add noise.
  drainer = startWebhookDrainer(db, { allowLocal: true, timeoutMs, intervalMs: 3_600_000 });
});

afterAll(async () => {
  // Dropping the held connection ends the stalled delivery, so stop() need not wait for its timeout.
  await stalled.stop();
  await drainer.stop();
  await healthy.stop();
  await db.close();
});

describe('one stalled receiver', () => {
  it(
    'delays no other endpoint: a lead committed while it holds a delivery reaches the healthy receiver first',
    async () => {
      await signUp('first@example.com');
      await stalled.held;
      await healthyHas(1);

      await signUp('second@example.com');
      const first = await Promise.race([healthyHas(2), stalled.released.then(() => 'stalled delivery timed out' as const)]);
      expect(first).toBe('healthy delivered');
      expect(healthy.received).toHaveLength(2);
      // Still held: the second lead's row for it waits behind the first instead of a second connection.
      expect(stalled.requests).toBe(1);
    },
    timeoutMs * 2,
  );
});

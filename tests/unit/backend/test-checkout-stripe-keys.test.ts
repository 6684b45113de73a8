import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../../supabase/functions/_shared/stripe-signature.ts';
import { paymentStatus, recordPending, startPaymentsServer, type PaymentsServer } from './payments-harness';

// Issue 7, point 1: started with Stripe keys, the embedded server showed a live pending payment
// on the test checkout and its Pay signed checkout.session.completed with the real webhook
// secret: paid, with no money moved. Two servers: one configured for Stripe, one with no keys.
let keyed: PaymentsServer;
let keyless: PaymentsServer;
beforeAll(async () => {
  [keyed, keyless] = await Promise.all([
    startPaymentsServer({ env: { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_real', SITE_URL: 'https://landfall.example' } }),
    startPaymentsServer(),
  ]);
});
afterAll(async () => {
  await keyed?.close();
  await keyless?.close();
});

const openCheckout = (server: PaymentsServer, sessionId: string) => fetch(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`);
const pressPay = (server: PaymentsServer, sessionId: string) =>
  fetch(`${server.url}/functions/v1/test-checkout`, {
    method: 'POST',
    body: new URLSearchParams({ session_id: sessionId, action: 'pay' }),
    redirect: 'manual',
  });

describe('the test checkout on a server with Stripe keys', () => {
  it('test checkout refuses live sessions when a Stripe key is configured (was: showed and paid them)', async () => {
    const sessionId = 'cs_live_a1B2c3D4e5F6g7H8';
    await recordPending(keyed.backend, sessionId);

    const page = await openCheckout(keyed, sessionId);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: 'No function named test-checkout' });
    const pay = await pressPay(keyed, sessionId);
    expect(pay.status).toBe(404);
    expect(await paymentStatus(keyed.backend, sessionId)).toBe('pending');
  });

  it('is not there even for an id it would have made itself', async () => {
    const sessionId = `cs_test_local_${'a'.repeat(32)}`;
    await recordPending(keyed.backend, sessionId);
    expect((await openCheckout(keyed, sessionId)).status).toBe(404);
    expect((await pressPay(keyed, sessionId)).status).toBe(404);
    expect(await paymentStatus(keyed.backend, sessionId)).toBe('pending');
  });

  it('create-payment hands out no test checkout address with only a webhook secret set (was: a test checkout URL)', async () => {
    const webhookOnly = await startPaymentsServer({ env: { STRIPE_WEBHOOK_SECRET: 'whsec_real' } });
    try {
      const answer = await fetch(`${webhookOnly.url}/functions/v1/create-payment`, {
        method: 'POST',
        headers: { apikey: 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 'mansion' }),
      });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: 'Payments are not configured' });
      expect((await webhookOnly.backend.db.query('select 1 from payments')).rows).toEqual([]);
    } finally {
      await webhookOnly.close();
    }
  });

  it('the webhook accepts only the real secret: an event signed with a local test secret is refused', async () => {
    const sessionId = 'cs_live_signedLocally';
    await recordPending(keyed.backend, sessionId);
    const body = JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid', amount_total: 36500000, currency: 'usd' } },
    });
    const now = Math.floor(Date.now() / 1000);
    const deliver = async (secret: string) =>
      (await fetch(`${keyed.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'stripe-signature': await signPayload(body, secret, now) }, body }))
        .status;

    const localSecret = readFileSync(join(keyless.stateDir, 'webhook-secret'), 'utf8').trim();
    expect(localSecret).toMatch(/^whsec_local_/);
    expect(await deliver(localSecret)).toBe(400);
    expect(await paymentStatus(keyed.backend, sessionId)).toBe('pending');
    expect(await deliver('whsec_real')).toBe(200);
    expect(await paymentStatus(keyed.backend, sessionId)).toBe('paid');
  });
});

describe('the test checkout on a server with no Stripe keys', () => {
  it.each(['cs_live_a1B2c3D4e5F6g7H8', 'cs_test_a1B2c3D4e5F6g7H8'])(
    'test checkout opens only sessions it created, not %s (was: any pending session)',
    async (sessionId) => {
      await recordPending(keyless.backend, sessionId);
      const page = await openCheckout(keyless, sessionId);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('Checkout session not found');
      expect((await pressPay(keyless, sessionId)).status).toBe(404);
      expect(await paymentStatus(keyless.backend, sessionId)).toBe('pending');
    },
  );
});

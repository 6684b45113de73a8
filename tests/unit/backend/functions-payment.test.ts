import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../../supabase/functions/_shared/stripe-signature.ts';
import { browserClient, founder } from './http-harness';
import { startPaymentsServer, type PaymentsServer } from './payments-harness';

let server: PaymentsServer;
let webhookSecret: string;

beforeAll(async () => {
  // No Stripe keys: the embedded server's local test checkout, signing with its own secret.
  server = await startPaymentsServer();
  webhookSecret = readFileSync(join(server.stateDir, 'webhook-secret'), 'utf8').trim();
});
afterAll(() => server?.close());

const paymentStatus = async (sessionId: string) =>
  (await server.backend.db.query<{ status: string }>('select status from payments where stripe_session_id = $1', [sessionId])).rows[0]?.status;

async function startPayment(productId: string, route = '/mansion') {
  const { data, error } = await browserClient(server.url).functions.invoke('create-payment', { body: { productId, route, locale: 'en' } });
  expect(error).toBeNull();
  const url = String(data?.url);
  const sessionId = String(data?.sessionId);
  expect(url).toBe(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`);
  return { url, sessionId };
}

const choose = (sessionId: string, action: 'pay' | 'cancel') =>
  fetch(`${server.url}/functions/v1/test-checkout`, {
    method: 'POST',
    body: new URLSearchParams({ session_id: sessionId, action }),
    redirect: 'manual',
  });

describe('create-payment and the local test checkout', () => {
  it('charges the catalogue price, never one the browser sends', async () => {
    const { data } = await browserClient(server.url).functions.invoke('create-payment', { body: { productId: 'mansion', amount: 1 } });
    const rows = await server.backend.db.query('select amount, currency, status from payments where stripe_session_id = $1', [data?.sessionId]);
    expect(rows.rows).toEqual([{ amount: 36500000, currency: 'usd', status: 'pending' }]);
  });

  it('refuses an unknown product with 400', async () => {
    const { error } = await browserClient(server.url).functions.invoke('create-payment', { body: { productId: 'toString' } });
    expect(error?.context.status).toBe(400);
    expect(await error?.context.json()).toEqual({ error: 'Unknown product' });
  });

  it('shows a clearly labelled test page with the product and its amount', async () => {
    const { url } = await startPayment('mansion');
    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Test checkout — no real payment');
    expect(html).toContain('7-Bedroom Beachfront Mansion');
    expect(html).toContain('$365,000.00');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('shows a weekly product as a subscription, and a bundle line by line (was: a bare one-time amount)', async () => {
    const weekly = await (await fetch((await startPayment('house-subscription', '/subscription')).url)).text();
    expect(weekly).toContain('House Subscription');
    expect(weekly).toMatch(/\$0\.78 <small>\/ week<\/small>/);
    expect(weekly).toContain('Subscription: $0.78 every week, charged again until cancelled.');

    const bundle = await (await fetch((await startPayment('main-offer', '/v1')).url)).text();
    expect(bundle).toMatch(/Founding Partner Membership<\/span><span>\$6,500\.00/);
    expect(bundle).toMatch(/Glamping Deposit \(refundable\)<\/span><span>\$5,000\.00/);
    expect(bundle).toContain('$11,500.00');
    expect(bundle).not.toContain('Subscription:');
  });

  it('a paid subscription is paid like any payment: the webhook checks its first charge', async () => {
    const { sessionId } = await startPayment('nomadpass-membership', '/nomadpass');
    expect(await (await fetch(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`)).text()).toContain('€65.00');
    expect((await choose(sessionId, 'pay')).status).toBe(303);
    expect(await paymentStatus(sessionId)).toBe('paid');
  });

  it('Pay sends a signed webhook, marks the payment paid, and the thank-you form completes it', async () => {
    const { sessionId } = await startPayment('founder-membership');
    const answer = await choose(sessionId, 'pay');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${server.url}/thank-you?session_id=${sessionId}`);
    expect(await paymentStatus(sessionId)).toBe('paid');

    const { error } = await browserClient(server.url).rpc('complete_membership', { ...founder, sessionId });
    expect(error).toBeNull();
    expect(await paymentStatus(sessionId)).toBe('completed');
    // Paid once: the page no longer offers it.
    expect((await fetch(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`)).status).toBe(404);
  });

  it('Cancel marks the payment canceled and returns to the page it started on', async () => {
    const { sessionId } = await startPayment('mansion', '/mansion');
    const answer = await choose(sessionId, 'cancel');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${server.url}/mansion`);
    expect(await paymentStatus(sessionId)).toBe('canceled');
    const { error } = await browserClient(server.url).rpc('complete_membership', { ...founder, sessionId });
    expect(error?.code).toBe('LF409');
  });

  it('limits payment starts per address with the create_payment rule, whatever the headers say', async () => {
    await server.backend.db.exec(`delete from rate_limit_hits; update rate_limit_rules set max_requests = 3 where endpoint = 'create_payment'`);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const spoof = `198.51.100.${i + 1}`;
      const client = browserClient(server.url, { 'x-forwarded-for': spoof, 'cf-connecting-ip': spoof });
      const { error } = await client.functions.invoke('create-payment', { body: { productId: 'mansion' } });
      statuses.push(error ? error.context.status : 200);
    }
    await server.backend.db.exec(`update rate_limit_rules set max_requests = 20 where endpoint = 'create_payment'`);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const events = await server.backend.db.query(
      `select ip_address, occurrences from security_events where action = 'rate_limit_exceeded' and resource = 'create_payment'`,
    );
    expect(events.rows).toEqual([{ ip_address: '127.0.0.1', occurrences: 2 }]);
  });

  it('answers 404 for an unknown session', async () => {
    const page = await fetch(`${server.url}/functions/v1/test-checkout?session_id=cs_test_local_nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Checkout session not found');
  });
});

describe('stripe-webhook', () => {
  const paidEvent = (sessionId: string, amount: number) =>
    JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid', amount_total: amount, currency: 'usd' } },
    });
  const deliver = (body: string, signature: string) =>
    fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'stripe-signature': signature }, body });
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses forged, old and missing signatures with 400 and changes nothing', async () => {
    const { sessionId } = await startPayment('mansion');
    const body = paidEvent(sessionId, 36500000);
    const forged = await deliver(body, await signPayload(body, 'whsec_guess', now()));
    const old = await deliver(body, await signPayload(body, webhookSecret, now() - 301));
    const tampered = await deliver(body.replace('36500000', '100'), await signPayload(body, webhookSecret, now()));
    const missing = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', body });
    expect([forged.status, old.status, tampered.status, missing.status]).toEqual([400, 400, 400, 400]);
    expect(await paymentStatus(sessionId)).toBe('pending');

    const genuine = await deliver(body, await signPayload(body, webhookSecret, now() - 60));
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({ received: true });
    expect(await paymentStatus(sessionId)).toBe('paid');
  });

  it('waits for an unpaid completed session until its async payment succeeds', async () => {
    const { sessionId } = await startPayment('mansion');
    const event = (type: string, paymentStatus: string) =>
      JSON.stringify({ type, data: { object: { id: sessionId, payment_status: paymentStatus, amount_total: 36500000, currency: 'usd' } } });
    const unpaid = event('checkout.session.completed', 'unpaid');
    expect((await deliver(unpaid, await signPayload(unpaid, webhookSecret, now()))).status).toBe(200);
    expect(await paymentStatus(sessionId)).toBe('pending');
    const succeeded = event('checkout.session.async_payment_succeeded', 'paid');
    expect((await deliver(succeeded, await signPayload(succeeded, webhookSecret, now()))).status).toBe(200);
    expect(await paymentStatus(sessionId)).toBe('paid');
  });

  // An amount that differs from the catalogue price: payments-amount-review.test.ts.
});

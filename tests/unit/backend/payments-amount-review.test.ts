import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../../supabase/functions/_shared/stripe-signature.ts';
import { recordPending, startPaymentsServer, type PaymentsServer } from './payments-harness';

// Issue 7, point 9: a charge whose amount or currency differed from the recorded price answered
// Stripe 200 and left the payment pending: money moved and nobody was told. Now the payment is
// kept as needs_review with what Stripe reported, and Stripe gets 422, so it retries and shows
// the failing endpoint to a person; a retry changes nothing.
const secret = 'whsec_review_test';
let server: PaymentsServer;
beforeAll(async () => {
  server = await startPaymentsServer({ env: { STRIPE_SECRET_KEY: 'sk_test_review', STRIPE_WEBHOOK_SECRET: secret, SITE_URL: 'https://landfall.example' } });
});
afterAll(() => server?.close());

const paidEvent = (sessionId: string, amount: number, currency: string) =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, payment_status: 'paid', amount_total: amount, currency } },
  });

/** Stripe signs every delivery attempt anew, with the time of that attempt. */
async function deliver(body: string) {
  const answer = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'stripe-signature': await signPayload(body, secret, Math.floor(Date.now() / 1000)) },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

const stored = async (sessionId: string) =>
  (
    await server.backend.db.query(
      'select status, amount, currency, reported_amount::float8 as reported_amount, reported_currency, review_requested_at is not null as flagged, paid_at from payments where stripe_session_id = $1',
      [sessionId],
    )
  ).rows;
const mismatchEvents = async (sessionId: string) =>
  (await server.backend.db.query(`select details from security_events where action = 'payment_amount_mismatch' and details ->> 'session_id' = $1`, [sessionId]))
    .rows;

describe('a charge that differs from the recorded price', () => {
  it.each([
    ['a smaller amount', 'cs_live_cheaper', 100, 'usd'],
    ['another currency', 'cs_live_euros', 36500000, 'eur'],
  ])('with %s is kept for review and Stripe is told to retry (was: 200 and left pending)', async (_label, sessionId, amount, currency) => {
    await recordPending(server.backend, sessionId);
    const body = paidEvent(sessionId, amount, currency);

    const first = await deliver(body);
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ error: 'Payment needs review', detail: { code: 'LF422' } });
    const row = {
      status: 'needs_review',
      amount: 36500000,
      currency: 'usd',
      reported_amount: amount,
      reported_currency: currency,
      flagged: true,
      paid_at: null,
    };
    expect(await stored(sessionId)).toEqual([row]);
    expect(await mismatchEvents(sessionId)).toEqual([
      { details: { session_id: sessionId, expected_amount: 36500000, expected_currency: 'usd', amount, currency } },
    ]);

    // Stripe's retry of the same event: the same answer, one row, one security event.
    const retry = await deliver(body);
    expect(retry).toEqual(first);
    expect(await stored(sessionId)).toEqual([row]);
    expect(await mismatchEvents(sessionId)).toHaveLength(1);
  });

  it('stays for a person to decide even when a later event reports the recorded price', async () => {
    const sessionId = 'cs_live_review_locked';
    await recordPending(server.backend, sessionId);
    expect((await deliver(paidEvent(sessionId, 1, 'usd'))).status).toBe(422);
    expect((await deliver(paidEvent(sessionId, 36500000, 'usd'))).status).toBe(422);
    expect(await stored(sessionId)).toMatchObject([{ status: 'needs_review', reported_amount: 1 }]);
  });

  it("once a person resolves it (here: accepted as paid), Stripe's next retry is answered 200", async () => {
    const sessionId = 'cs_live_review_resolved';
    await recordPending(server.backend, sessionId);
    const body = paidEvent(sessionId, 100, 'usd');
    expect((await deliver(body)).status).toBe(422);
    await server.backend.db.query(`update payments set status = 'paid', paid_at = now() where stripe_session_id = $1`, [sessionId]);
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true } });
  });
});

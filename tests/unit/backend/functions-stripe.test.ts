import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { callRpc, openDatabase } from '../../../supabase/embedded/database.ts';
import { createPayment } from '../../../supabase/functions/_shared/create-payment.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/deps.ts';
import { testCheckout } from '../../../supabase/functions/_shared/test-checkout.ts';

// Stripe is not reachable here, so its API is the one thing these tests stand in for; the
// database is the real one.
let db: PGlite;
beforeAll(async () => {
  db = await openDatabase();
}, 60_000);
afterAll(() => db?.close());

interface StripeCall {
  url: string;
  authorization: string | null;
  form: URLSearchParams;
}

function depsWith(env: Record<string, string>, stripeAnswer?: { status: number; body: unknown }) {
  const calls: StripeCall[] = [];
  const deps: FunctionDeps = {
    rpc: (fn, payload) => callRpc(db, fn, payload, { role: 'service_role', headers: { 'x-landfall-client-ip': '192.0.2.7' } }),
    readPayment: async () => undefined,
    env: (name) => env[name],
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(input), authorization: headers.get('authorization'), form: new URLSearchParams(String(init?.body)) });
      return new Response(JSON.stringify(stripeAnswer?.body ?? {}), { status: stripeAnswer?.status ?? 200 });
    },
    clientIp: '192.0.2.7',
    now: () => Date.now(),
  };
  return { deps, calls };
}

const request = (body: unknown) => new Request('https://project.supabase.co/functions/v1/create-payment', { method: 'POST', body: JSON.stringify(body) });

describe('create-payment with Stripe keys', () => {
  it('opens a Stripe Checkout session at the catalogue price and records it as pending', async () => {
    const session = { id: 'cs_test_a1B2', url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2' };
    const { deps, calls } = depsWith({ STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example/' }, { status: 200, body: session });
    const response = await createPayment(request({ productId: 'mansion', route: '/mansion', amount: 1 }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: session.url, sessionId: session.id });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_123');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '36500000',
      'line_items[0][price_data][product_data][name]': '7-Bedroom Beachfront Mansion',
      'line_items[0][quantity]': '1',
      success_url: 'https://landfall.example/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://landfall.example/mansion',
      locale: 'en',
      'metadata[product_id]': 'mansion',
    });
    const rows = await db.query('select status, amount, route, ip_address from payments where stripe_session_id = $1', [session.id]);
    expect(rows.rows).toEqual([{ status: 'pending', amount: 36500000, route: '/mansion', ip_address: '192.0.2.7' }]);
  });

  it('charges a bundle as one Stripe line per part, adding up to the price the page shows (was: one line, no breakdown)', async () => {
    const session = { id: 'cs_test_bundle1', url: 'https://checkout.stripe.com/c/pay/cs_test_bundle1' };
    const { deps, calls } = depsWith({ STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example' }, { status: 200, body: session });
    expect((await createPayment(request({ productId: 'main-offer', route: '/v1' }), deps)).status).toBe(200);
    const form = Object.fromEntries(calls[0]?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '650000',
      'line_items[0][price_data][product_data][name]': 'Founding Partner Membership',
      'line_items[1][price_data][unit_amount]': '500000',
      'line_items[1][price_data][product_data][name]': 'Glamping Deposit (refundable)',
    });
    const rows = await db.query('select amount from payments where stripe_session_id = $1', [session.id]);
    expect(rows.rows).toEqual([{ amount: 1150000 }]);
  });

  it('opens a recurring product as a Stripe subscription at its interval (was: a one-time charge of $0.78)', async () => {
    const session = { id: 'cs_test_weekly1', url: 'https://checkout.stripe.com/c/pay/cs_test_weekly1' };
    const { deps, calls } = depsWith({ STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example' }, { status: 200, body: session });
    expect((await createPayment(request({ productId: 'house-subscription', route: '/subscription' }), deps)).status).toBe(200);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '78',
      'line_items[0][price_data][product_data][name]': 'House Subscription',
      'line_items[0][price_data][recurring][interval]': 'week',
      'line_items[0][quantity]': '1',
      success_url: 'https://landfall.example/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://landfall.example/subscription',
      locale: 'en',
      'metadata[product_id]': 'house-subscription',
      'subscription_data[metadata][product_id]': 'house-subscription',
    });
  });

  it('charges a euro product in euro, monthly', async () => {
    const session = { id: 'cs_test_eur1', url: 'https://checkout.stripe.com/c/pay/cs_test_eur1' };
    const { deps, calls } = depsWith({ STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example' }, { status: 200, body: session });
    expect((await createPayment(request({ productId: 'nomadpass-membership', route: '/nomadpass' }), deps)).status).toBe(200);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '6500',
      'line_items[0][price_data][recurring][interval]': 'month',
    });
    const rows = await db.query('select amount, currency from payments where stripe_session_id = $1', [session.id]);
    expect(rows.rows).toEqual([{ amount: 6500, currency: 'eur' }]);
  });

  it('answers 502 and records nothing when Stripe refuses', async () => {
    const { deps } = depsWith(
      { STRIPE_SECRET_KEY: 'sk_test_bad', SITE_URL: 'https://landfall.example' },
      { status: 401, body: { error: { message: 'Invalid API Key' } } },
    );
    const before = await db.query<{ n: number }>('select count(*)::int as n from payments');
    const response = await createPayment(request({ productId: 'mansion' }), deps);
    expect(response.status).toBe(502);
    expect(await db.query('select count(*)::int as n from payments')).toMatchObject({ rows: before.rows });
  });

  it('answers 503 "Payments are not configured" without keys, or with a key but no SITE_URL', async () => {
    const envs: Record<string, string>[] = [{}, { STRIPE_SECRET_KEY: 'sk_test_123' }];
    for (const env of envs) {
      const { deps, calls } = depsWith(env);
      const response = await createPayment(request({ productId: 'mansion' }), deps);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Payments are not configured' });
      expect(calls).toHaveLength(0);
    }
  });
});

describe('two payments cannot take the same plot, through create-payment', () => {
  it('the first buyer of a plot gets a Stripe session that carries the plot and closes before the hold; the second is told 409 Plot taken', async () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example' };
    const first = depsWith(env, { status: 200, body: { id: 'cs_test_plot_1', url: 'https://checkout.stripe.com/c/pay/cs_test_plot_1' } });
    const now = Date.UTC(2026, 10, 29, 12, 0, 0);
    first.deps.now = () => now;
    const buy = { productId: 'world-cup-land', route: '/map', locale: 'en', plot: 57 };
    expect((await createPayment(request(buy), first.deps)).status).toBe(200);
    expect(Object.fromEntries(first.calls[0]?.form ?? [])).toMatchObject({ 'metadata[plot]': '57', expires_at: String(now / 1000 + 31 * 60) });

    const second = depsWith(env, { status: 200, body: { id: 'cs_test_plot_2', url: 'https://checkout.stripe.com/c/pay/cs_test_plot_2' } });
    const answer = await createPayment(request(buy), second.deps);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: 'Plot taken' });
    const rows = await db.query('select stripe_session_id, plot from payments where plot = 57');
    expect(rows.rows).toEqual([{ stripe_session_id: 'cs_test_plot_1', plot: 57 }]);
  });
});

describe('test-checkout outside test mode', () => {
  it('does not exist unless LANDFALL_TEST_CHECKOUT=1', async () => {
    const { deps } = depsWith({});
    const response = await testCheckout(new Request('https://project.supabase.co/functions/v1/test-checkout?session_id=cs_x'), deps);
    expect(response.status).toBe(404);
  });

  // Defence in depth behind the embedded server, which does not even route it with a key set.
  const stripeSettings: Record<string, string>[] = [{ STRIPE_SECRET_KEY: 'sk_live_x' }, { STRIPE_WEBHOOK_SECRET: 'whsec_real' }];
  it.each(stripeSettings)(
    'test checkout answers like an unknown function when a Stripe setting exists, even if enabled: %o (was: showed the payment)',
    async (stripe) => {
      const sessionId = `cs_test_local_${'b'.repeat(32)}`;
      const { deps } = depsWith({
        LANDFALL_TEST_CHECKOUT: '1',
        LANDFALL_TEST_CHECKOUT_SECRET: 'whsec_local_x',
        SUPABASE_URL: 'http://127.0.0.1:54321',
        ...stripe,
      });
      deps.readPayment = async () => ({ product_id: 'mansion', amount: 36500000, currency: 'usd', status: 'pending', route: '/mansion' });
      const response = await testCheckout(new Request(`http://127.0.0.1:54321/functions/v1/test-checkout?session_id=${sessionId}`), deps);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No function named test-checkout' });
    },
  );

  it('create-payment never hands out a test checkout address while a Stripe webhook secret is set (was: it did)', async () => {
    const { deps, calls } = depsWith({ LANDFALL_TEST_CHECKOUT: '1', STRIPE_WEBHOOK_SECRET: 'whsec_real', SUPABASE_URL: 'http://127.0.0.1:54321' });
    const response = await createPayment(request({ productId: 'mansion' }), deps);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Payments are not configured' });
    expect(calls).toHaveLength(0);
  });
});

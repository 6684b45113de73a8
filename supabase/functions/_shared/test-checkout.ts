import { catalog } from './catalog.generated.ts';
import { testCheckoutEnabled, trimOrigin, type FunctionDeps } from './deps.ts';
import { html, json, preflight, redirect } from './http.ts';
import { findPayment, type PaymentView } from './payments.ts';
import { signPayload } from './stripe-signature.ts';
import { checkoutPage, messagePage } from './test-checkout-page.ts';

/**
 * test-checkout: stands in for Stripe's hosted checkout when no Stripe keys are set. Pay or
 * Cancel sends a signed, Stripe-shaped event to stripe-webhook over HTTP, the same path Stripe
 * uses, so the local flow tests the real webhook code. Refuses to exist unless enabled.
 */
const notOpen = () => html(messagePage('Checkout session not found', 'This test checkout session does not exist or is no longer open.'), 404);

function checkoutEvent(paid: boolean, sessionId: string, payment: PaymentView, nowSeconds: number) {
  return {
    id: `evt_test_local_${crypto.randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
    created: nowSeconds,
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: paid ? 'complete' : 'expired',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: payment.amount,
        currency: payment.currency,
        customer_details: null,
        metadata: { product_id: payment.productId },
      },
    },
  };
}

async function openPayment(deps: FunctionDeps, sessionId: string | null): Promise<PaymentView | Response> {
  if (!sessionId) return notOpen();
  const payment = await findPayment(deps, sessionId);
  if (payment === 'failed') return html(messagePage('Test checkout failed', 'The payment could not be read.'), 500);
  return payment?.status === 'pending' ? payment : notOpen();
}

export async function testCheckout(request: Request, deps: FunctionDeps): Promise<Response> {
  if (!testCheckoutEnabled(deps)) return json({ error: 'Not found' }, 404);
  if (request.method === 'OPTIONS') return preflight();
  const url = new URL(request.url);
  const ownOrigin = trimOrigin(deps.env('SUPABASE_URL') ?? url.origin);
  const action = `${ownOrigin}/functions/v1/test-checkout`;

  if (request.method === 'GET') {
    const sessionId = url.searchParams.get('session_id');
    const payment = await openPayment(deps, sessionId);
    if (payment instanceof Response) return payment;
    const productName = Object.hasOwn(catalog, payment.productId) ? (catalog[payment.productId]?.name ?? payment.productId) : payment.productId;
    return html(checkoutPage({ sessionId: sessionId ?? '', productName, amount: payment.amount, currency: payment.currency, action }));
  }
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const form = await request.formData().catch(() => undefined);
  const sessionId = form?.get('session_id');
  const choice = form?.get('action');
  if (typeof sessionId !== 'string' || (choice !== 'pay' && choice !== 'cancel')) return notOpen();
  const payment = await openPayment(deps, sessionId);
  if (payment instanceof Response) return payment;

  const secret = deps.env('STRIPE_WEBHOOK_SECRET') ?? '';
  const nowSeconds = Math.floor(deps.now() / 1000);
  const body = JSON.stringify(checkoutEvent(choice === 'pay', sessionId, payment, nowSeconds));
  const delivered = await deps.fetch(`${ownOrigin}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': await signPayload(body, secret, nowSeconds) },
    body,
  });
  if (!delivered.ok) {
    return html(messagePage('Test checkout failed', `The webhook answered ${delivered.status}; the payment was not recorded.`), 502);
  }
  const site = trimOrigin(deps.env('SITE_URL') ?? url.origin);
  return redirect(choice === 'pay' ? `${site}/thank-you?session_id=${encodeURIComponent(sessionId)}` : `${site}${payment.route ?? '/'}`);
}

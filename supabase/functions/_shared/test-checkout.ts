import { catalog } from './catalog.generated.ts';
import { checkoutLocale, completionUrl } from './checkout-locale.ts';
import { isTestSessionId, testCheckoutEnabled, testCheckoutSecret, trimOrigin, type FunctionDeps } from './deps.ts';
import { html, json, preflight, redirect } from './http.ts';
import { findPayment, type PaymentView } from './payments.ts';
import { signPayload } from './stripe-signature.ts';
import { stripeWebhook } from './stripe-webhook.ts';
import { checkoutPage, messagePage } from './test-checkout-page.ts';
import { checkoutTexts } from './test-checkout-texts.ts';
import type { SiteLocale } from './locales.generated.ts';

/**
 * test-checkout: stands in for Stripe's hosted checkout on the embedded Node server when no
 * Stripe setting exists. It has no Deno entry, so it cannot be deployed. Pay or Cancel hands a
 * Stripe-shaped event, signed with the test checkout's own secret, to the real webhook handler
 * in-process: nothing goes over the network, so no request header can choose where it goes.
 *
 * Three locks, each enough on its own to keep it away from real money: it answers like an
 * unknown function whenever a Stripe key is set; it opens only ids it made (cs_test_local_…),
 * checked before any read; and its secret is not one a Stripe-configured webhook accepts.
 */
export const testCheckoutPath = '/functions/v1/test-checkout';

const notOpen = (locale: SiteLocale) => {
  const { title, text } = checkoutTexts[locale].notFound;
  return html(messagePage(title, text, locale), 404);
};

/** Stripe-shaped, so the webhook runs exactly the code a real event runs. */
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

async function openPayment(deps: FunctionDeps, sessionId: string, locale: SiteLocale): Promise<PaymentView | Response> {
  const payment = await findPayment(deps, sessionId);
  const { failed } = checkoutTexts[locale];
  if (payment === 'failed') return html(messagePage(failed.title, failed.unreadable, locale), 500);
  return payment?.status === 'pending' ? payment : notOpen(locale);
}

/** Signs the event as Stripe would and hands it to the webhook handler in this process. */
async function deliver(deps: FunctionDeps, secret: string, paid: boolean, sessionId: string, payment: PaymentView): Promise<Response> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const body = JSON.stringify(checkoutEvent(paid, sessionId, payment, nowSeconds));
  const headers = { 'Content-Type': 'application/json', 'Stripe-Signature': await signPayload(body, secret, nowSeconds) };
  // The URL is a label only: the handler reads the body and the signature.
  return stripeWebhook(new Request('http://test-checkout.invalid/functions/v1/stripe-webhook', { method: 'POST', headers, body }), deps);
}

export async function testCheckout(request: Request, deps: FunctionDeps): Promise<Response> {
  if (!testCheckoutEnabled(deps)) return json({ error: 'No function named test-checkout' }, 404);
  if (request.method === 'OPTIONS') return preflight();
  // Where to send the visitor afterwards comes from configuration (SITE_URL, else the origin
  // the embedded server was started with), never from the request's Host.
  const configured = deps.env('SITE_URL') || deps.env('SUPABASE_URL');
  const secret = testCheckoutSecret(deps);
  if (!configured || !secret) {
    console.error('test-checkout: no SITE_URL and no origin given to startEmbeddedBackend, or no local secret');
    return html(
      messagePage(
        'Test checkout is not configured',
        'This server was started without its own address, so it cannot send you back to the site. Start the embedded backend with its origin (startEmbeddedBackend({ origin })) or set SITE_URL.',
      ),
      503,
    );
  }
  const site = trimOrigin(configured);

  if (request.method === 'GET') {
    const query = new URL(request.url).searchParams;
    const sessionId = query.get('session_id');
    // The language create-payment put in the address, checked again against the site's list.
    const locale = checkoutLocale(query.get('locale'));
    // Before any read: a live or Stripe test-mode session is not this page's business.
    if (!isTestSessionId(sessionId)) return notOpen(locale);
    const payment = await openPayment(deps, sessionId, locale);
    if (payment instanceof Response) return payment;
    const product = Object.hasOwn(catalog, payment.productId) ? catalog[payment.productId] : undefined;
    // The amount and currency are the row's (what the webhook will check); the catalogue adds
    // the product's name in the page's language, the lines a bundle is made of and whether it
    // recurs, as Stripe's page shows them.
    // A path, not an address: the form posts back to wherever the visitor opened the page.
    return html(
      checkoutPage({
        sessionId,
        productName: product?.name[locale] ?? payment.productId,
        amount: payment.amount,
        currency: payment.currency,
        interval: product?.interval,
        lines: product?.parts?.map((part) => ({ name: part.name[locale], amount: part.amount })),
        action: testCheckoutPath,
        locale,
      }),
    );
  }
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const form = await request.formData().catch(() => undefined);
  const sessionId = form?.get('session_id');
  const choice = form?.get('action');
  const locale = checkoutLocale(form?.get('locale'));
  if (!isTestSessionId(sessionId) || (choice !== 'pay' && choice !== 'cancel')) return notOpen(locale);
  const payment = await openPayment(deps, sessionId, locale);
  if (payment instanceof Response) return payment;

  const delivered = await deliver(deps, secret, choice === 'pay', sessionId, payment);
  if (!delivered.ok) {
    const { failed } = checkoutTexts[locale];
    return html(messagePage(failed.title, failed.webhook(delivered.status), locale), 502);
  }
  // Like Stripe: paid → the completion page of the payment's language; cancelled → where it started.
  return redirect(choice === 'pay' ? completionUrl(site, locale, encodeURIComponent(sessionId)) : `${site}${payment.route ?? '/'}`);
}

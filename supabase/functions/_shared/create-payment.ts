import { z } from 'zod';
import { catalog, type CatalogProduct } from './catalog.generated.ts';
import { checkoutLocale, completionUrl } from './checkout-locale.ts';
import { newTestSessionId, stripeConfigured, testCheckoutEnabled, trimOrigin, type FunctionDeps } from './deps.ts';
import { json, preflight, readJson } from './http.ts';
import { defaultLocale, type SiteLocale } from './locales.generated.ts';
import { allowCreatePayment, recordPendingPayment } from './payments.ts';

/**
 * create-payment: turns a product id into a checkout address. The price comes from the
 * generated catalogue, never from the browser. With Stripe keys it opens a Stripe Checkout
 * session; without any Stripe setting, on the embedded server, it points at the local test
 * checkout. Every address it hands out is built from configuration (SITE_URL, SUPABASE_URL),
 * never from the request's Host; the page's `locale` only picks one of the site's languages
 * (checkout-locale.ts), whose completion page the visitor returns to after paying, and the
 * language its products are named in. A payment for a plot of a plot board also holds the plot
 * (supabase/schemas/functions/record_pending_payment.sql); a plot another payment holds or bought answers 409 Plot taken.
 */
const requestSchema = z.object({
  productId: z.string(),
  // Lead context: the database keeps what is well-formed and drops the rest, never refusing.
  route: z.unknown().optional(),
  locale: z.unknown().optional(),
  utm: z.unknown().optional(),
  referrer: z.unknown().optional(),
  // The A/B test arm the payment started on (experiment-arm.ts), for payment-paid and membership-completed results.
  experiment: z.unknown().optional(),
  arm: z.unknown().optional(),
  // The cookie consent the payment started under (tags/consent.ts); the database keeps 'unset' for anything else.
  consent: z.unknown().optional(),
  // The plot board's plot this payment buys; the database checks its range and that it is free.
  plot: z.number().int().positive().optional(),
});

const stripeSessionSchema = z.object({ id: z.string().min(1), url: z.string().url() });

/** Same rule the database applies to a stored route; anything else cancels back to the home page. */
const safeRoute = (route: unknown) => (typeof route === 'string' && /^\/[A-Za-z0-9/_-]{0,199}$/.test(route) ? route : '/');

/**
 * How long Stripe keeps a plot's checkout open: 31 minutes, just over Stripe's least (30). The
 * database holds the plot for 40, so a plot can never be paid for after its hold has run out.
 */
const PLOT_CHECKOUT_SECONDS = 31 * 60;

/** What is bought: the catalogue product, and the plot of a plot board when one was chosen. */
interface Purchase {
  productId: string;
  product: CatalogProduct;
  plot?: number;
}

/**
 * Stripe's form fields for the catalogue product, named in the page's language: one line per
 * part of a bundle (so the receipt names both), and a subscription at the product's interval when
 * it recurs. A plot's checkout closes before its hold ends.
 */
function checkoutFields(deps: FunctionDeps, { productId, product, plot }: Purchase, site: string, route: string, locale: SiteLocale): URLSearchParams {
  const lines = product.parts ?? [{ name: product.name, amount: product.amount }];
  const form = new URLSearchParams({ mode: product.interval ? 'subscription' : 'payment' });
  lines.forEach((line, i) => {
    form.set(`line_items[${i}][price_data][currency]`, product.currency);
    form.set(`line_items[${i}][price_data][unit_amount]`, String(line.amount));
    form.set(`line_items[${i}][price_data][product_data][name]`, line.name[locale]);
    if (product.interval) form.set(`line_items[${i}][price_data][recurring][interval]`, product.interval);
    form.set(`line_items[${i}][quantity]`, '1');
  });
  form.set('success_url', completionUrl(site, locale, '{CHECKOUT_SESSION_ID}'));
  form.set('cancel_url', `${site}${route}`);
  // Stripe's own page in the page's language (its locale codes include every one of ours).
  form.set('locale', locale);
  form.set('metadata[product_id]', productId);
  // A subscription's later invoices carry the subscription's metadata, not the session's.
  if (product.interval) form.set('subscription_data[metadata][product_id]', productId);
  if (plot !== undefined) {
    form.set('metadata[plot]', String(plot));
    form.set('expires_at', String(Math.floor(deps.now() / 1000) + PLOT_CHECKOUT_SECONDS));
  }
  return form;
}

async function stripeSession(deps: FunctionDeps, key: string, site: string, purchase: Purchase, route: string, locale: SiteLocale) {
  const form = checkoutFields(deps, purchase, site, route, locale);
  const response = await deps.fetch('https://api.stripe.com/v1/checkout/sessions', {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const parsed = stripeSessionSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success) {
    console.error(`create-payment: Stripe answered ${response.status}`);
    return undefined;
  }
  return { sessionId: parsed.data.id, url: parsed.data.url };
}

type CheckoutMode = { kind: 'stripe'; key: string; site: string } | { kind: 'test'; ownOrigin: string } | { kind: 'off'; problem?: string };

/** Stripe with a key, the local test checkout with no Stripe setting at all, else nothing. */
function checkoutMode(deps: FunctionDeps): CheckoutMode {
  const key = deps.env('STRIPE_SECRET_KEY');
  if (key) {
    const site = deps.env('SITE_URL');
    return site ? { kind: 'stripe', key, site: trimOrigin(site) } : { kind: 'off', problem: 'SITE_URL is required with STRIPE_SECRET_KEY' };
  }
  if (stripeConfigured(deps)) return { kind: 'off', problem: 'STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET' };
  if (!testCheckoutEnabled(deps)) return { kind: 'off' };
  const ownOrigin = deps.env('SUPABASE_URL');
  if (!ownOrigin)
    return { kind: 'off', problem: "the test checkout needs the server's own origin (startEmbeddedBackend({ origin })); it never trusts the Host header" };
  return { kind: 'test', ownOrigin: trimOrigin(ownOrigin) };
}

/**
 * The test checkout's address carries the language, as a Stripe session keeps its success_url:
 * one of the site's, and only when it is not the default.
 */
function testSession(ownOrigin: string, locale: SiteLocale) {
  const sessionId = newTestSessionId();
  const language = locale === defaultLocale ? '' : `&locale=${locale}`;
  return { sessionId, url: `${ownOrigin}/functions/v1/test-checkout?session_id=${sessionId}${language}` };
}

export async function createPayment(request: Request, deps: FunctionDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const parsed = requestSchema.safeParse(await readJson(request));
  const productId = parsed.success ? parsed.data.productId : '';
  const product = Object.hasOwn(catalog, productId) ? catalog[productId] : undefined;
  if (!parsed.success || !product) return json({ error: 'Unknown product' }, 400);

  const mode = checkoutMode(deps);
  if (mode.kind === 'off') {
    if (mode.problem) console.error(`create-payment: ${mode.problem}`);
    return json({ error: 'Payments are not configured' }, 503);
  }

  const allowed = await allowCreatePayment(deps);
  if (allowed === 'refused') return json({ error: 'Too many requests' }, 429);
  if (allowed === 'failed') return json({ error: 'Payment could not start' }, 500);

  const route = safeRoute(parsed.data.route);
  const language = checkoutLocale(parsed.data.locale);
  const { route: rawRoute, locale, utm, referrer, experiment, arm, consent, plot } = parsed.data;
  const session =
    mode.kind === 'stripe'
      ? await stripeSession(deps, mode.key, mode.site, { productId, product, plot }, route, language)
      : testSession(mode.ownOrigin, language);
  if (!session) return json({ error: 'Payment provider error' }, 502);

  // Recording the payment takes the plot, in one transaction; a Stripe session whose plot was
  // taken meanwhile is never handed out and closes on its own.
  const recorded = await recordPendingPayment(deps, {
    sessionId: session.sessionId,
    productId,
    amount: product.amount,
    currency: product.currency,
    route: rawRoute,
    locale,
    utm,
    referrer,
    experiment,
    arm,
    consent,
    plot,
  });
  if (recorded === 'plot-taken') return json({ error: 'Plot taken' }, 409);
  if (recorded === 'failed') return json({ error: 'Payment could not start' }, 500);
  return json({ url: session.url, sessionId: session.sessionId });
}

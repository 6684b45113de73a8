import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRpc, openDatabase } from '../../../supabase/embedded/database.ts';
import { createPayment } from '../../../supabase/functions/_shared/create-payment.ts';
import type { FunctionDeps } from '../../../supabase/functions/_shared/deps.ts';
import { defaultLocale } from '../../../supabase/functions/_shared/locales.generated.ts';
import { catalogSchema } from '../../../src/engine/catalog';
import { readSiteLocales } from '../../../supabase/embedded/site-locales';
import { browserClient } from './http-harness';
import { paymentStatus, startPaymentsServer, type PaymentsServer } from './payments-harness';

const locales = readSiteLocales();

/**
 * Paying from a Spanish page ends in Spanish: create-payment sends the visitor back to the
 * completion page of the page's language, and only of a language the site has. The handler and
 * the database are the real ones; Stripe's API, not reachable here, is the one stand-in.
 */
let db: PGlite;
let server: PaymentsServer;
beforeAll(async () => {
  [db, server] = await Promise.all([openDatabase(), startPaymentsServer()]);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await server?.close();
});

/** Asks create-payment for a Stripe session and answers the form it sent Stripe. */
async function stripeForm(body: Record<string, unknown>): Promise<Record<string, string>> {
  const sent: URLSearchParams[] = [];
  const deps: FunctionDeps = {
    rpc: (fn, payload) => callRpc(db, fn, payload, { role: 'service_role', headers: { 'x-landfall-client-ip': '192.0.2.8' } }),
    readPayment: async () => undefined,
    env: (name) => ({ STRIPE_SECRET_KEY: 'sk_test_123', SITE_URL: 'https://landfall.example' })[name],
    fetch: async (_input, init) => {
      sent.push(new URLSearchParams(String(init?.body)));
      const id = `cs_test_${sent.length}${Date.now()}`;
      return new Response(JSON.stringify({ id, url: `https://checkout.stripe.com/c/pay/${id}` }), { status: 200 });
    },
    clientIp: '192.0.2.8',
    now: () => Date.now(),
  };
  const request = new Request('https://project.supabase.co/functions/v1/create-payment', { method: 'POST', body: JSON.stringify(body) });
  expect((await createPayment(request, deps)).status).toBe(200);
  return Object.fromEntries(sent[0] ?? []);
}

describe('create-payment with Stripe: the checkout speaks the page language', () => {
  it('a payment from a Spanish page returns to the Spanish completion page, in a Spanish checkout', async () => {
    const form = await stripeForm({ productId: 'membership-basic', route: '/mex', locale: 'es' });
    expect(form).toMatchObject({
      success_url: 'https://landfall.example/gracias?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://landfall.example/mex',
      locale: 'es',
    });
  });

  it('an English page still returns to /thank-you', async () => {
    const form = await stripeForm({ productId: 'mansion', route: '/mansion', locale: 'en' });
    expect(form).toMatchObject({ success_url: 'https://landfall.example/thank-you?session_id={CHECKOUT_SESSION_ID}', locale: 'en' });
  });

  it.each([
    ['a language the site does not have', 'fr'],
    ['a path posing as a language', '/../../evil.example'],
    ['an address posing as a language', 'https://evil.example/'],
    ['no language at all', undefined],
  ])('%s is refused and the checkout is English', async (_name, locale) => {
    const form = await stripeForm({ productId: 'mansion', route: '/mansion', locale });
    expect(form.success_url).toBe('https://landfall.example/thank-you?session_id={CHECKOUT_SESSION_ID}');
    expect(form.locale).toBe('en');
  });
});

describe('checkout product names are in the language of the page (was: English on Spanish pages)', () => {
  const lineNames = (form: Record<string, string>) =>
    Object.entries(form)
      .filter(([field]) => field.endsWith('[product_data][name]'))
      .map(([, name]) => name);

  it('every product of the catalogue has a name in every language of the site', () => {
    const catalog = catalogSchema.parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/products.yaml'), 'utf8')));
    const untranslated = Object.entries(catalog).flatMap(([id, product]) =>
      locales.filter((locale) => locale !== defaultLocale && !product.names?.[locale]).map((locale) => `${id}: no ${locale} name`),
    );
    expect(untranslated).toEqual([]);
  });

  it("a Spanish page's Stripe line item is the product's Spanish name, an English page's the English one", async () => {
    expect(lineNames(await stripeForm({ productId: 'membership-basic', route: '/mex', locale: 'es' }))).toEqual(['Membresía de Socio Fundador']);
    expect(lineNames(await stripeForm({ productId: 'membership-basic', route: '/member', locale: 'en' }))).toEqual(['Founder Membership']);
  });

  it("names every line of a bundle in the page's language", async () => {
    expect(lineNames(await stripeForm({ productId: 'main-offer', route: '/v1', locale: 'es' }))).toEqual([
      'Membresía de Socio Fundador',
      'Depósito de Glamping (reembolsable)',
    ]);
  });

  it('the local test checkout shows the Spanish name on a Spanish page and the English name on an English one', async () => {
    const page = async (locale: string) => {
      const { data } = await browserClient(server.url).functions.invoke('create-payment', { body: { productId: 'membership-basic', route: '/mex', locale } });
      return (await fetch(String(data?.url))).text();
    };
    expect(await page('es')).toContain('<h1>Membresía de Socio Fundador</h1>');
    expect(await page('en')).toContain('<h1>Founder Membership</h1>');
  });
});

describe('the local test checkout: the same, over HTTP on the embedded server', () => {
  const start = async (locale: unknown, route = '/mex') => {
    const { data, error } = await browserClient(server.url).functions.invoke('create-payment', { body: { productId: 'membership-basic', route, locale } });
    expect(error).toBeNull();
    return { url: String(data?.url), sessionId: String(data?.sessionId) };
  };
  const choose = (sessionId: string, action: 'pay' | 'cancel', locale?: string) =>
    fetch(`${server.url}/functions/v1/test-checkout`, {
      method: 'POST',
      body: new URLSearchParams({ session_id: sessionId, action, ...(locale ? { locale } : {}) }),
      redirect: 'manual',
    });

  it('shows its page in Spanish and, once paid, sends the visitor to /gracias', async () => {
    const { url, sessionId } = await start('es');
    expect(url).toBe(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}&locale=es`);
    const html = await (await fetch(url)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pago de prueba — sin cobro real');
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pagar<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancelar<\/button>/);
    expect(html).toContain('<input type="hidden" name="locale" value="es">');

    const paid = await choose(sessionId, 'pay', 'es');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/gracias?session_id=${sessionId}`);
    expect(await paymentStatus(server.backend, sessionId)).toBe('paid');
  });

  it('cancel goes back to the page the payment started on', async () => {
    const { sessionId } = await start('es');
    const canceled = await choose(sessionId, 'cancel', 'es');
    expect(canceled.headers.get('location')).toBe(`${server.url}/mex`);
  });

  it('an unknown language gets the English checkout and /thank-you, also when the form is tampered with', async () => {
    const { url, sessionId } = await start('xx', '/mansion');
    expect(url).toBe(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`);
    const html = await (await fetch(`${url}&locale=xx`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/>Pay<\/button>/);
    const paid = await choose(sessionId, 'pay', 'https://evil.example');
    expect(paid.headers.get('location')).toBe(`${server.url}/thank-you?session_id=${sessionId}`);
  });
});

import type { Page } from '@playwright/test';
import type { MembershipFormProps } from '../../src/site/blocks/membership-form/schema';
import { blockOf, consentGiven, es } from './dialog-support';
import { expect, test, visit, waitForHydration } from './support';

/**
 * Paying from a Spanish page ends in Spanish (issue 10): "Pagar Ahora" on /mex opens the test
 * checkout in Spanish, paying lands on the Spanish completion page, whose form, messages and
 * toasts are Spanish, and cancelling goes back to /mex. An English page still ends on
 * /thank-you. The spec's texts are written here; the form's labels are read from the page's data.
 */
const spanishPage = '/mex';
const spanishCompletion = '/gracias';
const englishCompletion = '/thank-you';
const gracias = () => blockOf<MembershipFormProps>(spanishCompletion, 'membership-form');

/** Presses the first button named `name` and answers the checkout tab it opens. */
async function openCheckout(page: Page, name: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name, exact: true }).first().click();
  const checkout = await popupOpened;
  await checkout.waitForLoadState();
  return checkout;
}

const layouts = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const layout of layouts) {
  test.describe(`paying from a Spanish page at ${layout.width}px`, () => {
    test.use({ viewport: layout });
    test.beforeEach(async ({ page }) => consentGiven(page));

    test('Pagar Ahora → Spanish test checkout → pay → /gracias in Spanish → details stored → back to /mex', async ({ page }) => {
      const form = gracias();
      await visit(page, spanishPage);
      const checkout = await openCheckout(page, 'Pagar Ahora');
      await expect(checkout.locator('html')).toHaveAttribute('lang', 'es');
      await expect(checkout.getByRole('note')).toContainText('sin cobro real');
      await expect(checkout.getByText('$1,500.00')).toBeVisible();

      await checkout.getByRole('button', { name: 'Pagar', exact: true }).click();
      await checkout.waitForURL((url) => url.pathname === spanishCompletion && /^cs_test_local_/.test(url.searchParams.get('session_id') ?? ''));
      await waitForHydration(checkout);
      await expect(checkout.locator('html')).toHaveAttribute('lang', 'es');
      // The spec's "Payment Successful!" and "Complete Your Membership", in Spanish.
      await expect(checkout.getByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeVisible();
      await expect(checkout.getByRole('heading', { name: 'Completa tu Membresía' })).toBeVisible();
      // The phone picker names countries in Spanish, +1 first (spec: default +1).
      await expect(checkout.getByRole('combobox', { name: form.countryCodeLabel })).toHaveValue('US');
      await expect(checkout.getByRole('combobox', { name: form.countryCodeLabel }).locator('option:checked')).toHaveText(/Estados Unidos/);

      // A bad field is named in Spanish, and nothing is lost.
      await checkout.getByLabel(form.nameLabel).fill('Ana Martínez');
      await checkout.getByLabel(form.emailLabel).fill('ana@');
      await checkout.getByLabel(form.phoneLabel).fill('55 1234 5678');
      await checkout.getByRole('button', { name: form.submitLabel }).click();
      await expect(checkout.getByText(es.fieldErrors['Invalid email format']!)).toBeVisible();
      await expect(checkout.getByText('Invalid email format')).toHaveCount(0);

      await checkout.getByLabel(form.emailLabel).fill('ana.martinez@example.com');
      const stored = checkout.waitForResponse((r) => r.url().endsWith('/rest/v1/rpc/complete_membership'));
      await checkout.getByRole('button', { name: form.submitLabel }).click();
      expect((await stored).status()).toBe(200);
      await expect(checkout.getByText('¡Gracias! Te contactaremos en las próximas horas para formalizar tu membresía.', { exact: true })).toBeVisible();
      // The toast's own controls speak Spanish too.
      await expect(checkout.locator('[data-slot="toast-close"]').first()).toHaveAttribute('aria-label', es.close);
      await checkout.waitForURL((url) => url.pathname === spanishPage, { timeout: 6_000 });
      await checkout.close();
    });

    test('Cancelar on the Spanish checkout goes back to /mex', async ({ page }) => {
      await visit(page, spanishPage);
      const checkout = await openCheckout(page, 'Pagar Ahora');
      await checkout.getByRole('button', { name: 'Cancelar', exact: true }).click();
      await checkout.waitForURL((url) => url.pathname === spanishPage);
      await expect(checkout.locator('html')).toHaveAttribute('lang', 'es');
      await checkout.close();
    });

    test('paying from an English page still lands on /thank-you, in English', async ({ page }) => {
      await visit(page, '/mansion');
      const checkout = await openCheckout(page, 'Pay Now');
      await expect(checkout.locator('html')).toHaveAttribute('lang', 'en');
      await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
      await checkout.waitForURL((url) => url.pathname === englishCompletion);
      await expect(checkout.locator('html')).toHaveAttribute('lang', 'en');
      await expect(checkout.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
      await checkout.close();
    });
  });
}

test('the completion pages name each other as hreflang alternates, x-default on the English one', async ({ page }) => {
  const expected = [
    ['en', 'https://landfall.example/thank-you'],
    ['es', 'https://landfall.example/gracias'],
    ['x-default', 'https://landfall.example/thank-you'],
  ];
  for (const [route, lang] of [
    [englishCompletion, 'en'],
    [spanishCompletion, 'es'],
  ] as const) {
    await visit(page, route);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const links = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((nodes) => nodes.map((n) => [n.getAttribute('hreflang'), n.getAttribute('href')]));
    expect(links, route).toEqual(expected);
  }
});

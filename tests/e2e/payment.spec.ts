import type { Page } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config';
import type { CountryStatusProps } from '../../src/site/blocks/country-status/schema';
import type { MembershipFormProps } from '../../src/site/blocks/membership-form/schema';
import { findBlock } from './expected';
import { expect, test, visit, waitForHydration } from './support';

const membership = () => findBlock<MembershipFormProps>('membership-form');

async function consentGiven(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
}

async function fillMembership(page: Page, values: { name: string; email: string; phone: string }) {
  const texts = membership().block;
  await page.getByLabel(texts.nameLabel).fill(values.name);
  await page.getByLabel(texts.emailLabel).fill(values.email);
  await page.getByLabel(texts.phoneLabel).fill(values.phone);
}

test.describe('payment', () => {
  test('Pay Now → test checkout → pay → thank-you form → saved → back home', async ({ page }) => {
    const texts = membership().block;
    await consentGiven(page);
    await visit(page, '/mansion');

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).first().click();
    const checkout = await popupOpened;
    await checkout.waitForLoadState();
    await expect(checkout).toHaveTitle(/test checkout/i);
    await expect(checkout.getByRole('note')).toContainText('no real payment');
    await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('7-Bedroom Beachfront Mansion');
    await expect(checkout.getByText('$365,000.00')).toBeVisible();

    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.waitForURL(/\/thank-you\?session_id=cs_test_local_/);
    await waitForHydration(checkout);
    await expect(checkout.getByRole('heading', { name: texts.heading })).toBeVisible();
    const thankYouUrl = checkout.url();

    await fillMembership(checkout, { name: "Zoë-Ann O'Brien", email: 'Zoe@Example.com', phone: '(555) 123-4567' });
    await expect(checkout.getByRole('combobox', { name: texts.countryCodeLabel })).toHaveValue('US');
    await checkout.getByRole('button', { name: texts.submitLabel }).click();
    await expect(checkout.getByText(texts.successToast).first()).toBeVisible();
    await checkout.waitForURL((url) => url.pathname === '/', { timeout: 6_000 });

    // The same session cannot be completed twice: nothing changes, the error shows, input stays.
    await checkout.goto(thankYouUrl);
    await waitForHydration(checkout);
    await fillMembership(checkout, { name: 'Someone Else', email: 'else@example.com', phone: '555 000 1111' });
    await checkout.getByRole('button', { name: texts.submitLabel }).click();
    await expect(checkout.getByText(texts.errorToast).first()).toBeVisible();
    await expect(checkout.getByLabel(texts.nameLabel)).toHaveValue('Someone Else');
    await checkout.close();
  });

  test('cancel on the test checkout returns to the page and leaves the payment unpaid', async ({ page, problems }) => {
    // Read through the interfaces a visitor and the pages use (the preview process holds the
    // database): the sold count the pages show, the checkout page, and the thank-you form.
    problems.allow(/rpc\/complete_membership|status of 409/);
    const texts = membership().block;
    const soldMansions = async () => {
      const counts = await page.request.post('/rest/v1/rpc/live_offer_counts', { headers: { apikey: EMBEDDED_ANON_KEY }, data: {} });
      expect(counts.status()).toBe(200);
      return ((await counts.json()) as { products: Record<string, number> }).products.mansion ?? 0;
    };
    const soldBefore = await soldMansions();

    await consentGiven(page);
    await visit(page, '/mansion');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).first().click();
    const checkout = await popupOpened;
    await checkout.waitForLoadState();
    const checkoutUrl = checkout.url();
    const sessionId = new URL(checkoutUrl).searchParams.get('session_id');
    expect(sessionId).toMatch(/^cs_test_local_/);
    await checkout.getByRole('button', { name: /cancel/i }).click();
    await checkout.waitForURL((url) => url.pathname === '/mansion');
    await checkout.close();

    // The session is closed: its checkout no longer offers Pay.
    const reopened = await page.request.get(checkoutUrl);
    expect(reopened.status()).toBe(404);
    expect(await reopened.text()).toContain('no longer open');
    // Nothing was sold.
    expect(await soldMansions()).toBe(soldBefore);
    // And it is not paid: the thank-you form, which completes any paid session, refuses it.
    await visit(page, `${membership().page.route}?session_id=${encodeURIComponent(sessionId!)}`);
    await fillMembership(page, { name: 'Ana Silva', email: 'ana@example.com', phone: '555 123 4567' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/rest/v1/rpc/complete_membership'));
    await page.getByRole('button', { name: texts.submitLabel }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByText(texts.errorToast).first()).toBeVisible();
  });

  test('a failing payment call shows the error toast, opens no tab and can be pressed again', async ({ page, problems }) => {
    problems.allow(/create-payment|payment could not start|Failed to (send a request|fetch)/i);
    await consentGiven(page);
    await visit(page, '/mansion');
    await page.route('**/functions/v1/create-payment', (route) => route.abort());
    const button = page.getByRole('button', { name: 'Pay Now' }).first();
    await button.click();
    await expect(page.getByText('There was an error processing your request. Please try again.').first()).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expect(button).toBeEnabled();
  });
});

test.describe('thank-you page', () => {
  test('an unknown session shows the error and keeps what the visitor typed', async ({ page, problems }) => {
    problems.allow(/rpc\/complete_membership|status of 409/);
    const texts = membership().block;
    await visit(page, `${membership().page.route}?session_id=cs_unknown_session`);
    await fillMembership(page, { name: 'Ana Silva', email: 'ana@example.com', phone: '555 123 4567' });
    await page.getByRole('button', { name: texts.submitLabel }).click();
    await expect(page.getByText(texts.errorToast).first()).toBeVisible();
    await expect(page.getByLabel(texts.nameLabel)).toHaveValue('Ana Silva');
    await expect(page.getByLabel(texts.emailLabel)).toHaveValue('ana@example.com');
    await expect(page).toHaveURL(/session_id=cs_unknown_session/);
  });

  test('a bad field is marked under its input and nothing is sent', async ({ page }) => {
    const texts = membership().block;
    await visit(page, `${membership().page.route}?session_id=cs_whatever`);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/')) sent++;
    });
    await fillMembership(page, { name: 'Ana 2', email: 'ana@', phone: '12' });
    await page.getByRole('button', { name: texts.submitLabel }).click();
    const email = page.getByLabel(texts.emailLabel);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('Name contains invalid characters')).toBeVisible();
    await expect(page.getByText('Invalid phone format')).toBeVisible();
    await expect(email).toHaveValue('ana@');
    expect(sent).toBe(0);
  });
});

test.describe('live counts', () => {
  test("a founder application from the UK moves the UK bar by one, on top of the YAML's number", async ({ page }) => {
    const { page: holder, block } = findBlock<CountryStatusProps>('country-status', (b) => b.countries.some((c) => c.region === 'GB'));
    const uk = block.countries.find((c) => c.region === 'GB')!;
    const bar = () => page.getByRole('progressbar', { name: new RegExp(`^${uk.name}:`) });
    const headers = { apikey: EMBEDDED_ANON_KEY };
    const storedFromUk = async () => {
      const counts = await page.request.post('/rest/v1/rpc/live_offer_counts', { headers, data: {} });
      return ((await counts.json()) as { countries: Record<string, number> }).countries.GB ?? 0;
    };
    const before = await storedFromUk();
    const answer = await page.request.post('/rest/v1/rpc/submit_founder_application', {
      headers,
      data: {
        name: 'Harriet Jones',
        email: 'harriet@example.co.uk',
        phone: '20 7946 0958',
        countryCode: '+44',
        country: 'GB',
        route: holder.route,
        locale: 'en',
      },
    });
    expect(answer.status()).toBe(200);
    expect(await storedFromUk()).toBe(before + 1);

    await consentGiven(page);
    await visit(page, holder.route);
    await bar().scrollIntoViewIfNeeded();
    await expect(bar()).toHaveAttribute('aria-valuenow', String(Math.min(uk.filled + before + 1, block.capacity)));
  });

  test("with the backend unreachable, every bar keeps the YAML's number and the page logs nothing of its own", async ({ page, problems }) => {
    // Chromium itself reports the refused request; that line names the URL and is all there is.
    problems.allow(/rpc\/live_offer_counts/);
    const { page: holder, block } = findBlock<CountryStatusProps>('country-status', (b) => b.countries.some((c) => c.region));
    await page.route('**/rest/v1/rpc/live_offer_counts', (route) => route.abort('connectionrefused'));
    const refused = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/rest/v1/rpc/live_offer_counts'));
    await consentGiven(page);
    await visit(page, holder.route);
    await refused;
    // Let the behaviour's own continuation run after the refusal before reading the bars.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    for (const country of block.countries) {
      const filled = Math.min(country.filled, block.capacity);
      await expect(page.getByRole('progressbar', { name: new RegExp(`^${country.name}:`) })).toHaveAttribute('aria-valuenow', String(filled));
    }
  });
});

test.describe('client error reports', () => {
  test('an uncaught error on a page is stored as a client_error security event', async ({ page, problems }) => {
    problems.allow(/boom from a test/);
    await visit(page, '/howispossible');
    const reported = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/log_client_event'));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom from a test');
      }),
    );
    const response = await reported;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      action: 'client_error',
      message: expect.stringContaining('boom from a test'),
      route: '/howispossible',
    });
  });
});

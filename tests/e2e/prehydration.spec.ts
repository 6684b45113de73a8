import type { BrowserContext, Page } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config';
import type { MembershipFormProps } from '../../src/site/blocks/membership-form/schema';
import { findBlock } from './expected';
import { expect, holdChunk, test, waitForHydration } from './support';

/**
 * A phone shows the prerendered page seconds before an island's code arrives. These tests hold
 * the island's chunk back (a positive signal: the request has reached the hold), act on the
 * prerendered markup, then let the chunk through and wait for the island's `data-hydrated`.
 */
const membership = () => findBlock<MembershipFormProps>('membership-form');

const holdIsland = (context: BrowserContext) => holdChunk(context, 'membership-form.island');

/** A payment that the test checkout has marked paid, opened on its thank-you address. */
async function openPaidThankYou(page: Page) {
  const started = await page.request.post('/functions/v1/create-payment', {
    headers: { apikey: EMBEDDED_ANON_KEY },
    data: { productId: membership().page.productId },
  });
  expect(started.status()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/thank-you\?session_id=/);
  return new URL(page.url()).searchParams.get('session_id')!;
}

const island = (page: Page) => page.locator('[data-island="site/blocks/membership-form/membership-form"]');

test.describe('before the thank-you form hydrates', () => {
  test('the form loads no code until the visitor reaches for it; what was typed and picked meanwhile is kept and sent (was: "Name is required" under a filled field)', async ({
    page,
  }) => {
    const texts = membership().block;
    const hold = await holdIsland(page.context());
    const sessionId = await openPaidThankYou(page);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    expect(hold.wasRequested(), 'the form code was fetched before any interaction').toBe(false);

    const typed = { name: "Zoë-Ann O'Brien", email: 'zoe@example.com', phone: '612 345 678' };
    await page.getByLabel(texts.nameLabel).fill(typed.name);
    await hold.requested;
    await expect(island(page)).not.toHaveAttribute('data-hydrated');
    await page.getByLabel(texts.emailLabel).fill(typed.email);
    await page.getByLabel(texts.phoneLabel).fill(typed.phone);
    await page.getByRole('combobox', { name: texts.countryCodeLabel }).selectOption('ES');

    hold.release();
    await expect(island(page)).toHaveAttribute('data-hydrated');
    await expect(page.getByLabel(texts.nameLabel)).toHaveValue(typed.name);
    await expect(page.getByLabel(texts.emailLabel)).toHaveValue(typed.email);
    await expect(page.getByLabel(texts.phoneLabel)).toHaveValue(typed.phone);
    await expect(page.getByRole('combobox', { name: texts.countryCodeLabel })).toHaveValue('ES');

    const sent = page.waitForRequest((request) => request.url().endsWith('/rest/v1/rpc/complete_membership'));
    await page.getByRole('button', { name: texts.submitLabel }).click();
    expect((await sent).postDataJSON()).toMatchObject({ ...typed, countryCode: '+34', sessionId });
    await expect(page.getByText(texts.successToast).first()).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="form-message"]')).toHaveCount(0);
  });

  test("a submit pressed while the form code loads is queued and sent once it is live (was: dropped, or sent by the browser as a GET with the visitor's details in the address)", async ({
    page,
  }) => {
    const texts = membership().block;
    const hold = await holdIsland(page.context());
    const sessionId = await openPaidThankYou(page);
    await waitForHydration(page);
    const address = page.url();
    const typed = { name: 'Grace Hopper', email: 'grace@example.com', phone: '555 0100' };
    await page.getByLabel(texts.nameLabel).fill(typed.name);
    await page.getByLabel(texts.emailLabel).fill(typed.email);
    await page.getByLabel(texts.phoneLabel).fill(typed.phone);
    await hold.requested;
    await page.getByRole('button', { name: texts.submitLabel }).click();
    expect(page.url()).toBe(address);

    const sent = page.waitForRequest((request) => request.url().endsWith('/rest/v1/rpc/complete_membership'));
    hold.release();
    expect((await sent).postDataJSON()).toMatchObject({ ...typed, countryCode: '+1', sessionId });
    await expect(page.getByText(texts.successToast).first()).toBeVisible();
  });

  test('with a session, the success heading shows before any code has arrived, and the form takes typing (was: hidden until hydration)', async ({ page }) => {
    const texts = membership().block;
    const hold = await holdChunk(page.context(), 'main');
    await page.goto(`${membership().page.route}?session_id=cs_any`);
    await hold.requested;
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.noSession.heading })).toHaveCount(0);
    await expect(page.getByLabel(texts.nameLabel)).toBeEditable();
    hold.release();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  });
});

test.describe('/thank-you without a session', () => {
  test('never says "Payment Successful!" and tells the visitor what to do instead (was: the success page)', async ({ page }) => {
    const texts = membership().block;
    const hold = await holdChunk(page.context(), 'main');
    await page.goto(membership().page.route);
    await hold.requested;
    // Before any code has arrived, the address has chosen: no success heading, the way on instead.
    await expect(page.getByText(texts.heading)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: texts.noSession.heading })).toBeVisible();
    hold.release();
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1, name: texts.noSession.heading })).toBeVisible();
    await expect(page.getByText(texts.noSession.text)).toBeVisible();
    await expect(page.getByText(texts.heading)).toBeHidden();
    await expect(page.getByRole('button', { name: texts.submitLabel })).toBeHidden();
    // The way on that the YAML names as a link (home) leads there.
    const links = texts.noSession.buttons.flatMap(({ label, action }) => (action.kind === 'link' ? [{ label, href: action.href }] : []));
    expect(links.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: links[0]!.label }).click();
    await page.waitForURL((url) => url.pathname === links[0]!.href);
  });

  test('an empty session_id counts as none', async ({ page }) => {
    const texts = membership().block;
    await page.goto(`${membership().page.route}?session_id=`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.noSession.heading })).toBeVisible();
    await expect(page.getByText(texts.heading)).toBeHidden();
  });
});

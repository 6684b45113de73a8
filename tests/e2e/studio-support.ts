import type { APIRequestContext, Page } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config';
import { consentGiven, en, fillFounder, infoRoute, loaded, openFounderForm, partnerButton, partnerRoute } from './dialog-support';
import { type StudioUser, studioUser } from './studio-users';
import { expect, visit } from './support';

/** What the studio's browser tests share: signing in, and leads sent the way visitors send them. */

export async function signIn(page: Page, user: StudioUser = studioUser('marketer')): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  const answered = page.waitForResponse((response) => response.url().includes('/auth/v1/token'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await answered;
}

/** Opens a studio address as a signed-out visitor would, signs in there, and waits for the leads screen. */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
}

/** Opens another studio screen signed in, and waits for its heading. */
export async function openScreenSignedIn(page: Page, path: string, heading: string, user?: StudioUser): Promise<void> {
  await page.goto(path);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/**
 * A studio RPC called as a signed-in marketer, over HTTP as supabase-js calls it: the figures a
 * screen shows are checked against what the database answers the same marketer.
 */
export async function studioRpc(
  request: APIRequestContext,
  fn: string,
  body: Record<string, unknown>,
  { origin = '', user = studioUser('marketer') }: { origin?: string; user?: StudioUser } = {},
): Promise<{ status: number; body: unknown }> {
  // From an address of its own, as the test's browser would be (the server counts sign-ins per address).
  const headers = { apikey: EMBEDDED_ANON_KEY, 'cf-connecting-ip': '2001:db8:5c:ff::1' };
  const session = await request.post(`${origin}/auth/v1/token?grant_type=password`, { headers, data: { email: user.email, password: user.password } });
  expect(session.status(), 'signing in for an RPC').toBe(200);
  const { access_token: token } = (await session.json()) as { access_token: string };
  const answer = await request.post(`${origin}/rest/v1/rpc/${fn}`, { headers: { ...headers, authorization: `Bearer ${token}` }, data: body });
  return { status: answer.status(), body: await answer.json() };
}

/** A founder application from the info dialog of a public page, with the visit's UTM parameters. */
export async function applyAsFounder(page: Page, utm: string, values: { name: string; email: string; phone: string }): Promise<void> {
  await consentGiven(page);
  await visit(page, `${infoRoute}?${utm}`);
  const dialog = await openFounderForm(page);
  await fillFounder(page, dialog, values);
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/submit_founder_application'));
  await dialog.getByRole('button', { name: en.founder.form.submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(dialog).toHaveAttribute('data-step', 'success');
}

export async function applyAsPartner(page: Page, utm: string, values: { name: string; email: string; company: string; landDetails: string }) {
  const p = en.partnership;
  await consentGiven(page);
  await visit(page, `${partnerRoute}?${utm}`);
  await page.getByRole('button', { name: partnerButton(loaded.pages.find((x) => x.data.route === partnerRoute)!.data) }).click();
  const dialog = page.getByRole('dialog', { name: p.title });
  await dialog.getByLabel(p.name.label, { exact: true }).fill(values.name);
  await dialog.getByLabel(p.email.label, { exact: true }).fill(values.email);
  await dialog.getByLabel(p.phone.label, { exact: true }).fill('555 123 4567');
  await dialog.getByLabel(new RegExp(p.companyName.label)).fill(values.company);
  await dialog.getByLabel(new RegExp(p.location.label)).fill('Sumba, Indonesia');
  await dialog.getByLabel(p.landDetails.label).fill(values.landDetails);
  const answered = page.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/submit_partnership_application'));
  await dialog.getByRole('button', { name: p.submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: p.confirmation.title })).toBeVisible();
}

/**
 * Early-access sign-ups through the public endpoint the ranking page's field calls, each from
 * its own visitor address (the endpoint admits 4 an hour per address), as many visitors would.
 */
export async function signUpEarly(request: APIRequestContext, emails: string[], utm: Record<string, string>): Promise<void> {
  for (const [i, email] of emails.entries()) {
    const response = await request.post('/rest/v1/rpc/submit_early_access', {
      headers: { apikey: EMBEDDED_ANON_KEY, 'cf-connecting-ip': `198.51.100.${i + 1}` },
      data: { email, route: '/ranking', locale: 'en', utm },
    });
    expect(response.status(), `sign-up of ${email}`).toBe(200);
  }
}

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../src/studio/csv';
import { leadFields } from '../../src/studio/leads/types';
import { infoRoute, partnerRoute } from './dialog-support';
import { applyAsFounder, applyAsPartner, openSignedIn, signIn, signUpEarly } from './studio-support';
import { studioUser } from './studio-users';
import { expect, root, test } from './support';

/**
 * Issue 13's marketers' area in a browser, against the built site and its embedded backend: the
 * marketer made by `npm run studio:add-user` (playwright.config.ts) signs in, is locked out, and
 * reads the leads this file sends through the public pages. The tests build on each other's rows.
 */
test.describe.configure({ mode: 'serial' });

// resolve, not join: LANDFALL_DIST may be an absolute path (/tmp/e1-dist).
const distDir = resolve(root, process.env.LANDFALL_DIST ?? 'dist');

// Other files' tests send leads to the same database: this run's are told apart by campaign.
const campaign = `studio-${Date.now().toString(36)}`;
const founders = [
  { name: "Siobhán O'Brien", email: `obrien.${campaign}@example.com`, phone: '20 7946 0958' },
  { name: 'José Núñez', email: `jose.${campaign}@example.com`, phone: '20 7946 0959' },
  { name: '山田 太郎', email: `yamada.${campaign}@example.com`, phone: '20 7946 0960' },
];
const partner = {
  name: 'Ana Lima',
  email: `ana.${campaign}@example.com`,
  company: '<img src=x onerror=alert(1)>',
  landDetails: '<img src=x onerror="document.title=\'owned\'"> ten hectares by the sea',
};
const early = Array.from({ length: 27 }, (_, i) => `early-${i}.${campaign}@example.com`);
const leadsOfRun = `/studio/leads?utm_campaign=${campaign}`;

const tab = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Kind of lead' }).getByRole('button', { name });
const count = (page: Page, kind: string) => page.getByTestId(`count-${kind}`);
const bodyRows = (page: Page) => page.locator('table tbody tr');
const nameColumn = (page: Page) => page.locator('table tbody tr td:nth-child(1)');

test('/studio and every screen under it serve the app, unindexed, under its own policy; no public page loads its code', async ({ request }) => {
  for (const path of ['/studio', '/studio/', '/studio/leads?kind=payment', '/studio/results', '/studio/sign-in']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<script type="module" src="\/studio\/assets\/studio-[\w-]+\.js"><\/script>/);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // Stricter than the pages': no inline script at all, no frames.
    expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers()['content-security-policy']).toContain("frame-src 'none'");
  }
  expect((await request.get('/studio/assets/missing.js')).status()).toBe(404);

  expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('/studio');
  const siteManifest = readFileSync(join(distDir, '.vite/manifest.json'), 'utf8');
  expect(siteManifest).not.toContain('src/studio/');
  const publicFiles = readdirSync(distDir).filter((file) => file.endsWith('.html'));
  expect(publicFiles.length).toBeGreaterThan(10);
  for (const file of publicFiles) expect(readFileSync(join(distDir, file), 'utf8'), file).not.toContain('/studio/assets/');
  for (const file of readdirSync(join(distDir, 'assets'))) {
    const text = readFileSync(join(distDir, 'assets', file), 'utf8');
    // The studio's session key, and its layout's one grid (a class the site's stylesheets must not carry).
    expect(text, file).not.toContain('landfall-studio-session');
    expect(text, file).not.toContain('12rem_1fr');
  }
});

test('a signed-out visitor is sent to sign-in, sees the backend refusals as given with what they typed kept, and comes back where they were', async ({
  page,
  problems,
}) => {
  problems.allow(/\/auth\/v1\/token/);
  await page.goto('/studio/leads?kind=founder');
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('You must provide either an email or phone number and a password');

  const { email, password } = studioUser('marketer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(`${password}-wrong`);
  // Held, to see the button while the answer is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/v1/token**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(`${password}-wrong`);
  await page.unroute('**/auth/v1/token**');

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/studio\/leads\?kind=founder$/);
  await expect(page.getByRole('banner')).toContainText(email);
  await expect(tab(page, /^Founders/)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/studio/leads');
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
});

test('the sixth wrong password within 15 minutes shows the lockout with the time left, and then the right one is refused too', async ({ page, problems }) => {
  problems.allow(/\/auth\/v1\/token/);
  const user = studioUser('lockout');
  await page.goto('/studio/sign-in');
  const messages: string[] = [];
  for (let attempt = 1; attempt <= 6; attempt++) {
    await signIn(page, { email: user.email, password: `not the password ${attempt}` });
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    messages.push((await page.getByRole('alert').textContent()) ?? '');
  }
  expect(messages.slice(0, 4)).toEqual(Array(4).fill('Invalid login credentials'));
  expect(messages[5]).toMatch(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
  await signIn(page, user);
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
});

test('leads sent in the public pages appear with the right counts per kind and filter, kept in the address across a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  for (const founder of founders) {
    const visitorPage = await browser.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': '2001:db8:e1:f::1' } });
    await applyAsFounder(visitorPage, `utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, founder);
    await visitorPage.close();
  }
  await applyAsPartner(page, `utm_source=partners&utm_campaign=${campaign}`, partner);
  await signUpEarly(request, early, { source: 'bulk', campaign });

  await openSignedIn(page, leadsOfRun);
  await expect(count(page, 'all')).toHaveText('31');
  await expect(count(page, 'founder')).toHaveText('3');
  await expect(count(page, 'partnership')).toHaveText('1');
  await expect(count(page, 'early_access')).toHaveText('27');
  await expect(count(page, 'payment')).toHaveText('0');
  await expect(page.getByTestId('range')).toHaveText('1–25 of 31 leads');

  await page.getByLabel('UTM source').selectOption('newsletter');
  await expect(page.getByTestId('range')).toHaveText('1–3 of 3 leads');
  await expect(count(page, 'founder')).toHaveText('3');
  await expect(count(page, 'early_access')).toHaveText('0');
  await expect(nameColumn(page)).toHaveText(founders.map((f) => f.name).reverse());

  await tab(page, /^Partnerships/).click();
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await page.getByLabel('UTM source').selectOption('');
  await expect(nameColumn(page)).toHaveText([partner.name]);
  await page.getByLabel('Route').selectOption(infoRoute);
  await expect(page.getByText('No leads match these filters')).toBeVisible();
  await expect(count(page, 'founder')).toHaveText('3');
  await page.getByLabel('Route').selectOption(partnerRoute);
  await expect(nameColumn(page)).toHaveText([partner.name]);

  await page.reload();
  await expect(nameColumn(page)).toHaveText([partner.name]);
  await expect(tab(page, /^Partnerships/)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Route')).toHaveValue(partnerRoute);
  expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe(campaign);

  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From (UTC day)').fill(today);
  await page.getByLabel('To (UTC day)').fill(today);
  await expect(nameColumn(page)).toHaveText([partner.name]);
  await page.getByLabel('From (UTC day)').fill('2020-01-01');
  await page.getByLabel('To (UTC day)').fill('2020-01-31');
  await expect(page.getByText('No leads match these filters')).toBeVisible();
});

test('search matches names and emails case-insensitively as typed, and refuses more than 200 characters inline', async ({ page }) => {
  await openSignedIn(page, leadsOfRun);
  const search = page.getByLabel('Search name or email');
  await search.fill("o'BRIEN");
  await expect(nameColumn(page)).toHaveText([founders[0]!.name]);
  await expect(page).toHaveURL(/search=o%27BRIEN/);
  await search.fill('山田');
  await expect(nameColumn(page)).toHaveText([founders[2]!.name]);
  await search.fill(`early-1.${campaign}`);
  await expect(page.getByTestId('range')).toHaveText('1–1 of 1 leads');
  // Literal: % is a character to find, not "anything".
  await search.fill('%');
  await expect(page.getByText('No leads match these filters')).toBeVisible();

  await search.fill('x'.repeat(201));
  await expect(page.getByRole('alert')).toContainText('Search must be between 1 and 200 characters');
  await expect(page).toHaveURL(/search=%25/);
  await search.fill('');
  await expect(page.getByTestId('range')).toHaveText('1–25 of 31 leads');
  expect(new URL(page.url()).searchParams.has('search')).toBe(false);
});

test('column headers sort both ways and say so (aria-sort)', async ({ page }) => {
  await openSignedIn(page, `${leadsOfRun}&kind=founder`);
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(page.getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameColumn(page)).toHaveText(['José Núñez', "Siobhán O'Brien", '山田 太郎']);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(nameColumn(page)).toHaveText(['山田 太郎', "Siobhán O'Brien", 'José Núñez']);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
});

test('pages of 25, 50 or 100 rows with the total, next and previous', async ({ page }) => {
  await openSignedIn(page, leadsOfRun);
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('range')).toHaveText('26–31 of 31 leads');
  await expect(bodyRows(page)).toHaveCount(6);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page.getByTestId('range')).toHaveText('1–31 of 31 leads');
  await expect(bodyRows(page)).toHaveCount(31);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

test('what a visitor typed is shown as text in the detail panel, every field, and runs nothing', async ({ page }) => {
  const popups: string[] = [];
  page.on('dialog', (dialog) => {
    popups.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, `${leadsOfRun}&kind=partnership`);
  await page.getByRole('button', { name: partner.name }).click();
  const panel = page.getByRole('dialog', { name: partner.name });
  await expect(panel).toBeVisible();
  const fields = panel.getByTestId('lead-fields');
  for (const label of leadFields.map((f) => f.label)) await expect(fields.getByText(label, { exact: true })).toBeVisible();
  await expect(fields).toContainText(partner.company);
  await expect(fields).toContainText(partner.landDetails);
  await expect(fields).toContainText(partner.email);
  await expect(panel.locator('img')).toHaveCount(0);
  expect(await page.title()).toBe('Landfall studio');
  expect(popups).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test("the CSV export holds every filtered row, and reads back exactly (O'Brien, José, 山田 太郎, markup as typed)", async ({ page }) => {
  await openSignedIn(page, leadsOfRun);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(text);
  expect(header).toEqual(leadFields.map((f) => f.key));
  const column = (name: string) => header!.indexOf(name);
  const rows = records.map((record) => Object.fromEntries(header!.map((key, i) => [key, record[i]])));
  expect(rows).toHaveLength(31);
  expect(new Set(rows.map((row) => row.email))).toEqual(new Set([...founders.map((f) => f.email), partner.email, ...early]));
  for (const founder of founders) {
    expect(rows.find((row) => row.email === founder.email)).toMatchObject({
      name: founder.name,
      kind: 'founder',
      utm_source: 'newsletter',
      utm_campaign: campaign,
    });
  }
  const partnerRow = records.find((record) => record[column('email')] === partner.email)!;
  expect(partnerRow[column('name')]).toBe(partner.name);
  const details = JSON.parse(partnerRow[column('details')]!) as Record<string, unknown>;
  expect(Object.values(details)).toEqual(expect.arrayContaining([partner.company, partner.landDetails]));
});

test('sign-in and leads have no WCAG 2 A/AA violations, at 375 and 1280 px', async ({ page, problems }) => {
  problems.allow(/\/auth\/v1\/token/);
  const shots = process.env.LANDFALL_STUDIO_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  const scan = async (what: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const report = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(report, `axe violations on ${what}`).toEqual([]);
  };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(leadsOfRun);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await scan(`sign-in at ${width}px`);
    if (shots) await page.screenshot({ path: join(shots, `sign-in-${width}.png`), fullPage: true });
    await signIn(page);
    await expect(page.getByTestId('range')).toHaveText('1–25 of 31 leads');
    await scan(`leads at ${width}px`);
    if (shots) await page.screenshot({ path: join(shots, `leads-${width}.png`), fullPage: true });
    await page.locator('table tbody').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(`a lead's detail panel at ${width}px`);
    if (shots) await page.screenshot({ path: join(shots, `lead-detail-${width}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config';
import { consentGiven } from './dialog-support';
import { builtCopy, type ServedCopy, serveCopy } from './site-copy';
import { signIn, studioRpc } from './studio-support';
import { addStudioUsers, studioUser } from './studio-users';
import { expect, root, test } from './support';

/**
 * A bandit end to end (issue 29): tests/fixtures/experiment-site/partner-bandit.yaml runs on
 * /partner in the same built copy as experiment.spec.ts, served by `npm run preview` with its own
 * database. Visitors are given arms and counted by the router; conversions are partnership
 * applications sent as the page sends them; `npm run experiments -- --reweigh` works the weights
 * out (the router's cadence in the file is a week, so nothing else moves them); the router then
 * serves mostly the arm that converts, and the studio draws both recorded weights.
 */

const port = Number(process.env.LANDFALL_BANDIT_PORT ?? Number(process.env.LANDFALL_PORT ?? 4173) + 4);
const experimentsDir = join(root, 'tests/fixtures/experiment-site');
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
// Every new visitor reads the weights the database holds now, so the test needs no clock.
const env = { LANDFALL_BANDIT_CACHE_SECONDS: '0' };

test.describe.configure({ mode: 'serial' });

let server: ServedCopy;
let dist: string;
let nextAddress = 1;
/** Visitors given an arm in a real browser, with the context that keeps their cookie. */
const browsers: { arm: string; context: BrowserContext }[] = [];
/** Arms given to new visitors, by request, before and after the reweigh. */
const before: string[] = [];

/** A new visitor without a browser (no cookie jar): the arm the router served them. */
async function newVisitor(): Promise<string> {
  const response = await fetch(`${server.origin}/partner`, { headers: { 'user-agent': browserAgent, 'cf-connecting-ip': `203.0.113.${nextAddress++}` } });
  expect(response.status).toBe(200);
  const arm = /<body[^>]* data-arm="([a-z-]+)"/.exec(await response.text())?.[1];
  expect(['partner', 'team']).toContain(arm);
  return arm!;
}

/** A partnership application from a visitor on `arm`, as the page's form sends it. */
async function apply(arm: string, i: number): Promise<void> {
  const response = await fetch(`${server.origin}/rest/v1/rpc/submit_partnership_application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: EMBEDDED_ANON_KEY, 'cf-connecting-ip': `198.18.0.${i + 1}` },
    body: JSON.stringify({
      name: `Partner ${String.fromCharCode(65 + i)}`,
      email: `partner${i}@example.com`,
      phone: '555 123 4567',
      countryCode: '+1',
      companyName: '',
      location: 'Sumba, Indonesia',
      landDetails: 'Two hectares by the sea with road access.',
      route: '/partner',
      locale: 'en',
      experiment: 'partner-bandit',
      arm,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A message from the contact block by a visitor on `arm`, as the page sends it. */
async function message(arm: string, i: number): Promise<void> {
  const response = await fetch(`${server.origin}/rest/v1/rpc/submit_contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: EMBEDDED_ANON_KEY, 'cf-connecting-ip': `198.18.1.${i + 1}` },
    body: JSON.stringify({
      name: `Visitor ${String.fromCharCode(65 + i)}`,
      email: `visitor${i}@example.com`,
      message: 'Can I visit the land in March?',
      route: '/partner',
      locale: 'en',
      experiment: 'partner-bandit',
      arm,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(600_000); // building the copy, if experiment.spec.ts has not
  dist = process.env.LANDFALL_EXPERIMENT_DIST ?? builtCopy('experiment', { experimentsDir });
  server = await serveCopy(dist, port, { beforeStart: (dataDir) => addStudioUsers(dataDir, ['marketer']), env });
});

test.afterAll(async () => {
  for (const { context } of browsers) await context.close();
  await server?.stop();
});

test('the bandit serves both arms at /partner from an even split, counted, and the studio shows the weights it started from', async ({
  browser,
  page,
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ baseURL: server.origin, extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${i + 1}` } });
    const visitor = await context.newPage();
    await consentGiven(visitor);
    await visitor.goto('/partner');
    const arm = (await visitor.locator('body').getAttribute('data-arm')) ?? '';
    await expect(visitor.locator('body')).toHaveAttribute('data-experiment', 'partner-bandit');
    browsers.push({ arm, context });
  }
  for (let i = 0; i < 40; i++) before.push(await newVisitor());
  const all = [...browsers.map((b) => b.arm), ...before];
  expect(new Set(all)).toEqual(new Set(['partner', 'team']));

  // The team page converts: 10 applications; the partner page none. Its visitors write 3 messages.
  for (let i = 0; i < 10; i++) await apply('team', i);
  for (let i = 0; i < 3; i++) await message('partner', i);

  // Readiness: the router counts after answering; every view above is in before the studio reads them.
  const user = studioUser('marketer', server.dataDir);
  const expected = ['partner', 'team'].map((arm) => ({ arm, visitors: all.filter((a) => a === arm).length, conversions: arm === 'team' ? 10 : 0 }));
  await expect
    .poll(async () => {
      const { body } = await studioRpc(
        request,
        'studio_experiment_counts',
        { experiment: 'partner-bandit', goal: 'partnership-application' },
        { origin: server.origin, user },
      );
      return (body as { arm: string; visitors: number; conversions: number }[]).map(({ arm, visitors, conversions }) => ({ arm, visitors, conversions }));
    })
    .toEqual(expected);

  await page.goto(`${server.origin}/studio/experiments`);
  await signIn(page, user);
  const card = page.getByRole('region', { name: 'Experiment partner-bandit' });
  const rowOf = (table: string, arm: string) =>
    card
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${arm}`) }) });
  for (const { arm, visitors, conversions } of expected) {
    const row = rowOf('Arms of partner-bandit', arm);
    await expect(row.getByRole('cell').nth(0), `visitors on ${arm}`).toHaveText(String(visitors));
    await expect(row.getByRole('cell').nth(1), `applications on ${arm}`).toHaveText(String(conversions));
    // The guardrails, read through their own calls: the messages per arm, and no payment yet.
    const messages = rowOf('Contact messages per arm of partner-bandit', arm);
    await expect(messages.getByRole('cell').nth(0)).toHaveText(String(visitors));
    await expect(messages.getByRole('cell').nth(1), `messages on ${arm}`).toHaveText(arm === 'partner' ? '3' : '0');
    await expect(rowOf('Paid amount per visitor per arm of partner-bandit', arm).getByRole('cell').nth(1), `payers on ${arm}`).toHaveText('0');
  }
  await expect(card.getByTestId('bandit-summary')).toContainText(/^Now: (partner 50%, team 50%|team 50%, partner 50%), recorded/);
  await expect(card.getByTestId('bandit-summary')).toContainText('reweighed every 7 days, each arm keeps at least 5%');
});

test('npm run experiments -- --reweigh moves the weights toward the arm that converts: new visitors get mostly it, earlier ones keep theirs, the studio draws both', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await server.stop(); // the command opens the database the server held
  const reweigh = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/experiments.ts', '--dir', experimentsDir, '--reweigh'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LANDFALL_DATA_DIR: server.dataDir },
  });
  await test.info().attach('npm run experiments -- --reweigh', { body: reweigh.stdout, contentType: 'text/plain' });
  expect(reweigh.stderr).toBe('');
  expect(reweigh.status).toBe(0);
  const weights = /^partner-bandit: partner (\d+\.\d\d)%, team (\d+\.\d\d)% \(recorded /m.exec(reweigh.stdout);
  expect(weights, reweigh.stdout).not.toBeNull();
  const team = Number(weights![2]);
  expect(team).toBeGreaterThan(90); // 10 applications against none: team is almost surely the better arm

  server = await serveCopy(dist, port, { dataDir: server.dataDir, env });
  const after: string[] = [];
  for (let i = 0; i < 30; i++) after.push(await newVisitor());
  // At 90%+ the chance of fewer than 20 of 30 on team is below one in a million.
  expect(after.filter((arm) => arm === 'team').length).toBeGreaterThanOrEqual(20);
  for (const { arm, context } of browsers) {
    const again = await context.newPage();
    await again.goto('/partner');
    await expect(again.locator('body'), 'a returning visitor keeps their arm').toHaveAttribute('data-arm', arm);
  }

  await page.goto(`${server.origin}/studio/experiments`);
  await signIn(page, studioUser('marketer', server.dataDir));
  const card = page.getByRole('region', { name: 'Experiment partner-bandit' });
  // Largest first, rounded: team's share (9x%), then partner at its floor (5.x%).
  await expect(card.getByTestId('bandit-summary')).toContainText(
    new RegExp(`Now: team ${Math.round(team)}%, partner ${Number((100 - team).toFixed(1))}%, recorded`),
  );
  await card.getByText('Show every recomputation as a table').click();
  await expect(card.getByRole('region', { name: 'Recomputations of partner-bandit' }).getByRole('row')).toHaveCount(3); // header + 2
});

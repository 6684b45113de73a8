import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { consentGiven, en, fillFounder, openFounderForm } from './dialog-support';
import { builtCopy, type ServedCopy, serveCopy } from './site-copy';
import { signIn } from './studio-support';
import { addStudioUsers, studioUser } from './studio-users';
import { expect, root, test, waitForHydration } from './support';

/**
 * The experiment of issue 12's "done when", end to end: the home page against its `extends`
 * copy variants/home-sumba.yaml on /, run by the router inside `npm run preview` over a build of
 * tests/fixtures/experiment-site/ (experiments/home-headline.yaml without its dates, so it runs
 * today). Visitors are real browser contexts, each from its own address; the figures are read
 * back with `npm run experiments` from the database the copy counted into.
 */

const port = Number(process.env.LANDFALL_EXPERIMENT_PORT ?? Number(process.env.LANDFALL_PORT ?? 4173) + 2);
const experimentsDir = join(root, 'tests/fixtures/experiment-site');
const headline = { control: 'Become 1 of 100 Land Ambassadors in your country', sumba: 'Own land in Sumba: become 1 of 100 Land Ambassadors' };
type Arm = keyof typeof headline;
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

declare global {
  interface Window {
    /** Every text the page's h1 has had, from the first the parser wrote. */
    headlines?: string[];
  }
}

test.describe.configure({ mode: 'serial' });

let server: ServedCopy;
/** Visitors given an arm by the router, with the context that keeps their cookie. */
const visitors: { arm: Arm; context: BrowserContext }[] = [];
/** The arm the bot test's one browser-agent request was given: a visitor too. */
let requestArm: Arm | undefined;
/** Every visitor the router gave this arm: the browser contexts, and the bot test's request. */
const assignedTo = (arm: Arm) => visitors.filter((visitor) => visitor.arm === arm).length + (requestArm === arm ? 1 : 0);
let nextAddress = 1;

/** A new visitor: a fresh browser with no cookie, from an address of its own, banner already answered. */
async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin, extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${nextAddress++}` } });
  const page = await context.newPage();
  await consentGiven(page);
  // Before the document parses, on every page of this visitor: records the h1 as the parser writes it and every change after.
  await context.addInitScript(() => {
    window.headlines = [];
    const seen = () => {
      const text = document.querySelector('h1')?.textContent;
      if (text && window.headlines?.at(-1) !== text) window.headlines?.push(text);
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return { context, page };
}

/** Opens / and answers which arm the page is, having checked its HTML already carried that arm's text. */
async function armAt(page: Page, path = '/'): Promise<Arm> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  const arm = (/<body[^>]* data-arm="(\w+)"/.exec(html)?.[1] ?? 'none') as Arm;
  expect(Object.keys(headline)).toContain(arm);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(headline[arm]);
  // No flicker: the first text the h1 ever had is the arm's, and it never changed.
  expect(await page.evaluate(() => window.headlines)).toEqual([headline[arm]]);
  return arm;
}

const armsCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'lf_arms')?.value;

test.beforeAll(async () => {
  // Building the copy takes a while on a small machine.
  test.setTimeout(600_000);
  // A marketer of the copy's own database, for the studio test, made before the server holds it.
  server = await serveCopy(process.env.LANDFALL_EXPERIMENT_DIST ?? builtCopy('experiment', { experimentsDir }), port, {
    beforeStart: (dataDir) => addStudioUsers(dataDir, ['marketer']),
  });
});
test.afterAll(async () => {
  for (const { context } of visitors) await context.close();
  await server?.stop();
});

test('each new visitor gets one arm at / itself, keeps it across reloads, and the first paint already shows it', async ({ browser }) => {
  test.setTimeout(120_000);
  const seen = () => new Set(visitors.map((visitor) => visitor.arm));
  // 50/50: 24 visitors all on one arm is a 1 in 8 million chance.
  while (visitors.length < 6 || (seen().size < 2 && visitors.length < 24)) {
    const { context, page } = await newVisitor(browser);
    const arm = await armAt(page);
    expect(page.url()).toBe(`${server.origin}/`);
    expect(await armsCookie(context)).toBe(`home-headline.${arm}`);
    for (let reload = 0; reload < 2; reload++) expect(await armAt(page)).toBe(arm);
    await page.close();
    visitors.push({ arm, context });
  }
  expect([...seen()].sort()).toEqual(['control', 'sumba']);
});

test('a forced preview shows the arm asked for, gives no cookie and is not counted', async ({ browser }) => {
  const { context, page } = await newVisitor(browser);
  expect(await armAt(page, '/?variant=sumba')).toBe('sumba');
  expect(await armAt(page, '/?variant=control')).toBe('control');
  expect(await armsCookie(context)).toBeUndefined();
  await context.close();
});

test('bots and link previewers always get the control, with no cookie', async ({ playwright }) => {
  const agents = [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ];
  for (const agent of agents) {
    for (let visit = 0; visit < 4; visit++) {
      const request = await playwright.request.newContext({ extraHTTPHeaders: { 'user-agent': agent, 'cf-connecting-ip': '192.0.2.9' } });
      const response = await request.get(`${server.origin}/`);
      expect(await response.text()).toMatch(/<body[^>]* data-arm="control"/);
      expect(response.headers()['set-cookie']).toBeUndefined();
      await request.dispose();
    }
  }
  // A browser's agent, for contrast, is given an arm and its cookie.
  const request = await playwright.request.newContext({ extraHTTPHeaders: { 'user-agent': browserAgent, 'cf-connecting-ip': '192.0.2.10' } });
  const given = (await request.get(`${server.origin}/`)).headers()['set-cookie'];
  expect(given).toMatch(/^lf_arms=home-headline\.(control|sumba);/);
  requestArm = /^lf_arms=home-headline\.(\w+);/.exec(given ?? '')?.[1] as Arm;
  await request.dispose();
});

test('an application is credited to the arm its visitor saw', async () => {
  test.setTimeout(60_000);
  for (const arm of ['control', 'sumba'] as const) {
    const visitor = visitors.find((candidate) => candidate.arm === arm)!;
    const page = await visitor.context.newPage();
    expect(await armAt(page)).toBe(arm);
    const dialog = await openFounderForm(page);
    await fillFounder(page, dialog, { name: `Visitor on ${arm}`, email: `${arm}@example.com`, phone: '+44 (20) 7946-0958' });
    const answer = page.waitForResponse((r) => r.url().endsWith('/rest/v1/rpc/submit_founder_application'));
    await dialog.getByRole('button', { name: en.founder.form.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ experiment: 'home-headline', arm });
    await expect(page.getByRole('dialog', { name: en.founder.success.title })).toBeVisible();
    await page.close();
  }
});

test("the studio's Experiments screen shows each arm with exactly these visitors and applications, drawn as intervals", async ({ page }) => {
  await page.goto(`${server.origin}/studio/experiments`);
  await signIn(page, studioUser('marketer', server.dataDir));
  const card = page.getByRole('region', { name: 'Experiment home-headline' });
  await expect(card.locator('header')).toContainText('Running');
  for (const arm of ['control', 'sumba'] as const) {
    const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${arm}`) }) });
    await expect(row.getByRole('cell').nth(0), `visitors on ${arm}`).toHaveText(String(assignedTo(arm)));
    await expect(row.getByRole('cell').nth(1), `conversions on ${arm}`).toHaveText('1');
  }
  const chart = card.getByRole('img', { name: /^Conversion rate with 95% interval per arm of home-headline/ });
  await expect(chart).toHaveAttribute(
    'aria-label',
    /control \(control\): [\d.]+%, 95% interval [\d.]+% to [\d.]+%; sumba: [\d.]+%, 95% interval [\d.]+% to [\d.]+%$/,
  );
  // One error bar per arm (each drawn as a stroked group: the bar, its two ends and the rate).
  await expect(chart.locator('g[stroke]')).toHaveCount(2);
});

test('npm run experiments reports each arm with exactly these visitors and applications', async () => {
  test.setTimeout(120_000);
  await server.stop(); // the report opens the database the server held
  const report = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/experiments.ts', '--dir', experimentsDir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LANDFALL_DATA_DIR: server.dataDir },
  });
  await test.info().attach('npm run experiments', { body: report.stdout, contentType: 'text/plain' });
  expect(report.stderr).toBe('');
  expect(report.status).toBe(0);
  const row = (arm: Arm) => {
    const line = report.stdout.split('\n').find((text) => text.startsWith(`${arm} `)) ?? '';
    const [, visitorsCounted, conversions] = line.trim().split(/\s+/);
    return { visitors: Number(visitorsCounted), conversions: Number(conversions) };
  };
  // Reloads, the forced previews, the bots and the second visit before applying add nothing.
  // The browser-agent request of the bot test was given an arm: one visitor more, on that one.
  const counted = { control: row('control'), sumba: row('sumba') };
  expect(counted.control.conversions).toBe(1);
  expect(counted.sumba.conversions).toBe(1);
  expect(counted.control.visitors + counted.sumba.visitors).toBe(visitors.length + 1);
  for (const arm of ['control', 'sumba'] as const) expect(counted[arm].visitors, arm).toBe(assignedTo(arm));
  expect(report.stdout).toMatch(/home-headline: \/, goal founder-application/);
  expect(report.stdout).toMatch(/Sample ratio: χ² = [\d.]+, p = [\d.]+ against weights 50\/50/);
});

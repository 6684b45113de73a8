import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { CookieBannerProps } from '../../src/blocks/cookie-banner/schema';
import { frameUrlsOf, scriptUrlsOf } from '../../src/blocks/scheduling/csp-sources';
import { blockOf, fillFounder, founderDialog, infoRoute, loaded, openFounderForm, en } from './dialog-support';
import { builtCopy, type ServedCopy, serveCopy } from './site-copy';
import { expect, root, sitemapRoutes, test, unknownPath, waitForHydration } from './support';

/**
 * Marketing tags wait for consent (docs/operators/security.md, "Marketing tags and consent"). On the real build,
 * which declares none, no page asks another site for anything while it loads. A copy of the site
 * whose site.yaml declares GA4, Google Ads and a Meta pixel (tests/fixtures/tags-site/tags.yaml)
 * is built and served beside it: its tags load only after Accept, never after Decline or the
 * close X, and the founder lead and payment events reach them only with consent. Google's and
 * Meta's servers cannot be reached from here; a stand-in answers for their script files, and
 * the assertions are on the requests the page makes and on the calls it queues for the tags.
 */

declare global {
  interface Window {
    /** What each stand-in tag script saw when it ran: the calls queued for it and the time. */
    tagStandIns?: { tag: string; calls: unknown[][]; at: number }[];
    tagCspViolations?: string[];
  }
}

const isLocal = (url: string) => !/^https?:/.test(url) || ['localhost', '127.0.0.1'].includes(new URL(url).hostname);

/** Every request the page and its frames make to another site, from now on. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Scrolls to the end half a viewport at a time, so everything that loads on the way has its
 * chance, and waits until it has: the pictures are in and a scheduling section has framed its page.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
  });
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.loading !== 'lazy' && !i.complete).length)).toBe(0);
  for (const slot of await page.locator('[data-scheduling-slot]').all()) await expect(slot.locator('iframe')).toHaveCount(1);
}

test.describe('the real build, which declares no tag', () => {
  const routes = [...sitemapRoutes().map((route) => ({ route, status: 200 })), { route: unknownPath, status: 404 }];
  for (const { route, status } of routes) {
    test(`${route}: nothing goes to another site while it loads; scrolled through, only the booking page it embeds`, async ({ page }) => {
      const requests = thirdPartyRequests(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(requests, 'requests to other sites after load, before any input').toEqual([]);
      expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');

      await scrollThrough(page);
      // A scheduling section frames its booking page once scrolled near (spec §4): content the page
      // shows, named in its YAML; nothing else may be asked of another site.
      const data = loaded.pages.filter((p) => p.data.route === route).map((p) => p.data);
      const embedded = new Set([...frameUrlsOf(data), ...scriptUrlsOf(data)].map((url) => new URL(url).origin));
      expect(requests.filter((url) => !embedded.has(new URL(url).origin))).toEqual([]);
    });
  }
});

// ---- A copy of the site with every kind of tag declared, built and served for these tests. ----

const tagsPort = Number(process.env.LANDFALL_TAGS_PORT ?? Number(process.env.LANDFALL_PORT ?? 4173) + 1);
const origin = `http://localhost:${tagsPort}`;
const ga4 = 'G-TEST12345';
const gtagUrl = `https://www.googletagmanager.com/gtag/js?id=${ga4}`;
const fbeventsUrl = 'https://connect.facebook.net/en_US/fbevents.js';
const banner = blockOf<CookieBannerProps>('/', 'cookie-banner');
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

/** The copy with the tags fixture appended to its site.yaml, or LANDFALL_TAGS_DIST when that names a built one. */
const tagsSiteDist = () =>
  process.env.LANDFALL_TAGS_DIST ??
  builtCopy('tags', {
    prepare: (variants) => appendFileSync(join(variants, '_shared/site.yaml'), `\n${readFileSync(join(root, 'tests/fixtures/tags-site/tags.yaml'), 'utf8')}`),
  });

/** Stand-ins for gtag.js and fbevents.js: each records the calls queued for it when it runs. */
async function standInTags(page: Page): Promise<void> {
  const standIn = (tag: string, calls: string) =>
    `(window.tagStandIns=window.tagStandIns||[]).push({tag:${JSON.stringify(tag)},calls:${calls},at:performance.now()})`;
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: standIn('gtag', '(window.dataLayer||[]).map(function(e){return Array.prototype.slice.call(e)})'),
    }),
  );
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standIn('fbevents', 'window.fbq.queue.map(function(a){return a.slice()})') }),
  );
  await page.context().addInitScript(() => {
    window.tagCspViolations = [];
    addEventListener('securitypolicyviolation', (e) => window.tagCspViolations?.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}

/** The gtag calls the page has queued (page events, plain objects, left out), and Meta's. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]').map((entry) => Object.values(entry)),
  );
const gtagEvents = async (page: Page) => (await gtagCalls(page)).filter((call) => call[0] === 'event');
const metaCalls = (page: Page) => page.evaluate(() => window.fbq?.queue ?? null);

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Applies on the tags site and returns the lead as it was sent. */
async function applyAsFounder(page: Page, email: string) {
  const dialog = await openFounderForm(page);
  await fillFounder(page, dialog, { name: 'Ana García', email, phone: '+44 (20) 7946-0958' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/rest/v1/rpc/submit_founder_application'));
  await dialog.getByRole('button', { name: en.founder.form.submit }).click();
  await expect(founderDialog(page)).toHaveAttribute('data-step', 'success');
  return (await sent).postDataJSON();
}

test.describe('a site that declares GA4, Google Ads and a Meta pixel', () => {
  let server: ServedCopy | undefined;
  test.beforeAll(async () => {
    // Building the copy takes a while on a small machine; every test after the first reuses it.
    test.setTimeout(600_000);
    server = await serveCopy(tagsSiteDist(), tagsPort);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(async ({ page }) => standInTags(page));

  test('before Accept: Consent Mode says denied, no tag loads and nothing goes to another site', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await open(page, '/');
    await expect(page.getByRole('region', { name: banner.label })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await gtagCalls(page)).toEqual([['consent', 'default', denied]]);
    expect(await metaCalls(page)).toBeNull();
  });

  test('Accept: Consent Mode is updated, then gtag.js and fbevents.js load with a page_view and a PageView, within the policy', async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await open(page, '/');
    const scripts = Promise.all([gtagUrl, fbeventsUrl].map((url) => page.waitForRequest((request) => request.url() === url)));
    await page.getByRole('region', { name: banner.label }).getByRole('button', { name: banner.acceptLabel, exact: true }).click();
    await scripts;
    await expect.poll(() => page.evaluate(() => window.tagStandIns?.length)).toBe(2);
    expect(requests.sort()).toEqual([fbeventsUrl, gtagUrl]);
    const [gtag, meta] = await page.evaluate(() => ['gtag', 'fbevents'].map((tag) => window.tagStandIns?.find((s) => s.tag === tag)?.calls));
    // What gtag.js finds when it runs: denied by default, then granted, then the page view.
    expect(gtag?.slice(0, 2)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
    expect(gtag).toContainEqual(['event', 'page_view', { send_to: ga4 }]);
    expect(gtag).toContainEqual(['config', 'AW-123456789']);
    expect(meta).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(await page.evaluate(() => window.tagCspViolations)).toEqual([]);
  });

  test('a later visit with Accept stored loads the tags without asking, after the first paint; a founder lead sends the three lead events and records "granted"', async ({
    page,
  }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [banner.storageKey, banner.acceptValue] as const);
    await open(page, infoRoute);
    await expect(page.getByRole('region', { name: banner.label })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.tagStandIns?.length)).toBe(2);
    const { paint, tagsRan } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      tagsRan: Math.min(...(window.tagStandIns ?? []).map((s) => s.at)),
    }));
    expect(paint).toBeDefined();
    expect(tagsRan).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);

    const lead = await applyAsFounder(page, 'ana.granted@example.com');
    expect(lead).toMatchObject({ consent: 'granted' });
    await expect
      .poll(async () => (await gtagEvents(page)).filter((call) => call[1] !== 'page_view'))
      .toEqual([
        ['event', 'generate_lead', { send_to: ga4 }],
        ['event', 'conversion', { send_to: 'AW-123456789/AbC-D_efG' }],
      ]);
    expect(await metaCalls(page)).toContainEqual(['track', 'Lead']);
    expect(await page.evaluate(() => window.tagCspViolations)).toEqual([]);
  });

  test('a payment start sends begin_checkout and InitiateCheckout when consent is given', async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [banner.storageKey, banner.acceptValue] as const);
    await open(page, '/mansion');
    await expect.poll(() => page.evaluate(() => window.tagStandIns?.length)).toBe(2);
    const checkout = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay Now' }).first().click();
    await (await checkout).close();
    await expect
      .poll(async () => (await gtagEvents(page)).filter((call) => call[1] === 'begin_checkout'))
      .toEqual([['event', 'begin_checkout', { send_to: ga4, items: [{ item_id: expect.any(String) }] }]]);
    expect(await metaCalls(page)).toContainEqual(['track', 'InitiateCheckout', { content_ids: [expect.any(String)] }]);
  });

  for (const choice of ['decline', 'close'] as const) {
    test(`${choice === 'decline' ? 'Decline' : 'the close X'}: nothing loads or goes to another site, also after a reload, and a lead records "denied" and sends no event`, async ({
      page,
    }) => {
      const requests = thirdPartyRequests(page);
      await open(page, infoRoute);
      const region = page.getByRole('region', { name: banner.label });
      await region.getByRole('button', { name: choice === 'decline' ? banner.declineLabel : banner.closeLabel, exact: true }).click();
      await expect(region).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await expect(region).toBeHidden();
      const lead = await applyAsFounder(page, `ana.${choice}@example.com`);
      expect(lead).toMatchObject({ consent: 'denied' });
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
      expect(await gtagCalls(page)).toEqual([['consent', 'default', denied]]);
      expect(await metaCalls(page)).toBeNull();
      // The page events stay in the page's own data layer, for a tag setup to read once allowed.
      expect(await page.evaluate(() => window.dataLayer?.some((entry) => entry.event === 'founder_form_submitted'))).toBe(true);
    });
  }
});

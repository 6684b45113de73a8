import type { Page } from '@playwright/test';
import type { SafetyProps } from '../../src/site/blocks/safety/schema';
import { blockOf, consentGiven, founderDialog, infoRoute, routeWith } from './dialog-support';
import { pages } from './expected';
import { reactMarker } from '../../scripts/check-budget';
import { expect, holdChunk, test, unknownPath, waitForHydration } from './support';

/**
 * React, the dialogs and the forms load when a visitor shows intent, not with the page; a tap
 * made while they load is queued and carried out, never dropped (src/interactive/client/main.ts and the
 * inline loader in src/render/document.tsx).
 */

/** Every script the page fetched so far, with whether it is React. */
function recordScripts(page: Page) {
  const scripts: { url: string; react: Promise<boolean> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      url: new URL(response.url()).pathname,
      react: response.text().then(
        (body) => reactMarker.test(body),
        () => false,
      ),
    });
  });
  return async () => Promise.all(scripts.map(async ({ url, react }) => ({ url, react: await react })));
}

/**
 * Opens a page with an Apply button with the dialog code held back, taps it (the founder form: no
 * first step of it in the page, so the busy frame answers), and waits for the held request.
 */
async function tapWhileDialogCodeHeld(page: Page) {
  await consentGiven(page);
  const hold = await holdChunk(page.context(), 'dialog-host');
  await page.goto(applyRoute);
  await waitForHydration(page);
  await apply(page).click();
  await hold.requested;
  return hold;
}

const shell = (page: Page) => page.locator('[data-slot="dialog-shell"]');
const moreInfo = (page: Page) => page.getByRole('button', { name: 'More Info', exact: true }).first();
// The safety cards' Apply buttons: a page's first steps (More Info's intro, the partnership form)
// answer their own buttons, so the busy frame is for the dialogs a page carries no step of.
const applyRoute = routeWith('apply', 'safety');
// The whole card is the button; the busy frame is named by its words, the card's title first.
const applyLabel = blockOf<SafetyProps>(applyRoute, 'safety').cards[0]!.title;
const apply = (page: Page) => page.locator('[data-block="safety"] [data-action]').first();

test.describe('React on intent', () => {
  const routes = [...pages.map((p) => (p.route === '*' ? unknownPath : p.route))];
  for (const route of routes) {
    test(`${route} loads no React while nobody touches it (was: 68 kB of React on every page)`, async ({ page }) => {
      const scripts = recordScripts(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === unknownPath ? 404 : 200);
      await waitForHydration(page);
      // The entry is what runs the behaviours: once they are live it has had its chance to load more.
      // A text page has no entry: its one inline script runs them (src/render/page-script.ts).
      const fetched = await scripts();
      const hasLoader = await page.evaluate(() => '__landfallQueue' in window);
      if (hasLoader) expect(fetched.length, 'the page fetched its entry').toBeGreaterThan(0);
      else
        expect(
          fetched.map((s) => s.url),
          'a text page fetches no script before input',
        ).toEqual([]);
      expect(fetched.filter((s) => s.react).map((s) => s.url)).toEqual([]);
      expect(fetched.length).toBeLessThanOrEqual(4);
    });
  }

  test('no page requests its entry before its first contentful paint is on screen (was: on fast pages load came first, and the entry was requested two frames later, before the headline was presented: LCP ÷ script-free 1.11)', async ({
    context,
  }) => {
    const early: string[] = [];
    for (const route of routes) {
      // A page of its own per route: leaving a page cuts off its lazy images and live counts,
      // which the fixture page would report as failed requests.
      const page = await context.newPage();
      await page.goto(route);
      await waitForHydration(page);
      const order = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: performance.getEntriesByType('resource').find((e) => /\/assets\/main-[\w-]+\.js$/.test(e.name))?.startTime,
        hasLoader: '__landfallQueue' in window,
      }));
      expect(order.fcp, `${route} painted`).toBeDefined();
      await page.close();
      // A text page carries no entry to request (its one inline script does the entry's work).
      if (!order.hasLoader) continue;
      expect(order.entry, `${route} fetched its entry`).toBeDefined();
      if (order.entry! < order.fcp!) early.push(`${route}: entry at ${Math.round(order.entry!)} ms, first contentful paint at ${Math.round(order.fcp!)} ms`);
    }
    expect(early).toEqual([]);
  });

  test('pointing at More Info loads the dialog code before the tap', async ({ page }) => {
    await consentGiven(page);
    const scripts = recordScripts(page);
    await page.goto(infoRoute);
    await waitForHydration(page);
    const dialogCode = page.waitForResponse((r) => /\/assets\/dialog-host-[\w-]+\.js$/.test(r.url()));
    await moreInfo(page).hover();
    await dialogCode;
    // Warm means mounted: the dialogs' root is in the page, closed, before any tap.
    await expect(page.locator('[data-slot="dialogs"]')).toBeAttached();
    expect((await scripts()).some((s) => s.react)).toBe(true);
    await expect(founderDialog(page)).toHaveCount(0);
  });

  test('a tap on a dialog button before the page code arrived opens the dialog once it has (was: the tap did nothing)', async ({ page }) => {
    await consentGiven(page);
    const hold = await holdChunk(page.context(), 'main');
    await page.goto(applyRoute);
    await apply(page).click();
    await hold.requested;
    await expect(founderDialog(page)).toHaveCount(0);
    // Answered before any code arrived: the page's busy dialog frame, shown by the inline loader.
    await expect(page.getByRole('dialog', { name: applyLabel })).toBeVisible();
    hold.release();
    await expect(founderDialog(page)).toBeVisible();
    await expect(shell(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null), 'focus moved into the dialog').toBe(true);
  });

  test('a tap while the dialog code loads is queued, not dropped', async ({ page }) => {
    const hold = await tapWhileDialogCodeHeld(page);
    await expect(founderDialog(page)).toHaveCount(0);
    // The tap is answered at once: the dialog's frame, busy, named after the button, with focus.
    await expect(page.getByRole('dialog', { name: applyLabel })).toBeVisible();
    await expect(shell(page)).toHaveAttribute('aria-busy', 'true');
    await expect(shell(page)).toBeFocused();
    hold.release();
    await expect(founderDialog(page)).toBeVisible();
    await expect(shell(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-dialog]') != null), 'focus moved into the dialog').toBe(true);
  });

  test('keyboard: focusing More Info warms the dialog and Enter opens it', async ({ page }) => {
    await consentGiven(page);
    await page.goto(infoRoute);
    await waitForHydration(page);
    const dialogCode = page.waitForResponse((r) => /\/assets\/dialog-host-[\w-]+\.js$/.test(r.url()));
    await moreInfo(page).focus();
    await dialogCode;
    await page.keyboard.press('Enter');
    await expect(founderDialog(page)).toBeVisible();
  });

  test('Escape on the busy frame gives up: the dialog does not open when its code arrives, and focus is back on the button', async ({ page }) => {
    const hold = await tapWhileDialogCodeHeld(page);
    await expect(page.getByRole('dialog', { name: applyLabel })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell(page)).toBeHidden();
    await expect(apply(page)).toBeFocused();
    hold.release();
    // The dialogs mount (the code was wanted) but none opens.
    await expect(page.locator('[data-slot="dialogs"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

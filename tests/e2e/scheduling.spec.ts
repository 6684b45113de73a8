import type { Page } from '@playwright/test';
import type { CookieBannerProps } from '../../src/blocks/cookie-banner/schema';
import type { SchedulingProps } from '../../src/blocks/scheduling/schema';
import { findBlock } from './expected';
import { expect, test, visit } from './support';

/**
 * The scheduling section frames the external booking page only when a visitor nears it
 * (spec §4: within 100 px of the viewport, rendered after 100 ms). The booking site is not
 * reachable offline: its answers are routed to a small local page, and every request to its
 * origin is recorded.
 */
const scheduling = () => findBlock<SchedulingProps>('scheduling');

async function bookingSite(page: Page, origin: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) requested.push(request.url());
  });
  await page.route(
    (url) => url.origin === origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><p style="height:900px">Pick a time</p>' }),
  );
  return requested;
}

/** A visitor who already chose: the cookie banner stays away and covers nothing. */
async function consentGiven(page: Page) {
  const { storageKey, acceptValue } = findBlock<CookieBannerProps>('cookie-banner').block;
  // Init scripts run in every frame; the booking page's frame may not touch this site's storage.
  await page.addInitScript(([key, value]) => window === window.top && localStorage.setItem(key, value), [storageKey, acceptValue] as const);
}

test.describe('scheduling section', () => {
  test('the page loads without contacting the booking site, with a plain link in the placeholder', async ({ page }) => {
    const { page: holder, block } = scheduling();
    const requested = await bookingSite(page, new URL(block.booking.href).origin);
    await consentGiven(page);
    await visit(page, holder.route);
    const section = page.locator(`section#${block.anchor}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(block.heading);
    await expect(section.getByRole('link', { name: block.linkLabel })).toHaveAttribute('href', block.booking.href);
    await expect(section.getByRole('link', { name: block.linkLabel })).toHaveAttribute('target', '_blank');
    await expect(page.locator('[data-behaviour="blocks/scheduling/scheduling"][data-hydrated]')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('nearing the section frames the booking page after the delay, in the space the placeholder held', async ({ page }) => {
    const { page: holder, block } = scheduling();
    const requested = await bookingSite(page, new URL(block.booking.href).origin);
    await consentGiven(page);
    // The page's clock stands still while the frame's delay is measured, so "before" is certain.
    await page.clock.install();
    await visit(page, holder.route);
    await page.clock.pauseAt(Date.now() + 60_000);

    const section = page.locator(`section#${block.anchor}`);
    const slot = section.locator('[data-scheduling-slot]');
    const placeholder = section.locator('[data-scheduling-placeholder]');
    await slot.scrollIntoViewIfNeeded();
    // Laid out for real, not the estimate an off-screen section gets (content-visibility: auto).
    await expect.poll(() => slot.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    await expect(placeholder.getByRole('status')).toHaveText(block.loadingText);
    const before = await section.evaluate((el) => el.getBoundingClientRect().height);
    expect(await slot.evaluate((el) => el.getBoundingClientRect().height)).toBe(block.frameHeight);

    await page.clock.runFor(block.delay - 1);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);
    await page.clock.runFor(1);
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('src', block.booking.href);
    await expect(frame).toHaveAttribute('title', block.frameTitle);
    await page.clock.resume();

    await expect(placeholder).toBeHidden();
    await expect(page.frameLocator(`section#${block.anchor} iframe`).getByText('Pick a time')).toBeVisible();
    expect(requested).toEqual([block.booking.href]);
    const after = await section.evaluate((el) => el.getBoundingClientRect().height);
    expect(after).toBe(before);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(block.frameHeight);
  });
});

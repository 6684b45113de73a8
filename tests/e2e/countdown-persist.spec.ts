import type { Page } from '@playwright/test';
import type { HeroProps } from '../../src/blocks/hero/schema';
import { pageFor } from './expected';
import { expect, test, visit, waitForHydration } from './support';

/**
 * /promo's 48-hour clock is evergreen per visitor (persist: visitor): the first view stores a
 * deadline, a reload continues from it. What a visitor sees is recorded on every frame from the
 * first one, so a start value shown for a moment before the clock's script runs would be caught.
 */
const route = '/promo';
const clock = () => {
  const hero = pageFor(route).blocks.find((b): b is HeroProps & { type: 'hero' } => b.type === 'hero');
  if (!hero?.countdown) throw new Error(`${route} has no hero countdown`);
  return hero.countdown;
};
const toSeconds = (hhmmss: string) => hhmmss.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** Records, on every animation frame, the digits of the clock whenever it is visible. */
async function recordShownTimes(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'true');
    const w = window as unknown as { shown: string[] };
    w.shown = [];
    const look = () => {
      const timer = document.querySelector<HTMLElement>('[role="timer"]');
      if (timer && getComputedStyle(timer).visibility === 'visible') {
        const digits = [...timer.querySelectorAll('[data-countdown-part]')].map((d) => d.textContent).join(':');
        if (w.shown.at(-1) !== digits) w.shown.push(digits);
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { shown: string[] }).shown);
}

const read = (page: Page) =>
  page
    .getByRole('timer')
    .locator('[data-countdown-part]')
    .allTextContents()
    .then((parts) => parts.join(':'));

test.describe('the /promo countdown across reloads', () => {
  test('continues below where it was after a reload and never shows 48:00:00 again', async ({ page }) => {
    const shown = await recordShownTimes(page);
    await visit(page, route);
    const full = clock().seconds;
    expect(toSeconds(await read(page))).toBeLessThanOrEqual(full);
    // Two seconds of the visitor's 48 hours go by.
    await expect.poll(async () => toSeconds(await read(page)), { timeout: 5_000 }).toBeLessThanOrEqual(full - 2);
    const beforeReload = toSeconds(await read(page));

    await page.reload();
    await waitForHydration(page);
    // The recorder looks once per frame: the clock is seen on the first frame after it shows.
    await expect.poll(async () => (await shown()).length, { message: 'the clock was seen after the reload', timeout: 5_000 }).toBeGreaterThan(0);
    const seenAfterReload = await shown();
    for (const time of seenAfterReload) {
      expect(time, 'a time shown after the reload').not.toBe('48:00:00');
      expect(toSeconds(time), `${time} is not above ${beforeReload} s`).toBeLessThanOrEqual(beforeReload);
    }
    // And it keeps ticking down from there.
    const continued = toSeconds(await read(page));
    await expect.poll(async () => toSeconds(await read(page)), { timeout: 5_000 }).toBeLessThan(continued);
  });

  test('still counts down from 48 hours when the browser refuses storage (private mode)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, route);
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    const first = toSeconds(await read(page));
    expect(first).toBeGreaterThan(clock().seconds - 5);
    await expect.poll(async () => toSeconds(await read(page)), { timeout: 5_000 }).toBeLessThan(first);
  });
});

test.describe('the /promo countdown does not move the page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`on a first visit and on a reload at ${viewport.width}px (CLS under 0.01)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        localStorage.setItem('cookie-consent', 'true');
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shift = async () => {
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // The hero image has its pixels and the clock has ticked once: whatever could move has moved.
        await page.waitForFunction(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete));
        const ticked = await read(page);
        await expect.poll(() => read(page), { timeout: 3_000 }).not.toBe(ticked);
        return page.evaluate(() => (window as unknown as { shift: number }).shift);
      };
      await visit(page, route);
      expect(await shift(), 'layout shift on the first visit').toBeLessThan(0.01);
      await page.reload();
      await waitForHydration(page);
      expect(await shift(), 'layout shift on a reload').toBeLessThan(0.01);
    });
  }
});

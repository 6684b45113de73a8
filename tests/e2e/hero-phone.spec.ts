import { expect, test } from './support';

/**
 * A phone held upright shows only the middle of a cover-fitted hero, yet it fetched the whole
 * 1,600-pixel photo: 40–90 kB before the largest paint, a round trip more than the middle needs.
 * Now it fetches the build's 3:4 crop of that middle, and a wide screen the photo, never both.
 */
const heroRequests = (page: import('@playwright/test').Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/heroes\//.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
};

test.describe('hero pictures', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });

  for (const route of ['/subscription', '/trip', '/city']) {
    test(`an upright phone fetches only the middle of ${route}'s hero photo (was: the whole 1,600-pixel photo)`, async ({ page }) => {
      const requests = heroRequests(page);
      await page.goto(route);
      const hero = page.locator('img[elementtiming=hero]');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(675);
      const name = route.slice(1);
      expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/_phone/media/heroes/${name}.jpg`);
      expect(requests).toEqual([`/_phone/media/heroes/${name}.jpg`]);
      // The crop fills the hero: the same cover-fitted middle the photo showed, no gap, no stretch.
      const box = await hero.evaluate((img: HTMLImageElement) => {
        const section = img.closest('section')!.getBoundingClientRect();
        const own = img.getBoundingClientRect();
        return { fills: own.width === section.width && own.height === section.height, fit: getComputedStyle(img).objectFit };
      });
      expect(box).toEqual({ fills: true, fit: 'cover' });
    });
  }
});

test.describe('hero pictures on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a wide screen fetches the whole photo and not the phone crop', async ({ page }) => {
    const requests = heroRequests(page);
    await page.goto('/subscription');
    const hero = page.locator('img[elementtiming=hero]');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    expect(requests).toEqual(['/media/heroes/subscription.jpg']);
  });
});

test.describe('hero pictures on a phone turned sideways', () => {
  test.use({ viewport: { width: 600, height: 360 } });

  test('a phone turned sideways shows the whole width, so it fetches the whole photo', async ({ page }) => {
    const requests = heroRequests(page);
    await page.goto('/trip');
    await expect.poll(() => page.locator('img[elementtiming=hero]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    expect(requests).toEqual(['/media/heroes/trip.jpg']);
  });
});

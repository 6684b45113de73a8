import type { Page } from '@playwright/test';
import type { CookieBannerProps } from '../../src/blocks/cookie-banner/schema';
import type { FaqProps } from '../../src/blocks/faq/schema';
import type { HeroProps } from '../../src/blocks/hero/schema';
import { buttonsOn, findBlock, pageFor, pages } from './expected';
import { expect, Problems, test, twoFrames, visit, waitForHydration } from './support';

/** Looked up inside each test, so a page still being written fails only the tests that need it. */
const cookieBanner = () => findBlock<CookieBannerProps>('cookie-banner');

/** A visitor who already chose: the banner stays away and covers no button. */
async function consentGiven(page: Page) {
  const { storageKey, acceptValue } = cookieBanner().block;
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey, acceptValue] as const);
}

test.describe('countdown', () => {
  test('ticks down as HH:MM:SS', async ({ page }) => {
    const route = findBlock<HeroProps>('hero', (b) => !!b.countdown).page.route;
    await consentGiven(page);
    await visit(page, route);
    const timer = page.getByRole('timer');
    await expect(timer).toHaveCount(1);
    const read = async () => {
      // Units ("Hours") sit under the digits; the clock itself is the three 2-digit groups.
      const match = ((await timer.textContent()) ?? '').match(/(\d{2,})\D*?:\D*?(\d{2})\D*?:\D*?(\d{2})/);
      expect(match, 'the timer shows HH:MM:SS').not.toBeNull();
      return `${match![1]}:${match![2]}:${match![3]}`;
    };
    const first = await read();
    expect(first).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
    await expect.poll(read, { timeout: 2_500, intervals: [250] }).not.toBe(first);
    const toSeconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    expect(toSeconds(await read())).toBeLessThan(toSeconds(first));
  });
});

test.describe('rotating words', () => {
  test('every new word fades in from its start, the third as much as the second', async ({ page }) => {
    await visit(page, '/padel');
    const current = page.locator('[data-rotating-current]:visible').first();
    for (let change = 0; change < 2; change++) {
      // Read in the page on the frame after the word changes (a poll from here can come after the 400 ms fade).
      const fades = await current.evaluate(
        (element) =>
          new Promise<[string, number][]>((resolve) => {
            const seen = new MutationObserver(() => {
              seen.disconnect();
              requestAnimationFrame(() => resolve(element.getAnimations().map((animation) => [animation.playState, Number(animation.currentTime)])));
            });
            seen.observe(element, { childList: true, characterData: true, subtree: true });
          }),
      );
      expect({ change, fades }).toMatchObject({ change, fades: [['running', expect.any(Number)]] });
      expect(fades[0]![1]).toBeLessThan(200);
    }
  });
});

test.describe('FAQ accordion', () => {
  const faq = () => findBlock<FaqProps>('faq', (b) => b.items.length >= 2);
  // Native <details>: Playwright gives <summary> no role, so a question is found by its text.
  const question = (page: Page, text: string) => page.locator('summary', { hasText: text });
  const opened = (page: Page) => page.locator(`#${faq().block.anchor} details[open]`);

  test('keeps at most one answer open and collapses the open one on a second click', async ({ page }) => {
    const { page: holder, block } = faq();
    const { items } = block;
    await consentGiven(page);
    await visit(page, holder.route);
    const first = question(page, items[0]!.question);
    const second = question(page, items[1]!.question);
    // The round badge around the chevron (the svg inside it is aria-hidden too).
    const chevron = (summary: typeof first) => summary.locator(':scope > [aria-hidden="true"]');

    await expect(opened(page)).toHaveCount(0);
    await first.click();
    await expect(page.getByText(items[0]!.answer, { exact: true })).toBeVisible();
    // The look of an open item: the round chevron turned over and filled.
    await expect(chevron(first)).toHaveCSS('rotate', '180deg');
    await expect(chevron(second)).not.toHaveCSS('rotate', '180deg');

    await second.click();
    await expect(page.getByText(items[0]!.answer, { exact: true })).toBeHidden();
    await expect(page.getByText(items[1]!.answer, { exact: true })).toBeVisible();
    await expect(opened(page)).toHaveCount(1);

    await second.click();
    await expect(page.getByText(items[1]!.answer, { exact: true })).toBeHidden();
    await expect(opened(page)).toHaveCount(0);
  });

  test('works from the keyboard: Tab reaches each question, Enter opens and closes, Space too', async ({ page }) => {
    const { page: holder, block } = faq();
    const { items } = block;
    await consentGiven(page);
    await visit(page, holder.route);
    // Start Tab from the FAQ's own heading, as a reader arriving at the section would.
    await page.locator(`#${block.anchor}-title`).click();
    await page.keyboard.press('Tab');
    await expect(question(page, items[0]!.question)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(items[0]!.answer, { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(items[0]!.answer, { exact: true })).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(question(page, items[1]!.question)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText(items[1]!.answer, { exact: true })).toBeVisible();
    await expect(opened(page)).toHaveCount(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every answer is in the HTML, and the browser alone keeps one open at a time', async ({ page }) => {
      const { page: holder, block } = faq();
      const { items } = block;
      const response = await page.goto(holder.route);
      expect(response?.status()).toBe(200);
      for (const item of items) await expect(page.getByText(item.answer, { exact: true })).toBeAttached();
      await question(page, items[0]!.question).click();
      await expect(page.getByText(items[0]!.answer, { exact: true })).toBeVisible();
      await question(page, items[1]!.question).click();
      await expect(page.getByText(items[0]!.answer, { exact: true })).toBeHidden();
      await expect(page.getByText(items[1]!.answer, { exact: true })).toBeVisible();
      await expect(opened(page)).toHaveCount(1);
    });
  });
});

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: cookieBanner().block.label });
  const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), cookieBanner().block.storageKey);
  const bannerIsland = (page: Page) => page.locator('[data-behaviour="blocks/cookie-banner/cookie-consent"]');

  test('a behaviour is marked live only once it has run (the banner is up by then)', async ({ page }) => {
    // The mark is what every "stays absent" check waits for: it must not come before the banner
    // has had its chance to appear, or those checks would pass without looking.
    await page.addInitScript((label) => {
      const w = window as unknown as { bannerWhenMarked?: boolean };
      new MutationObserver((records) => {
        for (const record of records) {
          const island = record.target as HTMLElement;
          if (record.attributeName === 'data-hydrated' && island.dataset.behaviour === 'blocks/cookie-banner/cookie-consent') {
            w.bannerWhenMarked = !!island.querySelector(`section[aria-label="${label}"]:not([hidden])`);
          }
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    }, cookieBanner().block.label);
    await visit(page, cookieBanner().page.route);
    expect(await page.evaluate(() => (window as unknown as { bannerWhenMarked?: boolean }).bannerWhenMarked)).toBe(true);
  });

  test('a press that began on a button before the banner came up ends on that button (was: the banner took the tap)', async ({ page }) => {
    // /soccer on a phone: the banner comes up with the page's code, over the foot of the screen.
    await page.setViewportSize({ width: 412, height: 823 });
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/assets/main-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/soccer');
    // More Info at the foot of the first screen, pressed near its lower edge: where the banner comes to rest.
    const box = (await page.locator(`[data-action*='"info"']`).filter({ visible: true }).first().boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height - 6 };
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    release();
    const shown = page.locator('[data-consent-banner]:not([hidden])');
    await expect(shown).toBeVisible();
    // The banner lets the press through while it comes up (inert), wherever it comes to rest: its
    // height varied with the fonts (top 683-707 px), so whether it lies over the button is not fixed here.
    expect(await shown.evaluate((el) => el instanceof HTMLElement && el.inert), 'the banner takes no tap while it comes up').toBe(true);
    await page.mouse.up();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await stored(page), 'the banner did not take the tap').toBeNull();
  });

  test('shows on a first visit; Accept hides it for good', async ({ page }) => {
    const { page: holder, block: cookie } = cookieBanner();
    const route = holder.route;
    await visit(page, route);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(cookie.text);
    await banner(page).getByRole('button', { name: cookie.acceptLabel, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe(cookie.acceptValue);
    expect(cookie.acceptValue).toBe('true');

    await page.reload();
    // The banner's behaviour is live and has read the stored choice: only now does absence mean something.
    await waitForHydration(page);
    await expect(bannerIsland(page)).toHaveAttribute('data-hydrated');
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('true');
  });

  test('Decline stores "declined"', async ({ page }) => {
    const { page: holder, block: cookie } = cookieBanner();
    const route = holder.route;
    await visit(page, route);
    await banner(page).getByRole('button', { name: cookie.declineLabel, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('declined');
    await visit(page, route);
    await expect(bannerIsland(page)).toHaveAttribute('data-hydrated');
    await expect(banner(page)).toHaveCount(0);
  });

  test('the close button counts as Decline', async ({ page }) => {
    const { page: holder, block: cookie } = cookieBanner();
    await visit(page, holder.route);
    await banner(page).getByRole('button', { name: cookie.closeLabel, exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe('declined');
  });
});

test.describe('buttons', () => {
  test('"View Construction Photos" scrolls to the construction gallery', async ({ page }) => {
    const holder = pages.find((p) => buttonsOn(p).some((b) => b.action.kind === 'scroll' && b.action.target === 'construction-section'));
    expect(holder, 'a page has a button scrolling to construction-section').toBeDefined();
    const button = buttonsOn(holder!).find((b) => b.action.kind === 'scroll' && b.action.target === 'construction-section')!;
    expect(button.label).toMatch(/View Construction Photos|Ver Fotos de Construcción/);
    await consentGiven(page);
    await visit(page, holder!.route);
    const section = page.locator('#construction-section');
    await expect(section).toHaveCount(1);
    await expect(section).not.toBeInViewport();
    await page.getByRole('link', { name: button.label, exact: true }).first().click();
    await expect(section).toBeInViewport({ ratio: 0.2 });
    await expect(page).toHaveURL(/#construction-section$/);
  });

  /** Records which action each click ran, from the one hook every button goes through. */
  async function recordActions(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { actions: string[] };
      w.actions = [];
      document.addEventListener('landfall:action', (e) => w.actions.push((e as CustomEvent<{ action: { kind: string } }>).detail.action.kind));
    });
    return () => page.evaluate(() => (window as unknown as { actions: string[] }).actions.at(-1));
  }

  const homeLabels = (kind: string) => [
    ...new Set(
      buttonsOn(pageFor('/'))
        .filter((b) => b.action.kind === kind)
        .map((b) => b.label),
    ),
  ];

  test('"info" buttons on the home page open the founder dialog at its intro without an error', async ({ page }) => {
    const labels = homeLabels('info');
    expect(labels.length, 'the home page has info buttons').toBeGreaterThan(0);
    await consentGiven(page);
    await visit(page, '/');
    const lastAction = await recordActions(page);
    for (const label of labels) {
      await page.getByRole('button', { name: label, exact: true }).first().click();
      await expect.poll(lastAction).toBe('info');
      // More Info opens the founder dialog at its intro (the spec's info modal).
      await expect(page.locator('[data-dialog="founder"][data-step="intro"]')).toBeVisible();
      // Escape closes it, so the next button is reachable.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('"pay" buttons on the home page open the test checkout for the page\'s product, with no error anywhere', async ({ page }) => {
    // The preview server runs the embedded backend: a payment call that fails here is a fault,
    // recorded by the page's Problems (checked after the test) and the checkout tab's own.
    const labels = homeLabels('pay');
    expect(labels.length, 'the home page has pay buttons').toBeGreaterThan(0);
    await consentGiven(page);
    await visit(page, '/');
    const lastAction = await recordActions(page);
    for (const label of labels) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/functions/v1/create-payment'));
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: label, exact: true }).first().click();
      await expect.poll(lastAction).toBe('pay');
      expect((await answered).status(), 'create-payment answers').toBe(200);
      const checkout = await popupOpened;
      const checkoutProblems = new Problems(checkout);
      await checkout.waitForLoadState();
      await expect(checkout).toHaveTitle(/test checkout/i);
      // The home page's product: land for $6,500 (spec, "World Cup of Land" home).
      await expect(checkout.getByText('$6,500.00')).toBeVisible();
      await expect(checkout.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
      await checkout.close();
      expect(checkoutProblems.items, `problems on the checkout opened by "${label}"`).toEqual([]);
    }
  });
});

test.describe('hero video', () => {
  test('falls back to the still image when the video cannot load', async ({ page, problems }) => {
    const { page: holder, block } = findBlock<HeroProps>('hero', (b) => !!b.video);
    const { route } = holder;
    const video = block.video!;
    const image = block.image;
    const blocked = new RegExp(`(${[video.webm, video.mp4].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
    problems.allow(blocked);
    await page.route(blocked, (r) => r.abort('failed'));
    await consentGiven(page);
    await visit(page, route);
    const hero = page
      .locator('section')
      .filter({ has: page.locator('h1') })
      .first();
    await expect(hero.locator('video')).toHaveCount(0);
    await expect(hero.locator(`img[src="${image.src}"]`)).toBeVisible();
  });

  test('plays the video when it loads', async ({ page }) => {
    const { page: holder, block } = findBlock<HeroProps>('hero', (b) => !!b.video);
    await consentGiven(page);
    const { route } = holder;
    await visit(page, route);
    const video = page.locator('[data-behaviour="blocks/hero/hero-media"] video');
    await expect(video).toHaveCount(1);
    const webm = block.video!.webm;
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain(webm);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 }).toBeGreaterThan(0);
  });
});

/**
 * Everything that could still move the first screen has happened: islands are live (visit),
 * web fonts are in, every image and video in view has its pixels, and two more frames have been
 * painted so the browser has reported any shift they caused.
 */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => {
      const inView = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      };
      const images = [...document.images].filter(inView).every((i) => i.complete);
      const videos = [...document.querySelectorAll('video')].filter(inView).every((v) => v.readyState >= 2 || !!v.error);
      return images && videos;
    },
    undefined,
    { timeout: 10_000 },
  );
  await twoFrames(page);
}

test.describe('layout stability', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const [route, name] of [
      ['/', 'the home page does not shift'],
      ['/thank-you', '/thank-you without a payment does not shift when the address picks its state (was: CLS 0.3)'],
    ] as const) {
      test(`${name} at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          const w = window as unknown as { shift: number; shifted: string[] };
          w.shift = 0;
          w.shifted = [];
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              w.shift += entry.value;
              // Which elements moved, so a failure names them.
              for (const { node } of entry.sources) {
                const el = node instanceof Element ? node : node?.parentElement;
                w.shifted.push(`${entry.value.toFixed(3)} ${el?.tagName}.${el?.className} "${el?.textContent?.slice(0, 40)}"`);
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await visit(page, route);
        await settled(page);
        const { shift, shifted } = await page.evaluate(() => {
          const w = window as unknown as { shift: number; shifted: string[] };
          return { shift: w.shift, shifted: w.shifted };
        });
        expect(shift, `cumulative layout shift after load; moved: ${shifted.join(' | ')}`).toBeLessThan(0.01);
      });
    }
  }
});

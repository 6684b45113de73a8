import type { Locator, Page } from '@playwright/test';
import { consentGiven, en, infoRoute, loaded, openFounderForm } from './dialog-support';
import { expect, test, visit } from './support';

/**
 * Country flags are images (flag-icons' SVGs, served from /flags/), never emoji: Windows draws no
 * flag emoji and shows letter pairs instead. On every page that shows flags, at phone and desktop
 * width, each flag is an image that loaded at its written 4:3 size, and no regional-indicator
 * letter (U+1F1E6–U+1F1FF, what flag emoji are made of) is anywhere in the page's text.
 */
const routes = ['/', '/country', '/soccer', '/ranking'];
const regionalIndicator = /\p{Regional_Indicator}/u;

// Not those in a dialog the page carries closed (the partnership form's phone picker): they show when it opens.
const flags = (scope: Page | Locator) => scope.locator('img[data-slot="region-flag"]:not(dialog:not([open]) *)');

/** Every flag in scope has loaded and shows at the size its width/height attributes promise. */
async function expectFlagsLoaded(scope: Page | Locator) {
  const count = await flags(scope).count();
  expect(count, 'flags on the page').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const flag = flags(scope).nth(i);
    // Lazy images load near the viewport: bring each there, as a visitor scrolling would.
    await flag.scrollIntoViewIfNeeded();
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `flag ${i} loaded` }).toBe(true);
    const shown = await flag.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { width: box.width, height: box.height, attributes: [img.width, img.height], src: img.getAttribute('src') };
    });
    expect(shown.src).toMatch(/^\/flags\/4x3\/[a-z-]+\.svg$/);
    expect([shown.width, shown.height], `${shown.src} drawn at its written size`).toEqual(shown.attributes);
    expect(shown.width / shown.height).toBeCloseTo(4 / 3, 5);
  }
}

/** All text a visitor can meet: text nodes (scripts and styles aside), option labels, alt, aria-label and title attributes. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) parts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title]')) {
      parts.push(...['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''));
    }
    return parts.join('\n');
  });

const layouts = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

for (const layout of layouts) {
  test.describe(`flags at ${layout.width}px`, () => {
    test.use({ viewport: layout, reducedMotion: 'reduce' });

    for (const route of routes) {
      test(`${route}: every flag is an image that loaded at its 4:3 size; no flag emoji in the page`, async ({ page }) => {
        await consentGiven(page);
        await visit(page, route);
        await expectFlagsLoaded(page);
        // A place without a country ("More to Come") shows the globe, which is decoration.
        for (const globe of await page.locator('[data-slot="region-flag-placeholder"]').all()) {
          await expect(globe).toHaveAttribute('aria-hidden', 'true');
        }
        expect(await pageText(page)).not.toMatch(regionalIndicator);
      });
    }

    test('the phone picker of the application dialog shows flag images in its list and on the closed control', async ({ page }) => {
      await consentGiven(page);
      await visit(page, infoRoute);
      const dialog = await openFounderForm(page);
      const picker = dialog.getByRole('combobox', { name: en.founder.form.countryCode.label });
      await picker.click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      // The options in view fetch their flags; the ~245 further down wait for the scroll.
      const inView = list.getByRole('option').filter({ visible: true });
      const first = inView.first();
      await expect(flags(first)).toHaveCount(1);
      await expect.poll(() => flags(first).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const uk = page.getByRole('option', { name: /United Kingdom \(\+44\)/ });
      await uk.scrollIntoViewIfNeeded();
      await expectFlagsLoaded(uk);
      expect(await list.textContent()).not.toMatch(regionalIndicator);
      await uk.click();
      await expect(picker).toHaveText('+44');
      await expect(flags(picker)).toHaveAttribute('src', '/flags/4x3/gb.svg');
      await expectFlagsLoaded(picker);
    });
  });
}

test('the native calling-code select, which cannot show images, reads "+code name" without emoji', async ({ page }) => {
  const holder = loaded.pages.find((p) => p.data.blocks.some((b) => b.type === 'membership-form'));
  // The completion pages (/thank-you, /gracias) carry it; without one this test must fail, not skip.
  expect(holder, 'a page with a membership form').toBeDefined();
  await visit(page, holder!.data.route);
  const options = await page.locator('select[data-slot="native-country-code-select"] option').allTextContents();
  expect(options.length).toBeGreaterThan(200);
  expect(options.filter((text) => !/^\+\d+ \S/.test(text) || regionalIndicator.test(text))).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { specRoutes, type Text } from './spec-expectations';
import { expect, sitemapRoutes, test, unknownPath, visit } from './support';

/**
 * Each built route against expectations written from the product spec by hand
 * (spec-expectations.ts), not from the variants: a wrong price, a lost section or a renamed
 * button fails here even when the engine and the YAML agree with each other.
 */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const matches = (text: string, expected: Text) => (typeof expected === 'string' ? text.includes(expected) : expected.test(text));
/** A text as the failure messages show it: a string in quotes, a pattern as written. */
const quoted = (expected: Text) => (typeof expected === 'string' ? `"${expected}"` : String(expected));

test('the spec expectations cover every built page and the not-found page', () => {
  const covered = specRoutes.map((r) => r.path);
  for (const route of sitemapRoutes()) expect(covered, `${route} has expectations from the spec`).toContain(route);
  expect(covered).toContain(unknownPath);
  expect(covered).toContain('/thank-you');
});

async function consentGiven(page: Page) {
  // A stored choice keeps the banner away, so it covers no button (spec: consent stored as true).
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
}

const byName = (scope: Page | Locator, role: 'button' | 'link' | 'combobox', name: Text) =>
  scope.getByRole(role, typeof name === 'string' ? { name, exact: true } : { name });

for (const route of specRoutes) {
  test(`${route.path} shows what the spec says`, async ({ browser, page }) => {
    // Without JavaScript: the prerendered copy and prices (the live counts come later, from the backend).
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noJs.newPage();
      const response = await bare.goto(new URL(route.path, test.info().project.use.baseURL).href);
      expect(response?.status()).toBe(route.status);
      const text = collapse((await bare.locator('body').textContent()) ?? '');
      const missing = route.texts.filter((expected) => !matches(text, expected)).map(quoted);
      expect(missing, `spec copy missing from the prerendered ${route.path}`).toEqual([]);
      const h1 = collapse((await bare.locator('h1').textContent()) ?? '');
      expect(matches(h1, route.headline), `h1 "${h1}" is ${quoted(route.headline)}`).toBe(true);
    } finally {
      await noJs.close();
    }

    // Live: the buttons and links a visitor uses.
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await consentGiven(page);
    await visit(page, route.path + (route.query ?? ''), route.status);
    for (const name of route.buttons) await expect(byName(page, 'button', name).first(), `button ${quoted(name)}`).toBeVisible();
    for (const { name, href } of route.links) {
      const links = byName(page, 'link', name).and(page.locator(`a[href="${href}"]`));
      await expect(links.first(), `link ${quoted(name)} to ${href}`).toBeAttached();
    }
    for (const { name, shows } of route.selects ?? []) {
      const select = byName(page, 'combobox', name);
      const shown = await select.evaluate((el) => (el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el.textContent ?? '')));
      expect(matches(shown, shows), `select ${quoted(name)} shows "${shown}", expected ${quoted(shows)}`).toBe(true);
    }
    if (route.logs)
      expect(
        logged.some((line) => matches(line, route.logs!)),
        `console logs ${quoted(route.logs)}`,
      ).toBe(true);
  });
}

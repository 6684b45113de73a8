import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { consentGiven, en, es, founderDialog, infoRoute } from './dialog-support';
import { expect, holdChunk, test, waitForHydration } from './support';

/**
 * The founder dialog's first step is the page's own HTML, a native <dialog> its loader opens in
 * the tap's own frame (src/interactive/dialogs/first-steps.tsx, issue 28): the visitor reads the
 * real intro while the form's code loads, and the form takes its place when they go on.
 */
const moreInfo = (page: Page) => page.getByRole('button', { name: 'More Info', exact: true }).first();
const intro = (page: Page, title = en.founder.intro.title) => page.getByRole('dialog', { name: title });

test('More Info shows the intro itself with no script on the way yet (was: a busy frame until React and the dialog code arrived)', async ({ page }) => {
  await consentGiven(page);
  // The page's entry never arrives: only the inline loader answers the tap.
  const held = await holdChunk(page.context(), 'main');
  await page.goto(infoRoute);
  await moreInfo(page).click();
  await expect(intro(page)).toBeVisible();
  for (const card of en.founder.intro.cards) await expect(intro(page).getByRole('heading', { name: card.title })).toBeVisible();
  await expect(intro(page).getByRole('button', { name: en.founder.intro.button })).toBeFocused();
  // The busy frame stays away, and the page under the dialog is out of reach.
  await expect(page.locator('[data-slot="dialog-shell"]')).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // Escape closes it, and so does its close button, without any script.
  await page.keyboard.press('Escape');
  await expect(intro(page)).toBeHidden();
  await moreInfo(page).click();
  await intro(page).getByRole('button', { name: en.close }).click();
  await expect(intro(page)).toBeHidden();
  held.release();
});

test('going on from the intro while the form code loads opens the form in its place once it arrives, and closing it returns focus to More Info', async ({
  page,
}) => {
  await consentGiven(page);
  const held = await holdChunk(page.context(), 'dialog-host');
  await page.goto(infoRoute);
  await waitForHydration(page);
  await moreInfo(page).click();
  await expect(intro(page)).toBeVisible();
  // The form's code is asked for while the visitor reads.
  await held.requested;
  const next = intro(page).getByRole('button', { name: en.founder.intro.button });
  await next.click();
  await expect(next).toHaveAttribute('aria-busy', 'true');
  held.release();
  await expect(founderDialog(page)).toHaveAttribute('data-step', 'form');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: en.founder.form.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(moreInfo(page)).toBeFocused();
  // Opened again: the intro, from the page, at once.
  await moreInfo(page).click();
  await expect(intro(page)).toBeVisible();
});

test('a tap on the backdrop closes the intro; a tap on its panel does not', async ({ page }) => {
  await consentGiven(page);
  await page.goto(infoRoute);
  await waitForHydration(page);
  await moreInfo(page).click();
  await expect(intro(page)).toBeVisible();
  await intro(page).getByRole('heading', { name: en.founder.intro.cards[0]!.title }).click();
  await expect(intro(page)).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(intro(page)).toBeHidden();
  await expect(moreInfo(page)).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`/mex at ${width} px: the Spanish intro with its own figures, without WCAG 2 A/AA violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    await consentGiven(page);
    await page.goto('/mex');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Más Información', exact: true }).first().click();
    const dialog = intro(page, es.founder.intro.title);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('650+');
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { consentGiven, en, es, founderDialog, infoRoute, loaded, partnerButton, partnerRoute } from './dialog-support';
import { expect, holdChunk, test, waitForHydration } from './support';

/**
 * The founder dialog's first step is the page's own HTML, a native <dialog> its loader opens in
 * the tap's own frame (src/interactive/dialogs/first-steps.tsx, issue 28): the visitor reads the
 * real intro while the form's code loads, and the form takes its place when they go on.
 */
const moreInfo = (page: Page) => page.getByRole('button', { name: 'More Info', exact: true }).first();
const intro = (page: Page, title = en.founder.intro.title) => page.getByRole('dialog', { name: title });
const labelOn = (route: string) => partnerButton(loaded.pages.find((p) => p.data.route === route)!.data);
const partner = (page: Page, route = partnerRoute) => page.getByRole('button', { name: labelOn(route), exact: true }).first();
/** The page's own copy of the partnership form, open (a native <dialog>). */
const pageCopy = (page: Page) => page.locator('dialog[data-first-step="partner"][open]');
/** The React partnership dialog, which takes the page's copy's place. */
const reactForm = (page: Page) => page.locator('[data-slot="dialog-content"][data-dialog="partnership"]');

/**
 * A visitor on `route` (consent given) whose page is live but whose dialogs' code is held back,
 * and who has just pressed `opener`: the first step is open. Returns the held chunk.
 */
async function pressedWithDialogsHeld(page: Page, route: string, opener: (page: Page) => Locator) {
  await consentGiven(page);
  const held = await holdChunk(page.context(), 'dialog-host');
  await page.goto(route);
  await waitForHydration(page);
  await opener(page).click();
  return held;
}

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
  const held = await pressedWithDialogsHeld(page, infoRoute, moreInfo);
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

test.describe("the partnership form as the page's own HTML", () => {
  const p = en.partnership;

  test('the partner button shows the form itself with no script on the way; Cancel closes it and keeps what was typed (was: a busy frame until React and the form code arrived)', async ({
    page,
  }) => {
    await consentGiven(page);
    const held = await holdChunk(page.context(), 'main');
    await page.goto(partnerRoute);
    await partner(page).click();
    const form = page.getByRole('dialog', { name: p.title });
    await expect(form).toBeVisible();
    await expect(pageCopy(page)).toBeVisible();
    for (const benefit of p.benefits) await expect(form).toContainText(benefit);
    await expect(form.getByLabel(p.name.label)).toBeFocused();
    await page.keyboard.type('Grace Hopper');
    await form.getByRole('button', { name: p.cancel }).click();
    await expect(form).toBeHidden();
    await partner(page).click();
    await expect(form.getByLabel(p.name.label)).toHaveValue('Grace Hopper');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    held.release();
  });

  test("what was typed while the form's code loaded, the field being typed in and a chosen document come along when the React form takes the page's copy's place", async ({
    page,
  }) => {
    const held = await pressedWithDialogsHeld(page, partnerRoute, partner);
    await expect(pageCopy(page)).toBeVisible();
    const copy = pageCopy(page);
    await copy.getByLabel(p.name.label).fill('Grace Hopper');
    await copy.getByLabel(p.email.label).fill('grace@example.com');
    await copy.getByLabel(p.documents.label).setInputFiles({ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') });
    const land = copy.getByLabel(p.landDetails.label);
    await land.fill('Two hectares by the river');
    await land.press('Home');
    await held.requested;
    held.release();
    await expect(reactForm(page)).toBeVisible();
    await expect(page.locator('dialog[data-first-step="partner"]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const form = page.getByRole('dialog', { name: p.title });
    await expect(form.getByLabel(p.name.label)).toHaveValue('Grace Hopper');
    await expect(form.getByLabel(p.email.label)).toHaveValue('grace@example.com');
    await expect(form.getByLabel(p.landDetails.label)).toBeFocused();
    await expect(form.getByLabel(p.landDetails.label)).toHaveValue('Two hectares by the river');
    await expect(form.getByText('site-plan.pdf')).toBeVisible();
    // Typing goes on where the caret was.
    await page.keyboard.type('Land: ');
    await expect(form.getByLabel(p.landDetails.label)).toHaveValue('Land: Two hectares by the river');
    // Closed and opened again: the React dialog, with everything still there.
    await page.keyboard.press('Escape');
    await expect(partner(page)).toBeFocused();
    await partner(page).click();
    await expect(reactForm(page).getByLabel(p.name.label)).toHaveValue('Grace Hopper');
  });

  test("documents picked in a file chooser that was open when the form code arrived reach the React form (was: dropped with the page's copy)", async ({
    page,
  }) => {
    const held = await pressedWithDialogsHeld(page, partnerRoute, partner);
    await expect(pageCopy(page)).toBeVisible();
    // The chooser opened from the copy's input; the page keeps that input to answer it.
    await page.evaluate((id) => {
      (window as unknown as { chooser: HTMLInputElement }).chooser = document.getElementById(id) as HTMLInputElement;
    }, 'partner-documents');
    await held.requested;
    held.release();
    await expect(reactForm(page)).toBeVisible();
    await expect(page.locator('dialog[data-first-step="partner"]')).toHaveCount(0);
    // The visitor picks a file now: the browser answers the input that opened the chooser.
    await page.evaluate(() => {
      const { chooser } = window as unknown as { chooser: HTMLInputElement };
      const picked = new DataTransfer();
      picked.items.add(new File(['%PDF-1.4 plan'], 'late-plan.pdf', { type: 'application/pdf' }));
      chooser.files = picked.files;
      chooser.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const form = page.getByRole('dialog', { name: p.title });
    await expect(form.getByRole('list', { name: p.documents.label }).getByRole('listitem').filter({ hasText: 'late-plan.pdf' })).toHaveAttribute(
      'data-document-state',
      'ready',
    );
  });

  test('a submit made before the form code arrived is sent by the React form once it is there: a bad email gets its message and nothing typed is lost', async ({
    page,
  }) => {
    const held = await pressedWithDialogsHeld(page, partnerRoute, partner);
    const copy = pageCopy(page);
    await copy.getByLabel(p.name.label).fill('Grace Hopper');
    await copy.getByLabel(p.email.label).fill('grace@');
    await copy.getByRole('button', { name: p.submit }).click();
    // Held, not sent to the page's address: the copy stays open with what was typed.
    await expect(copy.getByLabel(p.email.label)).toHaveValue('grace@');
    expect(new URL(page.url()).search).toBe('');
    held.release();
    const email = reactForm(page).getByLabel(p.email.label);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('grace@');
    await expect(reactForm(page).getByLabel(p.name.label)).toHaveValue('Grace Hopper');
    await expect(email).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`/mex at ${width} px: the Spanish partnership form as the page's HTML, without WCAG 2 A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      const held = await pressedWithDialogsHeld(page, '/mex', (p) => partner(p, '/mex'));
      const dialog = page.getByRole('dialog', { name: es.partnership.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(es.partnership.name.label)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      held.release();
    });
  }
});

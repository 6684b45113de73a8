import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import type { ContactProps } from '../../src/blocks/contact/schema';
import { blockOf, consentGiven } from './dialog-support';
import { expect, test, visit } from './support';

/**
 * The contact block (issue 14) on /partner and, in Spanish, on /mex: a bad email is said under its
 * field and nothing is sent; a good message is confirmed in the page's words and stored as a lead
 * with the route and locale of the visit.
 */
const english = blockOf<ContactProps>('/partner', 'contact');
const spanish = blockOf<ContactProps>('/mex', 'contact');

/** The preview's stored messages, read from a copy of its database folder (as ranking.spec.ts does). */
async function storedMessages(): Promise<Record<string, unknown>[]> {
  const source = process.env.LANDFALL_E2E_DATA_DIR;
  if (!source) throw new Error('LANDFALL_E2E_DATA_DIR is set by playwright.config.ts');
  const copy = join(mkdtempSync(join(tmpdir(), 'landfall-contact-')), 'db');
  cpSync(source, copy, { recursive: true, filter: (path) => !/landfall\.lock|postmaster\.pid/.test(path) });
  const db = await PGlite.create({ dataDir: copy });
  try {
    return (await db.query<Record<string, unknown>>('select name, email, phone, message, route, locale from contact_messages order by created_at')).rows;
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

const field = (page: Page, texts: ContactProps, name: string) => page.locator(`#${texts.anchor}-${name}`);
const submit = (page: Page, texts: ContactProps) => page.locator(`#${texts.anchor}`).getByRole('button', { name: texts.submitLabel, exact: true });

async function fill(page: Page, texts: ContactProps, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, texts, name).fill(value);
}

for (const width of [375, 1280]) {
  test.describe(`/partner's contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });
    test.beforeEach(async ({ page }) => consentGiven(page));

    test('a bad email shows its message under the field, keeps everything typed and sends nothing', async ({ page }) => {
      await visit(page, '/partner');
      let sent = 0;
      page.on('request', (request) => void (request.url().endsWith('/rpc/submit_contact') && sent++));
      const typed = { name: 'Ada Lovelace', email: 'ada@example', message: 'When can I visit Sumba?' };
      await fill(page, english, typed);
      await submit(page, english).click();
      const email = field(page, english, 'email');
      await expect(page.locator(`#${english.anchor}-email-message`)).toHaveText('Invalid email format');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Invalid email format');
      await expect(email).toBeFocused();
      for (const [name, value] of Object.entries(typed)) await expect(field(page, english, name)).toHaveValue(value);
      expect(sent).toBe(0);
    });

    test('is used by keyboard alone, and passes axe with its errors showing', async ({ page }) => {
      await visit(page, '/partner');
      await field(page, english, 'name').focus();
      await page.keyboard.type('Ada Lovelace');
      await page.keyboard.press('Tab');
      await page.keyboard.type('ada@example');
      // Past the optional phone to the message, then to the button.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(field(page, english, 'message')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(submit(page, english)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field(page, english, 'email')).toBeFocused();
      await expect(page.locator(`#${english.anchor}-message-message`)).toHaveText('Message is required');
      const results = await new AxeBuilder({ page }).include(`#${english.anchor}`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    });

    test('a good message is confirmed and stored with the route and locale of the visit', async ({ page }) => {
      const email = `contact-${width}@example.com`;
      await visit(page, '/partner');
      await fill(page, english, { name: 'Grace Hopper', email, phone: '+1 555 123 4567', message: `Hello from ${width} px.\nSecond line.` });
      const answered = page.waitForResponse((response) => response.url().endsWith('/rpc/submit_contact'));
      await submit(page, english).click();
      expect((await answered).status()).toBe(200);
      const status = page.getByRole('status').filter({ hasText: english.success });
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      await expect(page.locator(`#${english.anchor} form`)).toBeHidden();
      expect((await storedMessages()).filter((row) => row.email === email)).toEqual([
        { name: 'Grace Hopper', email, phone: '+1 555 123 4567', message: `Hello from ${width} px.\nSecond line.`, route: '/partner', locale: 'en' },
      ]);
    });
  });
}

test.describe("/mex's contact form (Spanish)", () => {
  test.beforeEach(async ({ page }) => consentGiven(page));

  test('speaks Spanish: a bad email and a missing message are said in Spanish; a good one is confirmed', async ({ page }) => {
    await visit(page, '/mex');
    await fill(page, spanish, { name: 'José Álvarez', email: 'jose@', message: '' });
    await submit(page, spanish).click();
    await expect(page.locator(`#${spanish.anchor}-email-message`)).toHaveText(spanish.fieldErrors['Invalid email format']!);
    await expect(page.locator(`#${spanish.anchor}-message-message`)).toHaveText(spanish.fieldErrors['Message is required']!);
    await expect(field(page, spanish, 'name')).toHaveValue('José Álvarez');

    await fill(page, spanish, { email: 'jose@example.mx', message: '¿Puedo visitar Sumba en marzo?' });
    await submit(page, spanish).click();
    await expect(page.getByRole('status').filter({ hasText: spanish.success })).toBeVisible();
    expect((await storedMessages()).filter((row) => row.email === 'jose@example.mx')).toMatchObject([{ route: '/mex', locale: 'es' }]);
  });
});

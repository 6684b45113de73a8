import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { YamlFile } from '../../src/editor/yaml-edit';
import { signIn } from './studio-support';
import { scanAndShoot } from './studio-screens-support';
import { addStudioUsers, studioUser } from './studio-users';
import { expect, root, test } from './support';

/**
 * The page editor end to end (issue 30): `npm start` on a copy of the variants kept in a git
 * repository of its own, a marketer signed in to the studio edits a headline, a price and the
 * order of two blocks on /promo, sees the preview follow, saves, and the git diff of the file is
 * exactly those lines. The editor is a dev-server feature, so this is the one browser test that
 * runs `npm start` rather than the built site.
 */

const port = Number(process.env.LANDFALL_EDITOR_PORT ?? Number(process.env.LANDFALL_PORT ?? 4173) + 5);
const origin = `http://localhost:${port}`;
const file = 'variants/promo.yaml';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let exited: Promise<void> | undefined;
let work = '';
let dataDir = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const base = mkdtempSync(join(tmpdir(), 'landfall-editor-'));
  work = join(base, 'site');
  cpSync(join(root, 'variants'), join(work, 'variants'), { recursive: true });
  cpSync(join(root, 'experiments'), join(work, 'experiments'), { recursive: true });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'variants as they were');
  dataDir = join(base, 'db');
  addStudioUsers(dataDir, ['marketer']);
  const taken = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: the editor's dev server needs it (set LANDFALL_PORT to move every port)`);
  server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LANDFALL_VARIANTS_DIR: join(work, 'variants'),
      LANDFALL_EXPERIMENTS_DIR: join(work, 'experiments'),
      LANDFALL_DATA_DIR: dataDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  exited = new Promise<void>((resolve) => server?.once('exit', () => resolve()));
  // Ready when the pages API answers: the server is up and has read the variants.
  for (;;) {
    const up = await fetch(`${origin}/__landfall/pages`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null) throw new Error('npm start exited before it answered');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await exited;
});

/**
 * What each preview of the page fetches as it loads (its scripts, pictures, Vite's client): a
 * newer preview, or a save, replaces a preview still loading and cancels those; so does the
 * editor its own preview request when the next keystroke comes first. The studio's other requests
 * (its code under /studio and /src/studio, the backend, the rest of the pages API) are still watched.
 */
const previewScripts = new RegExp(`^${origin}/((?!studio|src/studio/|rest/|auth/|__landfall/)|__landfall/pages/preview$)`);

/** The shown preview frame's document. */
const preview = (page: Page) => page.frameLocator('iframe[data-preview="shown"]');

/** Where the pricing and the steps blocks are in the preview, in page order. */
const blockOrder = (page: Page) =>
  preview(page)
    .locator('#pricing, #after-you-pay')
    .evaluateAll((found) => found.map((element) => element.id));

async function openEditor(page: Page) {
  await page.goto(`${origin}/studio/pages`);
  await signIn(page, studioUser('marketer', dataDir));
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /48-Hour Offer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /48-Hour Offer/ })).toBeVisible();
  await expect(preview(page).locator('h1')).toContainText('reserved for 48 hours');
}

test('a headline, a price and a block order edited in the studio are the only lines that change in the file', async ({ page, problems }) => {
  // A preview replaced while it loads (the next keystroke came) drops the page scripts it was fetching.
  problems.allow(previewScripts);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);
  const original = readFileSync(join(work, file), 'utf8');

  // The headline: typed into the hero's form, shown in the preview.
  await page.getByRole('button', { name: /^hero #hero/ }).click();
  const headline = page.getByRole('textbox', { name: /^Headline/ });
  await headline.fill('Your founding place is **held for 48 hours**');
  await expect(preview(page).locator('h1')).toContainText('held for 48 hours');

  // The price: the page's product, picked by name and price.
  const product = page.getByRole('combobox', { name: /^Product id/i });
  await product.selectOption({ label: 'Founding Partner Membership — $6,500' });

  // The order: the steps block moved above the pricing block with the keyboard.
  const handle = page.getByRole('button', { name: /^Move steps “after-you-pay”/ });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: /^Move steps “after-you-pay”, position 2/ })).toBeFocused();
  await expect.poll(() => blockOrder(page)).toEqual(['after-you-pay', 'pricing']);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // What was written is the original with exactly those three edits, made the way the editor makes them.
  const expected = YamlFile.parse(original);
  expected.set(['blocks', 0, 'headline'], 'Your founding place is **held for 48 hours**');
  expected.set(['productId'], 'founder-membership');
  expected.move(['blocks'], 2, 1);
  const saved = readFileSync(join(work, file), 'utf8');
  expect(saved).toBe(expected.toString());
  // And git sees only those lines: the headline, the product and the steps block's own lines.
  const diff = git('diff', '--unified=0', '--', file);
  const lines = (sign: string) =>
    diff
      .split('\n')
      .filter((l) => l.startsWith(sign) && !l.startsWith(sign.repeat(3)))
      .map((l) => l.slice(1));
  const [removed, added] = [lines('-'), lines('+')];
  expect(removed).toContain('    headline: Your founding place is **reserved for 48 hours**');
  expect(added).toContain('    headline: Your founding place is **held for 48 hours**');
  expect(removed).toContain('productId: main-offer');
  expect(added).toContain('productId: founder-membership');
  // The rest is one block's lines, taken out in one place and put back in another, unchanged.
  const moved = (found: string[]) => found.filter((l) => !/headline:|productId:/.test(l));
  expect(moved(removed)).toEqual(moved(added));
  expect(moved(removed)).toContain('  - type: pricing');
  expect(git('diff', '--name-only').trim()).toBe(file);

  // Undo last save puts the file back byte for byte.
  await page.getByRole('button', { name: 'Undo last save' }).click();
  await expect(page.getByText('Undid the last save')).toBeVisible();
  expect(readFileSync(join(work, file), 'utf8')).toBe(original);
  expect(git('status', '--porcelain')).toBe('');
});

test('a save over a file changed on disk since it was opened is refused, and the other change is kept', async ({ page, problems }) => {
  problems.allow(previewScripts);
  problems.allow(/\/__landfall\/pages\/save/); // the 409 this test provokes
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);
  const onDisk = readFileSync(join(work, file), 'utf8').replace('badge: 48-hour offer', 'badge: 48-hour deal');
  writeFileSync(join(work, file), onDisk);
  await page.getByRole('button', { name: /^hero #hero/ }).click();
  await page.getByRole('textbox', { name: /^Headline/ }).fill('A headline typed over an old copy');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed on disk since you opened it' })).toBeVisible();
  expect(readFileSync(join(work, file), 'utf8')).toBe(onDisk);
  await page.getByRole('button', { name: 'Load the file from disk' }).click();
  await expect(page.getByRole('textbox', { name: /^Badge/ })).toHaveValue('48-hour deal');
  git('checkout', '--', file);
});

test('an invalid value shows its message at the field, keeps what was typed, and cannot be saved', async ({ page, problems }) => {
  problems.allow(previewScripts);
  problems.allow(/\/__landfall\/pages\/save/); // the 422 this test provokes
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Not saved: \d+ problems? to fix first/)).toBeVisible();
  expect(git('status', '--porcelain')).toBe('');
});

test('a block dragged by its handle moves in the list and in the preview', async ({ page, problems }) => {
  problems.allow(previewScripts);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);
  await expect.poll(() => blockOrder(page)).toEqual(['pricing', 'after-you-pay']);
  await page.getByRole('button', { name: /^Move steps “after-you-pay”/ }).scrollIntoViewIfNeeded();
  const from = await page.getByRole('button', { name: /^Move pricing “pricing”/ }).boundingBox();
  const to = await page.getByRole('button', { name: /^Move steps “after-you-pay”/ }).boundingBox();
  if (!from || !to) throw new Error('the handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In small steps, as a hand moves: motion's Reorder swaps once the card passes its neighbour.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 24, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /^Move pricing “pricing”, position 3/ })).toBeVisible();
  await expect.poll(() => blockOrder(page)).toEqual(['after-you-pay', 'pricing']);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('Duplicate writes a small page that builds on this one, and Make an A/B test the experiment that splits its route', async ({ page, problems }) => {
  problems.allow(previewScripts);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page);

  await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate as a new page' });
  await expect(duplicate.getByRole('textbox', { name: 'Route of the new page' })).toHaveValue('/promo-b');
  await duplicate.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page.getByText('Wrote variants/promo-b.yaml: /promo-b builds on promo.')).toBeVisible();
  await expect(page.getByText('variants/promo-b.yaml', { exact: true })).toBeVisible();
  const written = readFileSync(join(work, 'variants/promo-b.yaml'), 'utf8');
  expect(written).toMatch(/^extends: promo$/m);
  expect(written).toMatch(/^route: \/promo-b$/m);

  await page.goto(`${origin}/studio/pages/edit?file=variants%2Fpromo.yaml`);
  await page.getByRole('button', { name: 'Make an A/B test' }).click();
  const test = page.getByRole('dialog', { name: 'Make an A/B test' });
  await expect(test.getByRole('textbox', { name: 'Route of the challenger' })).toHaveValue('/promo-c');
  await test.getByRole('combobox', { name: 'What counts as a conversion' }).selectOption('payment-paid');
  await test.getByRole('button', { name: 'Make the test' }).click();
  await expect(page.getByText(/Wrote variants\/promo-c\.yaml and experiments\/promo-c-test\.yaml/)).toBeVisible();
  const experiment = readFileSync(join(work, 'experiments/promo-c-test.yaml'), 'utf8');
  expect(experiment).toMatch(/^route: \/promo$/m);
  expect(experiment).toMatch(/^goal: payment-paid$/m);
  expect(experiment).toContain('variant: promo,');
  expect(experiment).toContain('variant: promo-c,');
  // The list says which pages the experiment uses, in the arm each is.
  await page.goto(`${origin}/studio/pages`);
  await expect(page.getByRole('row', { name: /Founding Membership.*\/promo-c/ }).getByText('promo-c-test')).toBeVisible();
  expect(git('status', '--porcelain').trim().split('\n').sort()).toEqual([
    '?? experiments/promo-c-test.yaml',
    '?? variants/promo-b.yaml',
    '?? variants/promo-c.yaml',
  ]);
  git('clean', '-fdq');
});

for (const width of [375, 1280]) {
  test(`the editor passes axe at ${width} px`, async ({ page, problems }) => {
    problems.allow(previewScripts);
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    await page.getByRole('button', { name: /^hero #hero/ }).click();
    await expect(page.getByRole('textbox', { name: /^Headline/ })).toBeVisible();
    await scanAndShoot(page, `page-editor-${width}`);
  });
}

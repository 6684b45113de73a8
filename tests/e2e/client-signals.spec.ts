import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import { expect, test, visit } from './support';

/**
 * Spec §9's suspicious clicking in a real browser (issue 14): eleven presses, each within 100 ms
 * of the previous, make exactly one security event in the embedded database, carrying the
 * browser's random id; more presses on the same page view send nothing more.
 */

/** The preview's client events of one browser, oldest first, read from a copy of its folder (PGlite has one connection, held by the server). */
async function storedEvents(browserId: string): Promise<Record<string, unknown>[]> {
  const source = process.env.LANDFALL_E2E_DATA_DIR;
  if (!source) throw new Error('LANDFALL_E2E_DATA_DIR is set by playwright.config.ts');
  const copy = join(mkdtempSync(join(tmpdir(), 'landfall-signals-')), 'db');
  cpSync(source, copy, { recursive: true, filter: (path) => !/landfall\.lock|postmaster\.pid/.test(path) });
  const db = await PGlite.create({ dataDir: copy });
  try {
    return (
      await db.query<Record<string, unknown>>('select action, details, occurrences from security_events where browser_id = $1 order by created_at', [browserId])
    ).rows;
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The client events the page sends, as sent, and a wait for the next one's answer. */
function clientEvents(page: Page) {
  const isEvent = (url: string) => url.endsWith('/rest/v1/rpc/log_client_event');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isEvent(request.url())) sent.push(request.postData() ?? '');
  });
  return { sent, answered: () => page.waitForResponse((response) => isEvent(response.url())) };
}

/** Developer tools docked in the window: the page is left 900 × 600 px, and the window keeps its size. */
async function dockDevtools(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setDeviceMetricsOverride', { width: 900, height: 600, deviceScaleFactor: 1, mobile: false });
}

test('11 rapid clicks make exactly one suspicious_clicking event with the browser id, and more clicks make no second', async ({ page }) => {
  const { sent, answered } = clientEvents(page);
  await visit(page, '/howispossible');
  // The listeners come with the page's code (here a text page's inline script), which runs after the page has painted.
  await page.waitForFunction(() => window.__landfallReady === true);
  const heading = page.getByRole('heading', { level: 1 });
  const box = await heading.boundingBox();
  if (!box) throw new Error('the page has no visible h1');
  const press = async (times: number) => {
    for (let i = 0; i < times; i++) await page.mouse.click(box.x + 5, box.y + box.height / 2);
  };

  // That ten are not a signal, and a slower click starts the count again, is signals.test.ts's, on
  // an injected clock; here the eleventh is the one reported.
  const first = answered();
  await press(11);
  expect((await first).status()).toBe(200);
  const browserId = await page.evaluate(() => localStorage.getItem('landfall-browser-id'));
  expect(browserId).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ action: 'suspicious_clicking', browserId, details: { clicks: 11, tag: 'h1' } });

  // Thirty more, then another signal: reports leave in the order they are made, so a second
  // clicking report would come before the developer-tools one.
  await press(30);
  const docked = answered();
  await dockDevtools(page);
  expect((await docked).status()).toBe(200);
  expect(sent.map((body) => JSON.parse(body).action)).toEqual(['suspicious_clicking', 'devtools_open']);
  expect(await storedEvents(browserId!)).toEqual([
    {
      action: 'suspicious_clicking',
      occurrences: 1,
      details: expect.objectContaining({ message: 'More than 10 clicks, each within 100 ms of the previous', clicks: 11, tag: 'h1', route: '/howispossible' }),
    },
    expect.objectContaining({ action: 'devtools_open', occurrences: 1 }),
  ]);
});

test('resizing the window, as a phone turning or a window snapping does, logs nothing; tools docked afterwards are the first and only report (was: a turn logged a 437 px gap)', async ({
  page,
}) => {
  const { sent, answered } = clientEvents(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/howispossible');
  await page.waitForFunction(() => window.__landfallReady === true);
  // The page's own listener runs before this one, so once this one has seen a size, so has the page.
  await page.evaluate(() => {
    addEventListener('resize', () => document.documentElement.setAttribute('data-resized', String(innerWidth)));
  });
  const first = answered();
  // Each turn follows the last as soon as the page has its size, before its resize event has run:
  // that event then reads the next window around this page.
  const turns = [
    { width: 375, height: 812 },
    { width: 812, height: 375 },
    { width: 1600, height: 900 },
  ];
  for (const size of [...turns, ...turns, ...turns, ...turns]) {
    await page.setViewportSize(size);
    await page.waitForFunction((width) => innerWidth === width, size.width);
  }
  await expect(page.locator('html')).toHaveAttribute('data-resized', '1600');
  // Docked developer tools take 700 px of the 1600 × 900 page's width and 300 of its height. The
  // report is sent once per visit: had any resize above been logged, it would be first, not this.
  await dockDevtools(page);
  expect((await first).status()).toBe(200);
  expect(sent.map((body) => JSON.parse(body))).toEqual([expect.objectContaining({ action: 'devtools_open', details: { widthGap: 700, heightGap: 300 } })]);
});

import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium';
import { probeScript, shownAfterLoad, tapDuration, watchFor } from './in-page';

/** A phone: touch input, mobile viewport, as most visitors arrive. */
const phone = devices['Pixel 7'];
const quietMs = 3_000;
const quietCapMs = 20_000;
const waitMs = 15_000;

/** The page's main control: More Info, else any action button. */
const infoAction = `[data-action*='"info"']`;
/** Controls that open one of the page's dialogs; a pay button opens another site instead. */
const dialogAction = `[data-action*='"kind":"info"'], [data-action*='"kind":"apply"'], [data-action*='"kind":"partner"']`;
/** The page's real dialogs (src/interactive/dialogs); `dialog` also matches the busy frame shown while they load. */
const realDialog = '[data-dialog]';
const dialog = '[role="dialog"], dialog[open]';
/**
 * The cookie banner: prerendered and shown by a behaviour (data-consent-banner), or, in builds
 * before that, a section a React island renders after hydration.
 */
const bannerHost = '[data-consent-banner], [data-island*="cookie-consent"]';
const banner = '[data-consent-banner], [data-island*="cookie-consent"] section';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

export interface ScriptLoad {
  url: string;
  /** gzip bytes: as served when the server gzipped it, else gzipped here (Brotli answers are gzipped here to compare). */
  gzip: number;
  encoding: string;
  /** react-dom's renderer, or only React's element factory (react/jsx-runtime). */
  react: 'renderer' | 'elements' | null;
}

export interface IdleSample {
  scripts: ScriptLoad[];
  gzip: number;
  requests: number;
  react: 'yes' | 'jsx' | 'no';
}

async function scriptLoad(request: Request): Promise<ScriptLoad> {
  const response = await request.response();
  if (!response) throw new Error(`no response for ${request.url()}`);
  const body = await response.body();
  const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
  // gzip as the budget counts it, whatever the server chose (Brotli is smaller still).
  const gzip = encoding === 'gzip' ? (await request.sizes()).responseBodySize : gzipSync(body).length;
  const text = body.toString('utf8');
  // Markers read from the built chunks: react-dom registers with the DevTools hook; React's
  // elements (also the tiny jsx-runtime chunk) carry the transitional element symbol.
  const react = text.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__') ? 'renderer' : text.includes('react.transitional.element') ? 'elements' : null;
  return { url: new URL(request.url()).pathname, gzip, encoding, react };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The JavaScript a visitor downloads without touching anything: load the page, then wait until
 * the network has been quiet for 3 s (at least 3 s after load), with no input of any kind.
 * Inline scripts are not requests and are not counted.
 */
export async function measureIdle(browser: Browser, url: string): Promise<IdleSample> {
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  let lastActivity = Date.now();
  let counting = true;
  const loads: Promise<ScriptLoad>[] = [];
  page.on('request', () => (lastActivity = Date.now()));
  page.on('requestfailed', () => (lastActivity = Date.now()));
  page.on('requestfinished', (request) => {
    lastActivity = Date.now();
    if (counting && request.resourceType() === 'script' && request.url().startsWith('http')) loads.push(scriptLoad(request));
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const loaded = Date.now();
    for (;;) {
      const now = Date.now();
      if ((now - lastActivity >= quietMs && now - loaded >= quietMs) || now - loaded >= quietCapMs) break;
      await sleep(100);
    }
    counting = false;
    const scripts = await Promise.all(loads);
    const react = scripts.some((s) => s.react === 'renderer') ? 'yes' : scripts.some((s) => s.react === 'elements') ? 'jsx' : 'no';
    return { scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), requests: scripts.length, react };
  } finally {
    await context.close();
  }
}

export interface TapSample {
  /** What was tapped and waited for: an action's dialog, the cookie banner's Accept, or nothing. */
  kind: 'dialog' | 'banner' | 'none';
  target: string | null;
  /** pointerdown → first frame with a dialog shown, the busy frame counting (or the banner gone); null if it never came. */
  ms: number | null;
  /** pointerdown → first frame with the real dialog shown (the same as `ms` for the banner). */
  readyMs: number | null;
  /** Load event → first frame with the banner shown, when the banner was the control. */
  bannerShownMs: number | null;
}

async function firstShown(page: Page, selector: string): Promise<Locator | null> {
  const shown = page.locator(selector).filter({ visible: true });
  return (await shown.count()) ? shown.first() : null;
}

async function tapAndWait(
  page: Page,
  target: Locator,
  selector: string,
  shown: boolean,
  ready?: string,
): Promise<{ ms: number | null; readyMs: number | null }> {
  await page.evaluate(watchFor(selector, shown, waitMs, ready));
  await target.tap({ timeout: waitMs });
  await page.waitForFunction('window.__landfallBench.down !== null', undefined, { timeout: waitMs });
  const result: unknown = await page.evaluate(tapDuration);
  const read = (key: string) => {
    const value: unknown = result && typeof result === 'object' ? Reflect.get(result, key) : null;
    return typeof value === 'number' ? value : null;
  };
  return { ms: read('first'), readyMs: read('ready') };
}

/**
 * A tap right after the load event on a phone whose CPU is 4× slower, timed in the page from
 * the pointerdown to the first animation frame showing the result.
 */
export async function measureTap(browser: Browser, url: string): Promise<TapSample> {
  const context = await browser.newContext({ ...phone, ignoreHTTPSErrors: true });
  await context.addInitScript({ content: probeScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const action = (await firstShown(page, infoAction)) ?? (await firstShown(page, dialogAction));
    if (action) {
      const target = `${(await action.textContent())?.trim().slice(0, 40) ?? ''} ${(await action.getAttribute('data-action')) ?? ''}`.trim();
      return { kind: 'dialog', target, ...(await tapAndWait(page, action, dialog, true, realDialog)), bannerShownMs: null };
    }
    if (!(await page.locator(bannerHost).count()))
      return { kind: 'none', target: 'no visible dialog button, no cookie banner', ms: null, readyMs: null, bannerShownMs: null };
    const shownAfter: unknown = await page.evaluate(shownAfterLoad(banner, waitMs));
    const bannerShownMs = typeof shownAfter === 'number' ? shownAfter : null;
    if (bannerShownMs === null) return { kind: 'banner', target: 'banner never shown', ms: null, readyMs: null, bannerShownMs };
    const box = page.locator(banner).filter({ visible: true }).first();
    const accept = box
      .locator('[data-consent="accept"]')
      .or(box.getByRole('button', { name: /^(accept|aceptar)/i }))
      .first();
    return { kind: 'banner', target: 'cookie banner: Accept', ...(await tapAndWait(page, accept, banner, false)), bannerShownMs };
  } finally {
    await context.close();
  }
}

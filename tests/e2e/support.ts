import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type BrowserContext, type Page, type ConsoleMessage } from '@playwright/test';

export { expect };

export const root = join(import.meta.dirname, '..', '..');
// resolve, not join: LANDFALL_DIST may be absolute (/tmp/x-dist), which join would put under root.
export const distDir = resolve(root, process.env.LANDFALL_DIST ?? 'dist');

/** The paths in the built sitemap, like "/" and "/mansion" (the not-found page is not listed). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (!routes.length) throw new Error(`${distDir}/sitemap.xml lists no page`);
  return routes;
}

export const unknownPath = '/does-not-exist';

/** React's own words for a server/client difference, in any console message type. */
const hydrationWords = /hydrat|did not match|mismatch/i;

/**
 * Everything a visitor's console would show as wrong: console errors, hydration warnings,
 * uncaught exceptions, failed requests and 4xx/5xx answers (a missing favicon or video too).
 */
export class Problems {
  readonly items: string[] = [];
  private allowed: RegExp[] = [];

  /**
   * `resized`: the test turns the page through window sizes, and Chromium cancels a picture one
   * size chose when the next size (or the next page) picks another source before it arrived.
   */
  constructor(page: Page, { expectedStatus, resized = false }: { expectedStatus?: (url: string) => boolean; resized?: boolean } = {}) {
    page.on('console', (message: ConsoleMessage) => {
      const text = message.text();
      if (this.isAllowed(text) || this.isAllowed(message.location().url)) return;
      // Chromium logs the not-found page's own 404 as a failed resource.
      if (expectedStatus?.(message.location().url) && /status of 404/.test(text)) return;
      if (message.type() === 'error') this.items.push(`console.error: ${text} (${message.location().url})`);
      else if (hydrationWords.test(text)) this.items.push(`hydration ${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => {
      if (!this.isAllowed(error.message)) this.items.push(`page error: ${error.message}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      // Chromium cancels media range requests on its own when it seeks or has buffered enough.
      if (request.resourceType() === 'media' && failure === 'net::ERR_ABORTED') return;
      if (resized && request.resourceType() === 'image' && failure === 'net::ERR_ABORTED') return;
      if (this.isAllowed(request.url())) return;
      this.items.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
    });
    page.on('response', (response) => {
      if (response.status() < 400 || this.isAllowed(response.url())) return;
      if (expectedStatus?.(response.url())) return;
      this.items.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  }

  /** Ignores messages and requests this test provokes on purpose. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  private isAllowed(text: string): boolean {
    return this.allowed.some((p) => p.test(text));
  }
}

/**
 * The client entry loads after the load event and runs each behaviour (the small scripts that
 * enhance the prerendered markup); a behaviour's element gets `data-hydrated` once it is live
 * (src/interactive/client/enhance.ts). React islands hydrate only when a visitor reaches for them; a test
 * that needs one live waits for its own `[data-island][data-hydrated]` after acting on it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('[data-behaviour]:not([data-hydrated])'), 'behaviours not running yet').toHaveCount(0, { timeout: 10_000 });
}

/**
 * Draws the sections a page skips until a visitor scrolls near them (content-visibility: auto),
 * as a scrolling visitor would see them: axe reads colours from rendered boxes.
 */
export async function drawEverySection(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * Waits for every animation and transition on the page that has an end (dialog entries, toasts)
 * to finish; endless ones (a marquee, a pulsing tag) are left running. Axe judges the colours a
 * visitor reads once the page is still, not a frame of a fade: a section first rendered when a
 * scan unlocks it (content-visibility) can fade in from the colours it had before the stylesheet
 * arrived, when the browser styled the page early (pingwell.spec.ts failed on a button caught
 * mid-fade).
 */
export async function transitionsDone(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      // A paused animation (a toast holding still under the pointer) would never finish.
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    // Capped: an animation the page pauses or restarts must not hang the test; axe runs either way.
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() => undefined);
  });
}

/** Opens a path, checks the status and waits for hydration. */
export async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await waitForHydration(page);
}

type Fixtures = { problems: Problems; visitor: string };

/**
 * `lf_arms` naming the control of every experiment of the build, so that a page under test is the
 * same on every run whatever the experiment's dates (experiments/*.yaml): a test of the arms
 * themselves clears it (context.clearCookies()).
 */
function controlsCookie(): string {
  const file = join(distDir, '_experiments.json');
  if (!existsSync(file)) return '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { experiments: { id: string; control: string }[] };
  return manifest.experiments.map((e) => `${e.id}.${e.control}`).join('~');
}
const controls = controlsCookie();

/** Counts the tests of this worker, so each gets its own visitor address. */
let visitors = 0;

/**
 * `page` comes with a Problems recorder, checked after every test: any test that passes also
 * proves the page logged no error, threw nothing and requested nothing that failed. Requests to
 * other sites get a stand-in page.
 */
export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      // This machine has no internet: other sites a page frames or opens (the booking page) are
      // answered by a stand-in, so a test that scrolls past the scheduling section does not fail
      // on a name that cannot resolve. A test about such a site routes it itself (page routes win).
      await page.context().route(
        (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
      );
      const problems = new Problems(page, { expectedStatus: (url) => URL.canParse(url) && new URL(url).pathname === unknownPath });
      await use(problems);
      expect(problems.items, 'console errors, page errors, hydration warnings or failed requests').toEqual([]);
    },
    { auto: true },
  ],
  // Each test is its own visitor. playwright.config.ts starts the embedded server with
  // LANDFALL_CLIENT_IP_HEADER=cf-connecting-ip (as behind Cloudflare in production), so rate
  // limits count per test as they count per visitor. Without it every request of a run came from
  // 127.0.0.1, and the fifth application of the whole run was refused (429).
  visitor: [
    async ({ page, baseURL }, use) => {
      visitors += 1;
      const address = `2001:db8:${(process.pid % 0x10000).toString(16)}:${visitors.toString(16)}::1`;
      await page.context().setExtraHTTPHeaders({ 'cf-connecting-ip': address });
      if (controls) await page.context().addCookies([{ name: 'lf_arms', value: controls, url: baseURL }]);
      await use(address);
    },
    { auto: true },
  ],
});

/**
 * Holds every request whose address matches `url` until `release()`, to act on a page while what
 * it asked for is on the way; `requested` settles when one arrives, `wasRequested()` says whether
 * one has.
 */
export async function holdRequests(context: BrowserContext, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  let seen = false;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await context.route(url, async (route) => {
    seen = true;
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release, wasRequested: () => seen };
}

/** Holds every request for a built chunk (`main`, `dialog-host`, `membership-form.island`…), as holdRequests does. */
export const holdChunk = (context: BrowserContext, chunk: string) => holdRequests(context, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));

/** Two frames of the page: a style or size change made before it has been laid out and painted by then. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

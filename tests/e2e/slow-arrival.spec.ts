import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { drawEverySection, expect, holdRequests, test, twoFrames } from './support';

// A trace's DOM snapshots style the page themselves, stylesheet or not (seen locally, where a
// failed test keeps its trace): the last test here is about what styles a page before its stylesheet.
test.use({ trace: 'off' });

/**
 * A page whose HTML arrives in two parts, as on a slow connection or a phone too busy to parse it
 * in one go. A proxy in front of the preview sends /promo up to `cut`, holds the rest until the test
 * lets it go, and passes every other request through.
 */
async function heldPage(baseURL: string, cutAt: (html: string) => number) {
  const html = await (await fetch(`${baseURL}/promo`)).text();
  const cut = cutAt(html);
  expect(cut, 'the cut is inside the page').toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let stylesheetSent!: () => void;
  const stylesheet = new Promise<void>((resolve) => (stylesheetSent = resolve));
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (path === '/promo') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      await released;
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(`${baseURL}${path}`, { method: request.method });
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
    if (path.endsWith('.css')) stylesheetSent();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/promo`;
  // Closed after the test's own checks of the console: the page may still load its code through it.
  servers.push(server);
  return { url, stylesheet, release };
}

const servers: Server[] = [];
test.afterAll(() =>
  Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  ),
);

/** Notes what the first frame the browser renders holds, and every layout shift after it. */
async function watchFirstFrame(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'true');
    const w = window as unknown as { firstFrame?: { heroButtons: number; pricing: boolean }; shift: number };
    w.shift = 0;
    requestAnimationFrame(() => {
      w.firstFrame = {
        heroButtons: document.querySelectorAll('#hero button').length,
        pricing: !!document.querySelector('[data-block="pricing"]'),
      };
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const firstFrame = () => page.evaluate(() => (window as unknown as { firstFrame?: { heroButtons: number; pricing: boolean } }).firstFrame ?? null);
  return { firstFrame, shift: () => page.evaluate(() => (window as unknown as { shift: number }).shift) };
}

test.describe('a page whose HTML arrives slowly, at 390px', () => {
  test('is not painted with half a hero that then moves up (was: /promo shifted 0.13 on a busy machine)', async ({ page, baseURL }) => {
    // Cut in the middle of the hero: its badge has arrived, its headline and buttons not yet.
    const held = await heldPage(baseURL!, (html) => html.indexOf('<h1'));
    try {
      const { firstFrame, shift } = await watchFirstFrame(page);
      await page.goto(held.url, { waitUntil: 'commit' });
      await held.stylesheet;
      // With the stylesheet in, nothing else keeps an unprotected browser from painting the half
      // hero it has. Polled by time, not by frame (no frame may come). This wait only bounds how
      // long the test gives a faulty page to paint: on a slow machine the test can pass without
      // seeing the fault, never fail without one.
      await page.waitForFunction(() => 'firstFrame' in window, undefined, { polling: 50, timeout: 2_000 }).catch(() => undefined);
      held.release();
      await page.waitForLoadState('load');
      await expect.poll(firstFrame, { message: 'the first frame came after the hero was whole' }).toEqual(expect.objectContaining({ heroButtons: 2 }));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await shift(), 'layout shift').toBeLessThan(0.01);
    } finally {
      held.release();
    }
  });

  test('is painted as soon as its first block is whole, before the rest of the page arrives', async ({ page, baseURL }) => {
    // Cut in the middle of the block after the hero.
    const held = await heldPage(baseURL!, (html) => html.indexOf('</h2>', html.indexOf('data-block="pricing"')));
    try {
      const { firstFrame } = await watchFirstFrame(page);
      await page.goto(held.url, { waitUntil: 'commit' });
      await expect.poll(firstFrame, { message: 'a frame was painted while the rest was held', intervals: [50] }).toEqual({ heroButtons: 2, pricing: true });
    } finally {
      held.release();
    }
  });
});

/**
 * Records every transition that starts on the page, from its first byte, but the cookie banner's
 * slide into view, which the page's code starts on purpose once it runs.
 */
async function recordTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { transitions: string[] };
    w.transitions = [];
    document.addEventListener(
      'transitionrun',
      (event) => {
        const target = event.target as Element;
        if (!target.matches('[data-consent-banner]')) w.transitions.push(`${target.tagName} ${event.propertyName}`);
      },
      true,
    );
  });
  return async () => {
    // Transitions start in the frame whose style changed: two frames later, any would have.
    await twoFrames(page);
    return page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
  };
}

/**
 * Opens /mex with its stylesheet held back until the parser has read all it may (the page is
 * parsed, or it waits at the script that ends the body), runs `whileHeld`, then lets the stylesheet
 * go and waits for the load. Returns what transitions ran by then.
 */
async function loadWithStylesheetLate(page: Page, whileHeld: () => Promise<void>) {
  const stylesheet = await holdRequests(page.context(), /\/assets\/[^/]+\.css$/);
  const transitions = await recordTransitions(page);
  try {
    await page.goto('/mex', { waitUntil: 'commit' });
    await stylesheet.requested;
    await page.waitForFunction(() => document.readyState !== 'loading' || document.body?.lastElementChild?.tagName === 'SCRIPT');
    await whileHeld();
  } finally {
    stylesheet.release();
  }
  await page.waitForLoadState('load');
  return transitions;
}

test.describe('a page whose stylesheet arrives after its HTML', () => {
  test('styles its form once, with the stylesheet: no transition runs from the browser default colours when it lands (was: /mex ran 237 on the main thread after load in about half the loads)', async ({
    page,
  }) => {
    const transitions = await loadWithStylesheetLate(page, async () => {
      // DOMContentLoaded is when Chrome's autofill styles the page to look at its form.
      expect(await page.evaluate(() => document.readyState), 'DOMContentLoaded waits for the stylesheet').toBe('loading');
    });
    expect(await transitions()).toEqual([]);
  });

  test('a pointer moving over it styles nothing early: no transition runs as it lands or as its sections are drawn (was: /mex ran 41 as it was painted and 234 more as its sections came into view)', async ({
    page,
  }) => {
    const transitions = await loadWithStylesheetLate(page, async () => {
      // The browser finds what is under the pointer, which needs the page styled, stylesheet or not.
      await page.mouse.move(200, 300);
      await page.mouse.move(220, 320);
    });
    expect(await transitions(), 'as the stylesheet lands').toEqual([]);
    await drawEverySection(page);
    expect(await transitions(), 'as every section is drawn').toEqual([]);
  });

  test('when it never comes, shows its text unstyled after 4 s', async ({ page, problems }) => {
    problems.allow(/\/assets\/[^/]*\.css/);
    await page.route('**/assets/*.css', (route) => route.abort());
    // The fallback is a CSS animation of the body: its clock stands still until the test runs it.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto('/mex');
    // By tag: hidden, it is out of the accessibility tree that getByRole reads.
    const heading = page.locator('h1');
    expect(await heading.evaluate((h1) => h1.checkVisibility()), 'hidden while the stylesheet may still come').toBe(false);
    const delays = await page.evaluate(() =>
      document.body.getAnimations().map((animation) => {
        const delay = animation.effect?.getTiming().delay;
        animation.finish();
        return delay;
      }),
    );
    expect(delays).toEqual([4000]);
    await expect(heading).toBeVisible();
  });
});

import { absolute, canonical, copyOf, pageFor, pages, site } from './expected';
import type { Browser, Page } from '@playwright/test';
import { expect, sitemapRoutes, test, unknownPath, visit, waitForHydration } from './support';

const routes = sitemapRoutes();
const unlisted = pages.filter((p) => p.route !== '*' && !p.indexed).map((p) => p.route);

/**
 * The page as fetched with JavaScript off: its body is prerendered and holds everything the YAML
 * says the visitor reads; then, with JavaScript on (`page` is left on the route), hydration changes
 * none of the headings or prices a reader saw first.
 */
async function checkPrerendered(browser: Browser, page: Page, route: string) {
  const data = pageFor(route === unknownPath ? '*' : route);
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noJs.newPage();
    const response = await bare.goto(new URL(route, test.info().project.use.baseURL).href);
    expect(response?.status()).toBe(route === unknownPath ? 404 : 200);
    const html = await response!.text();
    expect(html, 'the body is prerendered').toMatch(/<div id="page">\s*<[a-z]/);
    expect(html, 'the page heading is prerendered').toContain('<h1');

    // Everything the YAML says the visitor reads (headings, questions, answers, prices) is in
    // the HTML itself; hidden answers count, so compare textContent, not innerText.
    const text = ((await bare.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const copy of copyOf(data)) expect(text, `"${copy}" is in the prerendered ${route}`).toContain(copy);

    // Hydration changes nothing a reader sees first: the same headings, the same prices.
    const headingsOf = (p: typeof page) => p.locator('h1, h2, h3').allTextContents();
    const pricesOf = async (p: typeof page) => [...((await p.locator('body').textContent()) ?? '').matchAll(/[$€]\s?\d[\d.,]*/g)].map((m) => m[0]).sort();
    await visit(page, route, route === unknownPath ? 404 : 200);
    expect(await headingsOf(bare)).toEqual(await headingsOf(page));
    expect(await pricesOf(bare)).toEqual(await pricesOf(page));
  } finally {
    await noJs.close();
  }
}

/** The head's tags from the YAML, one visible h1, and every image seen while scrolling down has loaded. */
async function checkHeadAndImages(page: Page, route: string) {
  const data = pageFor(route);

  await expect(page).toHaveTitle(data.title);
  await expect(page.locator('html')).toHaveAttribute('lang', data.locale);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', data.description);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(route));
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', data.title);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', data.description);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical(route));
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', absolute(data.image ?? site.defaultImage));
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', site.siteName);
  if (data.indexed) await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  else await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();

  // Scroll through the page so lazy images load too: a missing file fails the test (HTTP 404
  // is recorded) and so does an image the browser cannot decode. Every image that was in view
  // on the way down is waited for until it has finished (loaded or broken) before it is judged.
  // "In view" is what an IntersectionObserver reports, as for the browser's own lazy loading: an
  // avatar a marquee's overflow clips off to the side is never requested, so it is not judged
  // (its bounding box alone called it in view, and the test failed at random).
  type Seen = { seenImages: Set<HTMLImageElement> };
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const seen = new Set<HTMLImageElement>();
    (window as unknown as Seen).seenImages = seen;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) seen.add(entry.target as HTMLImageElement);
    });
    for (const image of document.images) observer.observe(image);
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    await frame();
    observer.disconnect();
  });
  await expect
    .poll(() => page.evaluate(() => [...(window as unknown as Seen).seenImages].filter((i) => !i.complete).length), {
      message: 'every image seen on the way down has finished loading',
      timeout: 10_000,
    })
    .toBe(0);
  expect(
    await page.evaluate(() => [...(window as unknown as Seen).seenImages].filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src)),
    'no image is broken',
  ).toEqual([]);
}

test.describe('every page', () => {
  // One visit per route for both (they were two tests with a visit each: 31 visits saved).
  for (const route of routes) {
    test(`${route} renders its head tags, its copy and prices with JavaScript off and on, and every image`, async ({ browser, page }) => {
      await checkPrerendered(browser, page, route);
      await checkHeadAndImages(page, route);
    });
  }
  /** Pages kept out of search (indexed: false, like /thank-you) are built and tested all the same. */
  for (const route of unlisted) {
    test(`${route} renders its head tags and every image`, async ({ page }) => {
      await visit(page, route);
      await checkHeadAndImages(page, route);
    });
  }

  test(`the sitemap lists ${routes.length} pages, no not-found page and no unlisted page`, () => {
    expect(routes).toContain('/');
    expect(routes).not.toContain('/404');
    for (const route of unlisted) expect(routes).not.toContain(route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

test.describe('an unknown path', () => {
  test('answers 404 with "Oops! Page not found" and a link home', async ({ page }) => {
    const data = pageFor('*');
    await visit(page, unknownPath, 404);
    await expect(page).toHaveTitle(data.title);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.locator('main a[href="/"], a[href="/"]').first();
    await expect(home).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', data.description);

    await home.click();
    await expect(page).toHaveURL('/');
    await waitForHydration(page);
  });
});

test.describe('prerendered HTML (JavaScript off)', () => {
  test(`${unknownPath} carries its headings and copy without JavaScript`, async ({ browser, page }) => {
    await checkPrerendered(browser, page, unknownPath);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { previewHeaders, hstsHeader } from '../../scripts/security-headers';
import { consentGiven, en, fillFounder, founderDialog, infoRoute, openFounderForm } from './dialog-support';
import type { MembershipFormProps } from '../../src/site/blocks/membership-form/schema';
import { findBlock } from './expected';
import { distDir, expect, sitemapRoutes, test, unknownPath, visit, waitForHydration } from './support';

/**
 * The Content-Security-Policy and the other security headers, as preview serves them (the
 * `_headers` file the build wrote for static hosts): present on every kind of answer, and
 * strict without breaking anything a visitor does.
 */
const expected = previewHeaders(distDir);
const notFoundHtml = readFileSync(join(distDir, '404.html'), 'utf8');

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}
declare global {
  interface Window {
    cspViolations?: Violation[];
    injectedScriptRan?: boolean;
  }
}

// Violations are reported as events queued in order; a deliberate one sent last (an image from
// a host no policy allows) proves every earlier one has arrived before the list is judged.
const sentinel = 'http://csp-sentinel.invalid/probe.png';

/** Records every CSP violation in every page of the context, popups (the checkout tab) included. */
async function recordViolations(context: BrowserContext): Promise<void> {
  // On window, not document: a new tab's first about:blank document is replaced by the page it
  // opens while its window stays (the checkout tab), and the events bubble up to the window.
  await context.addInitScript(() => {
    if (window.cspViolations) return;
    window.cspViolations = [];
    addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations?.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` }),
    );
  });
}

async function violationsOf(page: Page): Promise<Violation[]> {
  await page.evaluate((url) => {
    new Image().src = url;
  }, sentinel);
  await expect
    .poll(() => page.evaluate((url) => window.cspViolations?.some((v) => v.blocked === url), sentinel), { message: 'the sentinel violation arrived' })
    .toBe(true);
  return page.evaluate((url) => window.cspViolations?.filter((v) => v.blocked !== url) ?? [], sentinel);
}

/** Scrolls the page to its end so lazy images and videos are requested too, and waits for the images. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
  });
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.loading !== 'lazy' && !i.complete).length)).toBe(0);
}

const headersOf = (all: Record<string, string>) => Object.fromEntries(Object.keys(expected ?? {}).map((name) => [name, all[name.toLowerCase()]]));

test.describe('security headers', () => {
  test.beforeEach(async ({ context, problems }) => {
    // The sentinel's refusal is logged by Chromium as a console error on purpose.
    problems.allow(/csp-sentinel\.invalid/);
    await recordViolations(context);
  });

  test('the build wrote a policy that allows no inline script except by hash, and no framing', () => {
    expect(expected, `${distDir}/_headers`).toBeDefined();
    const csp = expected!['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(expected).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(expected).not.toHaveProperty(hstsHeader);
  });

  for (const route of [...sitemapRoutes(), '/thank-you?session_id=cs_unknown', unknownPath]) {
    test(`${route} loads, hydrates and scrolls with no CSP violation`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === unknownPath ? 404 : 200);
      expect(headersOf(await response!.allHeaders())).toEqual(expected);
      expect(await response!.headerValue(hstsHeader), 'no HSTS on plain-http preview').toBeNull();
      await waitForHydration(page);
      await scrollThrough(page);
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('a script injected into the page does not run, and is reported', async ({ page, problems }) => {
    problems.allow(/Content Security Policy/);
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
    });
    const violations = await violationsOf(page);
    expect(violations.map((v) => v.directive)).toEqual(['script-src-elem']);
    expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
  });

  test('the founder dialog opens, picks a country code and submits with no CSP violation', async ({ page }) => {
    await consentGiven(page);
    await visit(page, infoRoute);
    const dialog = await openFounderForm(page);
    await fillFounder(page, dialog, { name: 'Ada Lovelace', email: 'csp-founder@example.com', phone: '20 7946 0958' });
    await dialog.getByRole('button', { name: en.founder.form.submit }).click();
    await expect(founderDialog(page)).toHaveAttribute('data-step', 'success');
    expect(await violationsOf(page)).toEqual([]);
  });

  test('pay → test checkout → pay → thank-you → membership saved, with no CSP violation on either tab', async ({ page, context }) => {
    const form = findBlock<MembershipFormProps>('membership-form').block;
    await consentGiven(page);
    await visit(page, '/mansion');
    const popupOpened = page.waitForEvent('popup');
    const checkoutAnswer = context.waitForEvent('response', (r) => r.url().includes('/functions/v1/test-checkout'));
    await page.getByRole('button', { name: 'Pay Now' }).first().click();
    const checkout = await popupOpened;
    expect(headersOf(await (await checkoutAnswer).allHeaders()), 'the backend-served checkout page').toEqual(expected);
    await checkout.waitForURL(/\/functions\/v1\/test-checkout\?/);
    await expect(checkout.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    expect(await violationsOf(checkout)).toEqual([]);

    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.waitForURL(/\/thank-you\?session_id=/);
    await waitForHydration(checkout);
    await checkout.getByLabel(form.nameLabel).fill('Ada Lovelace');
    await checkout.getByLabel(form.emailLabel).fill('csp-member@example.com');
    await checkout.getByLabel(form.phoneLabel).fill('(555) 123-4567');
    await checkout.getByRole('button', { name: form.submitLabel }).click();
    await checkout.waitForURL((url) => url.pathname === '/', { timeout: 6_000 });
    await waitForHydration(checkout);
    expect(await violationsOf(checkout)).toEqual([]);
    expect(await violationsOf(page)).toEqual([]);
    await checkout.close();
  });

  test('a script file and the not-found answer carry the same headers as the pages', async ({ page }) => {
    const html = await page.request.get('/');
    const script = /<script type="module" src="([^"]+)"|import\("([^"]+)"\)/.exec(await html.text());
    const scriptUrl = script?.[1] ?? script?.[2];
    expect(scriptUrl).toBeDefined();
    const js = await page.request.get(scriptUrl!);
    expect(js.status()).toBe(200);
    expect(js.headers()['content-type']).toMatch(/javascript/);
    expect(headersOf(js.headers())).toEqual(expected);
    const missing = await page.request.get(unknownPath);
    expect(missing.status()).toBe(404);
    expect(headersOf(missing.headers())).toEqual(expected);
  });
});

test.describe('an unknown path, for every client', () => {
  for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
    test(`answers 404 with the not-found page to Accept: ${accept ?? '(none)'} (was: an empty body)`, async ({ playwright }) => {
      // A fresh request context sends only the headers named here (no browser Accept).
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: accept ? { accept } : {} });
      const response = await request.get(`${unknownPath}/deeper?x=1`);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toBe(notFoundHtml);
      await request.dispose();
    });
  }

  test('a fetch from the page gets the not-found page; the backend paths answer JSON', async ({ page, problems }) => {
    problems.allow(/no-such-function|no_such_function/);
    await visit(page, '/');
    const answers = await page.evaluate(
      async (paths) => {
        const out = [];
        for (const path of paths) {
          const r = await fetch(path, { headers: { accept: 'application/json' } });
          out.push({ path, status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() });
        }
        return out;
      },
      [unknownPath, '/functions/v1/no-such-function', '/rest/v1/rpc/no_such_function'],
    );
    expect(answers[0]).toMatchObject({ status: 404, type: expect.stringMatching(/^text\/html/), body: notFoundHtml });
    for (const backend of answers.slice(1)) {
      expect(backend.type, backend.path).toMatch(/^application\/json/);
      expect(() => JSON.parse(backend.body), backend.path).not.toThrow();
      expect(backend.body).not.toBe(notFoundHtml);
    }
  });
});

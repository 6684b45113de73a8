import { expect, test } from './support';

/**
 * The preview server compresses as production hosts do: Brotli to browsers that accept it, gzip
 * to the rest. It sent gzip only, so every page was measured about 25% heavier than visitors get
 * it, and /v1's HTML (14.4 kB gzip) needed a second round trip that Brotli (11 kB) does not.
 */
test.describe('compression', () => {
  for (const path of ['/v1', '/family', '/does-not-exist']) {
    test(`${path} is sent with Brotli to a browser that takes it, and gzip to one that does not (was: gzip only)`, async ({ request }) => {
      const br = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers()['content-encoding']).toBe('br');
      expect(br.headers().vary).toMatch(/accept-encoding/i);
      expect(await br.text()).toMatch(/^<!doctype html>/);
      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      expect(await gzip.text()).toBe(await br.text());
    });
  }

  test('the stylesheet and the page code are sent with Brotli too', async ({ page, request }) => {
    await page.goto('/v1');
    const assets = await page.evaluate(() => [
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.href),
      ...[...document.head.querySelectorAll('script')].flatMap((s) => s.textContent?.match(/\/assets\/main-[\w-]+\.js/g) ?? []),
    ]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers()['content-encoding'], asset).toBe('br');
    }
  });
});

import { expect, test, waitForHydration } from './support';

/**
 * The page's code must not compete with its largest paint. Lighthouse counts a request made
 * before the largest contentful paint as part of it, so a hero picture that is painted after the
 * first contentful paint (a large picture takes a while to decode) made /family's LCP 1.10× the
 * script-free page: the entry was requested two frames after the first paint, while the picture
 * was still being decoded.
 */
test.use({ viewport: { width: 412, height: 823 } });

test('the entry is requested only after the hero picture is painted, even when the picture is slow to decode (was: two frames after the first paint, before the picture: /family LCP 1.10× script-free)', async ({
  page,
  browser,
}) => {
  // A hero picture that takes long to decode: a JPEG of many pixels in few bytes, drawn in the browser.
  const maker = await browser.newPage();
  const base64 = await maker.evaluate(async () => {
    const canvas = new OffscreenCanvas(12000, 8000);
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 12000, 8000);
    gradient.addColorStop(0, '#0b3d3a');
    gradient.addColorStop(1, '#f2b134');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 12000, 8000);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  await maker.close();
  await page.route('**/media/heroes/family.jpg', (route) => route.fulfill({ contentType: 'image/jpeg', body: Buffer.from(base64, 'base64') }));
  await page.addInitScript(() => {
    const seen: { time: number; tag: string }[] = [];
    (window as unknown as { lcpSeen: typeof seen }).lcpSeen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number; element: Element | null })[]) {
        seen.push({ time: entry.renderTime || entry.startTime, tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/family');
  await waitForHydration(page);
  const order = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    picture: (window as unknown as { lcpSeen: { time: number; tag: string }[] }).lcpSeen.find((e) => e.tag === 'IMG')?.time,
    entry: performance.getEntriesByType('resource').find((e) => /\/assets\/main-[\w-]+\.js$/.test(e.name))?.startTime,
  }));
  expect(order.picture, 'the hero picture was a largest contentful paint').toBeDefined();
  expect(order.entry, 'the entry was fetched').toBeGreaterThan(order.picture!);
});

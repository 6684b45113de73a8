import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

/**
 * Full-page screenshots of built pages at phone and desktop width, to look at before a page ships.
 * Scrolls through each page first so lazy images and sections have loaded.
 *
 *   npx vite preview --outDir dist --port 4400 &
 *   npm run shots -- --url http://localhost:4400 --routes /v1,/city --out shots
 *
 * Writes <out>/<route>-<width>-<n>.png (the home page is "home"): the page cut into pieces of
 * 1600 px, so a long page stays readable when opened as an image.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:4173' },
    routes: { type: 'string', default: '/' },
    out: { type: 'string', default: 'shots' },
    widths: { type: 'string', default: '375,1280' },
  },
});

const routes = values.routes
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const widths = values.widths.split(',').map(Number);
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
    for (const route of routes) {
      await page.goto(new URL(route, values.url).href, { waitUntil: 'load' });
      // Sections skip painting until near the viewport (content-visibility: auto), which a
      // full-page capture never is: paint them all, as a visitor scrolling would see them.
      await page.addStyleTag({ content: 'section{content-visibility:visible!important}' });
      // Likewise every lazy image, which a quick scroll may pass before it has loaded.
      await page.evaluate(() => {
        for (const img of document.querySelectorAll('img[loading=lazy]')) img.setAttribute('loading', 'eager');
      });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '-');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = 1600;
      for (let n = 0; n * slice < height; n++) {
        const file = join(values.out, `${name}-${width}-${n + 1}.png`);
        const clip = { x: 0, y: n * slice, width, height: Math.min(slice, height - n * slice) };
        await page.screenshot({ path: file, fullPage: true, clip });
        console.log(file);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}

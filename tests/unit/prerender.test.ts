import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build-site';
import { repoRoot, tempDir } from './engine/variants-dir';

const outDir = tempDir('prerender');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

beforeAll(async () => {
  const result = await buildSite({ root: repoRoot, outDir, quiet: true });
  expect(result.messages).toEqual([]);
}, 60_000);

const routes: [string, string, string[]][] = [
  ['/', 'index.html', ['World Cup of Land', 'Live Country Status', '$6,500', 'role="timer"', '>48</span>', 'Only 100 per country!']],
  ['/mansion', 'mansion.html', ['$365,000', '$500', 'Last spots at this price']],
  ['/howispossible', 'howispossible.html', ['2 million']],
  ['/terms', 'terms.html', ['Laramie County', 'August 1, 2025']],
  ['/privacy', 'privacy.html', ['August 1, 2025']],
  ['/cookies', 'cookies.html', ['August 1, 2025']],
];

describe('prerendered output', () => {
  it.each(routes)('%s is written to %s with its content in the HTML', (route, file, texts) => {
    const html = read(file);
    for (const text of texts) expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="https://landfall.example${route}">`);
    expect(html).toContain(`<meta property="og:url" content="https://landfall.example${route}">`);
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:type', 'og:locale']) {
      expect(html).toMatch(new RegExp(`<meta property="${tag}" content="[^"]+">`));
    }
  });

  it('unknown paths get 404.html with the not-found page, kept out of search engines', () => {
    const html = read('404.html');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('lists every public route in sitemap.xml and points robots.txt at it', () => {
    const sitemap = read('sitemap.xml');
    for (const [route] of routes) expect(sitemap).toContain(`<loc>https://landfall.example${route}</loc>`);
    expect(sitemap).not.toContain('404');
    expect(read('robots.txt')).toContain('Sitemap: https://landfall.example/sitemap.xml');
  });

  it('requests JavaScript only after the load event, and never preloads it', () => {
    for (const [, file] of routes) {
      const html = read(file);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toMatch(/<script[^>]+type="module"/);
      const scripts = html.match(/<script>[^<]*<\/script>/g) ?? [];
      for (const script of scripts) expect(script).toMatch(/^<script>addEventListener\('load',/);
    }
  });

  it('ships a favicon', () => {
    expect(existsSync(join(outDir, 'favicon.ico'))).toBe(true);
  });
});

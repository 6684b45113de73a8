import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build-site';
import { outputFileFor } from '../../src/render/site-pipeline';
import { blocks } from '../../src/site/engine';
import type { BlockData } from '../../src/engine/page-schema';
import { loadSite } from '../../src/site/engine';
import { formControls, pageLoader, stylesheetHold, unstyledBody } from '../../src/render/document';
import { inlineScriptsOf } from '../../scripts/security-headers';
import { pageKind } from '../../src/render/page-script';
import { repoRoot, tempDir } from './engine/variants-dir';
import { collectCopy } from '../e2e/copy';

const outDir = tempDir('prerender');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

beforeAll(async () => {
  const result = await buildSite({ root: repoRoot, outDir, quiet: true });
  expect(result.messages).toEqual([]);
});

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
    // Nothing is painted before the first block is whole (tests/e2e/slow-arrival.spec.ts).
    expect(html).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
    expect(html.match(/<main id="main"><div data-block="[^"]+"[^>]*>.*?<template id="first-screen-end"><\/template>/s), 'after the first block').not.toBeNull();
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

  it('has one inline script: the page loader (tests/unit/page-loader.test.ts), or on a text page its own behaviours (tests/unit/page-scripts.test.ts); never preloads JavaScript', () => {
    for (const [, file] of routes) {
      const html = read(file);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toMatch(/<script[^>]+src=/);
      const scripts = inlineScriptsOf(html);
      const entry = html.match(/import\("(\/assets\/main-[\w-]+\.js)"\)/)?.[1];
      if (pageKind(html) === 'text') {
        expect(entry, `${file} is a text page: no client entry`).toBeUndefined();
        expect(scripts, file).toHaveLength(1);
        expect(scripts[0], file).toContain('[data-behaviour]');
        continue;
      }
      expect(entry, `${file} imports the client entry`).toBeDefined();
      // Only the membership form's page reads the query in CSS (html[data-query], src/styles.css).
      const loader = pageLoader(entry!, { query: html.includes('data-session=') });
      // A page with form controls also ends with the stylesheet hold (the next test).
      expect(scripts).toEqual(formControls.test(html) ? [loader, ...inlineScriptsOf(stylesheetHold)] : [loader]);
    }
  });

  it("hides every page's body until its stylesheet, which shows it again from outside any layer, so nothing on a page is styled without it", () => {
    for (const [, file] of routes) {
      const html = read(file);
      const rule = html.indexOf(unstyledBody);
      expect(rule, `${file} hides its body`).toBeGreaterThan(html.indexOf('<head>'));
      expect(rule, `${file}: before its stylesheet`).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    }
    const [stylesheet] = readdirSync(join(outDir, 'assets')).filter((name) => /^styles-.*\.css$/.test(name));
    const css = read(`assets/${stylesheet}`);
    const shows = css.indexOf('body{content-visibility:visible;animation:none}');
    expect(shows, 'the stylesheet shows the body').toBeGreaterThan(0);
    // Outside every @layer block: a layered rule would lose to the page's unlayered one.
    const depth = [...css.slice(0, shows)].reduce((open, char) => open + (char === '{' ? 1 : char === '}' ? -1 : 0), 0);
    expect(depth, 'unlayered').toBe(0);
  });

  it('does not style form controls before the stylesheet: a page with them ends with a script the parser runs only after the stylesheet, so DOMContentLoaded (when autofill looks at the form) follows it', () => {
    const files = ['index.html', 'mex.html', 'home-sumba.html', 'contact.html', 'terms.html', '404.html'].filter((file) => existsSync(join(outDir, file)));
    let withForms = 0;
    for (const file of files) {
      const html = read(file);
      if (!formControls.test(html)) {
        expect(html, `${file} has no form control: nothing to hold`).not.toContain(stylesheetHold);
        continue;
      }
      withForms++;
      expect(html.trimEnd().endsWith(`${stylesheetHold}\n</body>\n</html>`), `${file} ends with the hold`).toBe(true);
      expect(html.indexOf('<link rel="stylesheet"'), `${file}: the stylesheet comes first`).toBeLessThan(html.indexOf(stylesheetHold));
      expect(html.slice(html.lastIndexOf('<input')).indexOf(stylesheetHold), `${file}: after the last control`).toBeGreaterThan(0);
    }
    expect(withForms).toBeGreaterThanOrEqual(3);
  });

  it('ships a favicon', () => {
    expect(existsSync(join(outDir, 'favicon.ico'))).toBe(true);
  });
});

/**
 * Every route, every block: the built HTML names each block it rendered (data-block), so a
 * block that is missing, doubled or out of place fails here even when the rest of the page is
 * right (was: a renderer that kept only the first two blocks passed every prerender test).
 */
const variants = loadSite({ root: repoRoot }).pages.map((p) => p.data);

/** The blocks the HTML names, in document order, as "type#id" ("type" when it has no id). */
const blocksInHtml = (html: string) =>
  [...html.matchAll(/<div data-block="([^"]+)"(?: data-block-id="([^"]+)")?/g)].map(([, type, id]) => (id ? `${type}#${id}` : type!));

const nameOf = (b: BlockData) => (b.id ? `${b.type}#${b.id}` : b.type);

/** The variant's blocks where the page places them: <main> in list order, then footers and banners. */
function inPageOrder(list: BlockData[]): BlockData[] {
  const placed = (where: 'main' | 'after-main') =>
    list.filter((b) => ((blocks as Record<string, { placement?: string }>)[b.type]?.placement ?? 'main') === where);
  return [...placed('main'), ...placed('after-main')];
}

/** The visible text of each block's slice of the HTML, from its marker to the next one. */
function textPerBlock(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
  return html
    .split(/<div data-block="/)
    .slice(1)
    .map((part) =>
      part
        // Emphasis sits inside a sentence ("**Cheapest Homes**, Ranked"): no space where it ends.
        .replace(/<\/?(strong|em)\b[^>]*>/g, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]!)
        .replace(/\s+/g, ' '),
    );
}

/** What a reader sees of a block's data: headlines, headings, labels, questions, answers, texts. */
const blockCopyKeys = new Set([
  'headline',
  'heading',
  'title',
  'question',
  'answer',
  'priceLine',
  'price',
  'tag',
  'badge',
  'label',
  'caption',
  'counter',
  'eyebrow',
  'intro',
  'text',
]);
/**
 * Copy with live placeholders ("Only {n} spots left") is looked for by its fixed words; a
 * personalised slot ({param:utm_term|Own land in Sumba}) by the default it shows without the router.
 */
const copyOfBlock = (block: BlockData): string[] =>
  collectCopy(block, blockCopyKeys).flatMap((text) =>
    text
      // The default is a span of its own: looked for apart from the words around it.
      .split(/\{param:[^|{}]*\|([^{}]*)\}/)
      .flatMap((part) => part.split(/\{[a-zA-Z]+\}/))
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Renders nothing on the server on purpose: only the browser knows whether a visitor chose. */
const clientOnly = new Set(['cookie-banner']);

describe('every block of every route is prerendered once, in order', () => {
  it('covers every variant, the not-found page included', () => {
    expect(variants.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/mansion', '/thank-you', '*']));
  });

  it.each(variants.map((p) => [p.route, p] as const))('%s', (_route, page) => {
    const html = read(outputFileFor(page.route));
    const expected = inPageOrder(page.blocks);
    expect(blocksInHtml(html)).toEqual(expected.map(nameOf));

    // Each block's own copy is inside its own slice: a block that renders empty, or another
    // block's content in its place, fails too.
    const texts = textPerBlock(html);
    expected.forEach((block, i) => {
      if (clientOnly.has(block.type)) return;
      const copy = copyOfBlock(block);
      expect(copy.length, `${block.type} has copy to look for`).toBeGreaterThan(0);
      for (const text of copy) expect(texts[i], `block ${i} (${block.type}) shows "${text}"`).toContain(text);
    });
  });
});

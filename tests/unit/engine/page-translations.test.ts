import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSitemap } from '../../../scripts/build-site';
import { formatError } from '../../../src/engine/errors';
import { loadSite, engine } from '../../../src/site/engine';
import { renderDocument } from '../../../src/render/document';
import { makeVariantsDir, repoRoot, tempDir } from './variants-dir';

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';

/** A small page in `locale`, with `translations` written as YAML flow text when given. */
const page = (route: string, locale: string, translations?: string, extra = '') =>
  [
    header,
    `route: ${route}`,
    `locale: ${locale}`,
    'title: A page',
    'description: A page in one language.',
    'productId: founder-membership',
    extra,
    translations ? `translations: ${translations}` : '',
    'blocks:',
    '  - type: info-cta',
    '    heading: Hello',
    '    buttons: [{ label: Home, action: { kind: link, href: / } }]',
    '',
  ]
    .filter((line, i) => line || i === 0)
    .join('\n');

function siteWith(files: Record<string, string>) {
  const dir = makeVariantsDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return loadSite({ root: repoRoot, variantsDir: dir });
}

const translationErrors = (site: ReturnType<typeof loadSite>) => site.errors.filter((e) => e.path.startsWith('translations')).map(formatError);

describe('translations between pages', () => {
  it('a reciprocal pair loads, and each page heads its alternates with x-default on the English one', () => {
    const site = siteWith({ 'welcome.yaml': page('/welcome', 'en', '{ es: /bienvenida }'), 'bienvenida.yaml': page('/bienvenida', 'es', '{ en: /welcome }') });
    expect(site.errors.map(formatError)).toEqual([]);
    const spanish = site.pages.find((p) => p.data.route === '/bienvenida')!.data;
    const html = renderDocument(engine.vocabulary.blocks, spanish, site.site!, { stylesheets: [], script: '/main.js' });
    const alternates = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => m[0]);
    expect(alternates).toEqual([
      '<link rel="alternate" hreflang="en" href="https://landfall.example/welcome">',
      '<link rel="alternate" hreflang="es" href="https://landfall.example/bienvenida">',
      '<link rel="alternate" hreflang="x-default" href="https://landfall.example/welcome">',
    ]);
    expect(html).toContain('<html lang="es">');
  });

  it('a page without translations has no alternates', () => {
    const site = siteWith({ 'alone.yaml': page('/alone', 'en') });
    const html = renderDocument(engine.vocabulary.blocks, site.pages.find((p) => p.data.route === '/alone')!.data, site.site!, {
      stylesheets: [],
      script: '/main.js',
    });
    expect(html).not.toContain('hreflang');
  });

  it('a pair that is not reciprocal is an error at the entry nobody answers', () => {
    const site = siteWith({ 'welcome.yaml': page('/welcome', 'en', '{ es: /bienvenida }'), 'bienvenida.yaml': page('/bienvenida', 'es') });
    expect(translationErrors(site)).toEqual([
      'variants/welcome.yaml:7:21 translations.es: /bienvenida (variants/bienvenida.yaml) must name this page back as its "en" translation (translations: { en: /welcome }); it names none',
    ]);
  });

  it('a translation route that does not exist is an error, with a suggestion', () => {
    const site = siteWith({ 'welcome.yaml': page('/welcome', 'en', '{ es: /bienvenid }'), 'bienvenida.yaml': page('/bienvenida', 'es', '{ en: /welcome }') });
    expect(translationErrors(site)).toEqual([
      'variants/bienvenida.yaml:7:21 translations.en: /welcome (variants/welcome.yaml) must name this page back as its "es" translation (translations: { es: /bienvenida }); it names /bienvenid instead',
      'variants/welcome.yaml:7:21 translations.es: No page has route "/bienvenid". Did you mean "/bienvenida"?',
    ]);
  });

  it('a translation listed under another language than its page declares is an error', () => {
    const site = siteWith({ 'welcome.yaml': page('/welcome', 'en', '{ es: /hello }'), 'hello.yaml': page('/hello', 'en', '{ es: /welcome }') });
    expect(translationErrors(site)).toEqual([
      'variants/hello.yaml:7:21 translations.es: /welcome (variants/welcome.yaml) is in "en", not "es": list it under en, or give it locale es',
      'variants/welcome.yaml:7:21 translations.es: /hello (variants/hello.yaml) is in "en", not "es": list it under en, or give it locale es',
    ]);
  });

  it('the sitemap lists the alternates of indexed translations, and only those', () => {
    const site = siteWith({
      'welcome.yaml': page('/welcome', 'en', '{ es: /bienvenida }'),
      'bienvenida.yaml': page('/bienvenida', 'es', '{ en: /welcome }'),
      'private.yaml': page('/private', 'en', '{ es: /privada }', 'indexed: false'),
      'privada.yaml': page('/privada', 'es', '{ en: /private }', 'indexed: false'),
    });
    expect(site.errors.map(formatError)).toEqual([]);
    const out = tempDir('sitemap');
    writeSitemap(out, site.site!, site.pages);
    const xml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      [
        '  <url><loc>https://landfall.example/bienvenida</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://landfall.example/welcome"/>',
        '    <xhtml:link rel="alternate" hreflang="es" href="https://landfall.example/bienvenida"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://landfall.example/welcome"/>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml).not.toContain('privad');
  });
});

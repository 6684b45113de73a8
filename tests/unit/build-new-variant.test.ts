import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build-site';
import { makeVariantsDir, repoRoot, tempDir } from './engine/variants-dir';

describe('adding a variant', () => {
  it('a YAML file dropped into variants/ becomes a prerendered route with no code change', async () => {
    const variantsDir = makeVariantsDir([], { withRealVariants: true });
    writeFileSync(
      join(variantsDir, 'spring-sale.yaml'),
      [
        '# yaml-language-server: $schema=../schemas/variant.schema.json',
        'route: /spring-sale',
        'locale: es',
        'title: Oferta de primavera',
        'description: Una página nueva sin tocar código.',
        'productId: founder-membership',
        'blocks:',
        '  - $ref: "snippets#/legal-en"',
        '    title: "Membresía por {price}"',
      ].join('\n'),
    );
    const outDir = tempDir('dist');
    const result = await buildSite({ root: repoRoot, variantsDir, outDir, quiet: true });
    expect(result.messages).toEqual([]);
    expect(result.files).toContain('spring-sale.html');
    const html = readFileSync(join(outDir, 'spring-sale.html'), 'utf8');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Oferta de primavera</title>');
    expect(html).toContain('Membresía por $6,500');
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain('/spring-sale</loc>');
    // The studio's Pages screen lists it from the build, read-only.
    const list = JSON.parse(readFileSync(join(outDir, '_pages.json'), 'utf8')) as { writable: boolean; pages: { name: string }[] };
    expect(list).toMatchObject({ writable: false, shared: expect.arrayContaining([{ name: 'site', file: 'variants/_shared/site.yaml' }]) });
    expect(list.pages.find((p) => p.name === 'spring-sale')).toMatchObject({
      file: 'variants/spring-sale.yaml',
      route: '/spring-sale',
      locale: 'es',
      problems: [],
    });
  });

  it('a broken variant fails the build with the same messages as validate', async () => {
    const variantsDir = makeVariantsDir();
    writeFileSync(
      join(variantsDir, 'broken.yaml'),
      '# yaml-language-server: $schema=../schemas/variant.schema.json\nextends: base\nroute: /broken\nlocale: de\n',
    );
    const outDir = tempDir('dist');
    const result = await buildSite({ root: repoRoot, variantsDir, outDir, quiet: true });
    expect(result.ok).toBe(false);
    expect(result.messages).toContain('variants/broken.yaml:4:9 locale: Expected "en" or "es", got "de"');
    expect(existsSync(join(outDir, 'broken.html'))).toBe(false);
  });
});

describe('Spanish shared content', () => {
  it('every shared section the home page uses has a valid Spanish version', async () => {
    const variantsDir = makeVariantsDir([], { withRealVariants: true });
    const home = readFileSync(join(repoRoot, 'variants/home.yaml'), 'utf8');
    const spanish = home
      .replace(/^route: \/$/m, 'route: /es-check')
      .replace(/^locale: en$/m, 'locale: es')
      .replaceAll('#/en"', '#/es"');
    writeFileSync(join(variantsDir, 'es-check.yaml'), spanish);
    const outDir = tempDir('dist');
    const result = await buildSite({ root: repoRoot, variantsDir, outDir, quiet: true });
    expect(result.messages).toEqual([]);
    const html = readFileSync(join(outDir, 'es-check.html'), 'utf8');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Preguntas Frecuentes (FAQ)');
    expect(html).toContain('En Construcción. Abriendo Pronto');
    expect(html).toContain('Planificación');
    expect(html).toContain('Programa tu Llamada Ahora');
    expect(html).toContain('Aplicar para Asociarse con Nosotros');
  });
});

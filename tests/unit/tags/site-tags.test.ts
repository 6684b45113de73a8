import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/engine/errors';
import { loadSite, engine } from '../../../src/site/engine';
import type { Site } from '../../../src/engine/site-schema';
import { renderDocument } from '../../../src/render/document';
import { consentDefaults } from '../../../src/interactive/tags/consent-defaults';
import { makeVariantsDir, repoRoot } from '../engine/variants-dir';
import { allTags } from './tag-page';

/** A site whose site.yaml ends with `tags` (YAML text), loaded as the build loads it. */
function siteWithTags(tags: string) {
  const variantsDir = makeVariantsDir();
  const file = join(variantsDir, '_shared/site.yaml');
  const before = readFileSync(file, 'utf8').split('\n').length - 1;
  appendFileSync(file, tags);
  return { loaded: loadSite({ root: repoRoot, variantsDir }), firstLine: before + 1 };
}

describe('tags in site.yaml', () => {
  it('are optional, and the ids an author writes are what the site holds', () => {
    const { loaded } = siteWithTags('tags:\n  ga4: G-TEST12345\n  googleAds: { id: AW-123456789, label: AbC-D_efG }\n  metaPixel: "123456789012345"\n');
    expect(loaded.errors.map(formatError)).toEqual([]);
    expect(loaded.site?.tags).toEqual(allTags);
  });

  it('a malformed id is one error per mistake, at its line and column, saying what an id looks like', () => {
    const { loaded, firstLine: n } = siteWithTags(
      ['tags:', '  ga4: UA-12345-1', '  googleAds: { id: "123456789", label: "two words" }', '  metaPixel: fb-123', ''].join('\n'),
    );
    expect(loaded.errors.map(formatError)).toEqual([
      `variants/_shared/site.yaml:${n + 1}:8 tags.ga4: Expected a Google Analytics 4 measurement id, like "G-ABC123XYZ9"`,
      `variants/_shared/site.yaml:${n + 2}:20 tags.googleAds.id: Expected a Google Ads conversion id, like "AW-123456789"`,
      `variants/_shared/site.yaml:${n + 2}:40 tags.googleAds.label: Expected a conversion label of letters, digits, "-" and "_", like "AbC-D_efG"`,
      `variants/_shared/site.yaml:${n + 3}:14 tags.metaPixel: Expected a Meta pixel id (digits only), like "123456789012345"`,
    ]);
  });
});

describe('the prerendered head', () => {
  const real = loadSite({ root: repoRoot });
  const home = real.pages.find((page) => page.data.route === '/')!.data;
  const assets = { stylesheets: ['/assets/styles.css'], script: '/assets/main.js' };
  const render = (site: Site) => renderDocument(engine.vocabulary.blocks, home, site, assets);

  it('of a site without tags carries no Consent Mode, no data layer and no tag ids', () => {
    const html = render(real.site!);
    expect(html).not.toMatch(/gtag|dataLayer|landfallTags|googletagmanager|facebook/);
  });

  it('of a site with tags sets Consent Mode v2 defaults before the stylesheet and the page code, and names no tag script', () => {
    const html = render({ ...real.site!, tags: allTags });
    const head = html.slice(0, html.indexOf('</head>'));
    const script = `<script>${consentDefaults(allTags)}</script>`;
    expect(head).toContain(script);
    expect(head.indexOf(script)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head).toContain(`'consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"}`);
    expect(html).not.toMatch(/<script[^>]+src="https:/);
  });

  it('costs a site with tags under 250 bytes of compressed HTML per page (every byte counts against the first round trip)', () => {
    const added = gzipSync(render({ ...real.site!, tags: allTags })).length - gzipSync(render(real.site!)).length;
    expect(added).toBeLessThan(250);
  });
});

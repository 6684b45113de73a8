import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/engine/load-site';
import { makeVariantsDir, repoRoot } from './variants-dir';

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';

/** The page's legal block title, as the page shows it. */
const titleOn = (site: ReturnType<typeof loadSite>, route: string) => {
  const block = site.pages.find((p) => p.data.route === route)?.data.blocks.find((b) => b.id === 'terms');
  return block && 'title' in block ? block.title : undefined;
};

/**
 * `{price}` is the page's own product, formatted in the page's language. A variant that extends
 * another shares the parent's unchanged objects; filling prices must not write into them.
 */
describe('prices in inherited copy', () => {
  it("a copy that extends a page with another product changed the parent's price, depending on file names (was: /base showed the copy's price)", () => {
    const dir = makeVariantsDir();
    writeFileSync(join(dir, 'base.yaml'), `${header}\nroute: /base\nlocale: en\ntitle: Base page\ndescription: A page other fixtures extend.\nproductId: founder-membership\nblocks:\n  - id: terms\n    $ref: "snippets#/legal-en"\n    title: "Membership from {price}"\n`);
    // Named to sort before its parent, so it is filled first.
    writeFileSync(join(dir, 'a-mansion-copy.yaml'), `${header}\nextends: base\nroute: /copy\nproductId: mansion\n`);
    const site = loadSite({ root: repoRoot, variantsDir: dir });
    expect(site.errors).toEqual([]);
    expect(titleOn(site, '/copy')).toBe('Membership from $365,000');
    expect(titleOn(site, '/base')).toBe('Membership from $6,500');
  });

  it('the same pages give the same prices whatever their files are called', () => {
    const titles = ['a-copy', 'z-copy'].map((name) => {
      const dir = makeVariantsDir();
      writeFileSync(join(dir, `${name}.yaml`), `${header}\nextends: base\nroute: /copy\nproductId: mansion\n`);
      const site = loadSite({ root: repoRoot, variantsDir: dir });
      return [titleOn(site, '/base'), titleOn(site, '/copy')];
    });
    expect(titles[0]).toEqual(titles[1]);
  });
});

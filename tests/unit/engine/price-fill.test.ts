import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/site/engine';
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
    writeFileSync(
      join(dir, 'base.yaml'),
      `${header}\nroute: /base\nlocale: en\ntitle: Base page\ndescription: A page other fixtures extend.\nproductId: founder-membership\nblocks:\n  - id: terms\n    $ref: "snippets#/legal-en"\n    title: "Membership from {price}"\n`,
    );
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

/** A page in its language quoting `title`, for the catalogue checks below. */
function pageQuoting(dir: string, locale: 'en' | 'es', title: string) {
  writeFileSync(
    join(dir, `quote-${locale}.yaml`),
    `${header}\nroute: /quote-${locale}\nlocale: ${locale}\ntitle: Quote\ndescription: A page quoting a price.\nproductId: house-subscription\nblocks:\n  - id: terms\n    $ref: "snippets#/legal-en"\n    title: "${title}"\n`,
  );
}

describe('recurring prices and bundles', () => {
  it('a weekly product reads with its interval in the page language (was: "$0.78", nothing said it recurs)', () => {
    const dir = makeVariantsDir();
    pageQuoting(dir, 'en', 'Live anywhere for just {price}');
    pageQuoting(dir, 'es', 'Vive donde quieras por {price:nomadpass-membership}, o {price:house-subscription.amount}');
    const site = loadSite({ root: repoRoot, variantsDir: dir });
    expect(site.errors).toEqual([]);
    expect(titleOn(site, '/quote-en')).toBe('Live anywhere for just $0.78/week');
    expect(titleOn(site, '/quote-es')).toBe('Vive donde quieras por €65/mes, o $0.78');
  });

  it('a bundle whose parts do not add up to its amount fails at its amount, naming the parts', () => {
    const dir = makeVariantsDir();
    const file = join(dir, '_shared/products.yaml');
    const text = readFileSync(file, 'utf8').replace(/(main-offer:\n(?: {2}.*\n)*?) {2}amount: 1150000/, '$1  amount: 1200000');
    writeFileSync(file, text);
    const line = text.split('\n').indexOf('  amount: 1200000') + 1;
    const site = loadSite({ root: repoRoot, variantsDir: dir });
    const mistake = site.errors.find((e) => e.pos?.file.endsWith('products.yaml'));
    expect(mistake?.pos?.line).toBe(line);
    expect(mistake?.message).toBe('1200000 is not what its parts add up to: founder-membership 650000 + glamping-deposit 500000 = 1150000');
  });

  it('a bundle cannot name a missing product, another currency or a recurring part', () => {
    const dir = makeVariantsDir();
    const file = join(dir, '_shared/products.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nbad-bundle:\n  name: Bad\n  amount: 6578\n  parts: [nope, nomadpass-membership, house-subscription]\n`);
    const messages = loadSite({ root: repoRoot, variantsDir: dir })
      .errors.filter((e) => e.path.startsWith('bad-bundle'))
      .map((e) => e.message);
    expect(messages).toEqual([
      'No product "nope" in the catalogue',
      'A bundle charges once: neither it nor its parts may recur',
      'A bundle charges once: neither it nor its parts may recur',
    ]);
  });
});

describe('product ids on a page', () => {
  it('a pay button naming a misspelt product fails at the id, with a suggestion (was: built, then "Unknown product" at checkout)', () => {
    const dir = makeVariantsDir();
    writeFileSync(
      join(dir, 'batches.yaml'),
      `${header}\nroute: /batches\nlocale: en\ntitle: Batches\ndescription: Homes in batches.\nproductId: batch-first\nblocks:\n  - type: info-cta\n    heading: Second batch\n    buttons:\n      - { label: Secure Spot, action: { kind: pay, productId: batch-secnd } }\n`,
    );
    const errors = loadSite({ root: repoRoot, variantsDir: dir }).errors.filter((e) => e.pos?.file.endsWith('batches.yaml'));
    expect(errors.map((e) => `${e.pos?.line}:${e.pos?.col} ${e.path}: ${e.message}`)).toEqual([
      '11:63 blocks[0].buttons[0].action.productId: No product "batch-secnd" in variants/_shared/products.yaml. Did you mean "batch-second"?',
    ]);
  });
});

import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/site/engine';
import { formatError } from '../../../src/engine/errors';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';

/**
 * Mistakes that involve more than one file: shared content reached through `$ref`, the product
 * catalogue every page prices from, and two pages asking for one route. Each is reported once,
 * in the file the author has to change, with the other file named as context.
 */
const crossFile = join(fixtures, 'cross-file');
const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';

/** The test variants folder, with the test FAQ fragment and (unless told) the short test catalogue. */
function variantsDir({ realCatalogue = false } = {}) {
  const dir = makeVariantsDir();
  copyFileSync(join(crossFile, '_shared/faq.yaml'), join(dir, '_shared/faq.yaml'));
  if (!realCatalogue) copyFileSync(join(crossFile, 'products.yaml'), join(dir, '_shared/products.yaml'));
  return dir;
}

const printed = (dir: string, only?: string[]) => loadSite({ root: repoRoot, variantsDir: dir, only }).errors.map(formatError);

/** A page of its own: `lines` go under its keys (route, productId, blocks… have defaults). */
function page(dir: string, name: string, { productId = 'founder-membership', title = 'A page', blocks = '  - $ref: "snippets#/legal-en"' } = {}) {
  const text = `${header}\nroute: /${name}\nlocale: en\ntitle: "${title}"\ndescription: A test page.\nproductId: ${productId}\nblocks:\n${blocks}\n`;
  writeFileSync(join(dir, `${name}.yaml`), text);
}

describe('a mistake in shared content is reported at the $ref that brought it', () => {
  it('the README\'s `- $ref: "faq#/en"` as a block printed "Invalid discriminator value" in faq.yaml (was: variants/_shared/faq.yaml:6:3 blocks[1].type: Invalid discriminator value. Expected \'amenities\' | …)', () => {
    const dir = variantsDir();
    copyFileSync(join(crossFile, 'readme-faq.yaml'), join(dir, 'readme-faq.yaml'));
    const expected = [
      'variants/readme-faq.yaml:9:11 blocks[1].type: "faq#/en" is not a whole block: it has no type. It fits a faq block: write "- type: faq" with $ref: "faq#/en" on the next line (from variants/_shared/faq.yaml:5:3)',
    ];
    expect(printed(dir)).toEqual(expected);
    // `npm run validate variants/readme-faq.yaml` used to print nothing: the error was filed under faq.yaml.
    expect(printed(dir, ['variants/readme-faq.yaml'])).toEqual(expected);
  });

  it("a wrong value inside a fragment, reached directly or through a $ref inside the fragment, is printed at the author's $ref (was: once per page, at variants/_shared/faq.yaml:12:17 only)", () => {
    const dir = variantsDir();
    copyFileSync(join(crossFile, 'broken-fragment.yaml'), join(dir, 'broken-fragment.yaml'));
    expect(printed(dir)).toEqual([
      'variants/broken-fragment.yaml:9:11 blocks[0].items[0].question: Expected a string, got 42 (from variants/_shared/faq.yaml:12:17)',
      'variants/broken-fragment.yaml:10:11 blocks[1].items[0].question: Expected a string, got 42 (from variants/_shared/faq.yaml:12:17)',
      'variants/broken-fragment.yaml:12:11 blocks[2].type: Unknown block type "banner". The nearest of the 35 block types: "spots-banner", "cookie-banner", "footer" (from variants/_shared/faq.yaml:19:9)',
    ]);
  });

  it("a misspelt product in a shared text is reported once, in the shared file; `{price…}` of the page's own product at each page's $ref (was: both at faq.yaml, under a page's path blocks[1].items[0].answer, repeated for each other path a page gave it)", () => {
    const dir = variantsDir();
    for (const name of ['priced-a', 'priced-b']) page(dir, name, { blocks: '  - $ref: "snippets#/legal-en"\n  - type: faq\n    $ref: "faq#/priced"' });
    expect(printed(dir)).toEqual([
      'variants/_shared/faq.yaml:25:15 priced.items[0].answer: {price:mansoin}: no product "mansoin" in the catalogue. Did you mean "mansion"?',
      'variants/priced-a.yaml:10:11 blocks[1].items[0].answer: {price.yearly}: product "founder-membership" has no yearly price (use .amount or .monthly) (from variants/_shared/faq.yaml:25:15)',
      'variants/priced-b.yaml:10:11 blocks[1].items[0].answer: {price.yearly}: product "founder-membership" has no yearly price (use .amount or .monthly) (from variants/_shared/faq.yaml:25:15)',
    ]);
  });

  it('an unknown block type with no close name says which types are nearest (was: only "Unknown block type \\"carousel\\".")', () => {
    const dir = variantsDir();
    page(dir, 'carousel', { blocks: '  - type: carousel\n    heading: Slides' });
    expect(printed(dir)).toEqual([
      'variants/carousel.yaml:8:11 blocks[0].type: Unknown block type "carousel". The nearest of the 35 block types: "call-cta", "footer", "hero".',
    ]);
  });
});

describe('a mistake in the catalogue is reported once, in products.yaml', () => {
  it('one bad amount made every page naming any product say "No product …" (was: 25 lines over the pages, 271 on the real site)', () => {
    const dir = variantsDir();
    const catalogue = join(dir, '_shared/products.yaml');
    writeFileSync(catalogue, readFileSync(catalogue, 'utf8').replace('amount: 650000', 'amount: 12€'));
    // base.yaml and ab-copy.yaml price founder-membership; this page prices the others.
    page(dir, 'others', { productId: 'mansion', title: 'Mansion {price}, deposit {price:glamping-deposit}, bundle {price:main-offer}' });
    expect(printed(dir)).toEqual([
      'variants/_shared/products.yaml:5:11 founder-membership.amount: Expected a whole number, got "12€": amounts are whole cents, so write 1200',
    ]);
  });

  it('pages naming a product that does not exist are still reported while the catalogue has a mistake', () => {
    const dir = variantsDir();
    const catalogue = join(dir, '_shared/products.yaml');
    writeFileSync(catalogue, readFileSync(catalogue, 'utf8').replace('amount: 650000', 'amount: 12.5'));
    page(dir, 'typo', { productId: 'mansoin' });
    expect(printed(dir)).toEqual([
      'variants/_shared/products.yaml:5:11 founder-membership.amount: Expected a whole number, got 12.5: amounts are whole cents, so write 1250',
      'variants/typo.yaml:6:12 productId: No product "mansoin" in variants/_shared/products.yaml. Did you mean "mansion"?',
    ]);
  });
});

describe('an unknown product says what exists', () => {
  it('a short catalogue is listed whole (was: "No product \\"spa-weekend\\" in variants/_shared/products.yaml." and nothing more)', () => {
    const dir = variantsDir();
    page(dir, 'spa', { productId: 'spa-weekend' });
    expect(printed(dir)).toEqual([
      'variants/spa.yaml:6:12 productId: No product "spa-weekend" in variants/_shared/products.yaml. The products: "founder-membership", "glamping-deposit", "mansion", "main-offer".',
    ]);
  });

  it('a long catalogue gives the 3 nearest ids', () => {
    const dir = variantsDir({ realCatalogue: true });
    page(dir, 'spa', { productId: 'club-weekend' });
    expect(printed(dir)).toEqual([
      'variants/spa.yaml:6:12 productId: No product "club-weekend" in variants/_shared/products.yaml. The nearest of the 25 products: "club-membership", "club-house-deposit", "padel-club".',
    ]);
  });

  it('a price where a product id goes says amounts are in cents and which products cost that (was: "No product \\"$6,500\\"…", "Expected a string, got 6500")', () => {
    const dir = variantsDir();
    page(dir, 'dollars', { productId: '"$6,500"' });
    page(dir, 'number', { productId: '6500' });
    page(dir, 'euros', { title: 'Only {price:12€}' });
    expect(printed(dir)).toEqual([
      'variants/dollars.yaml:6:12 productId: No product "$6,500" in variants/_shared/products.yaml. productId names a product, not a price (amounts are in cents in products.yaml). Products at that price: "founder-membership".',
      'variants/euros.yaml:4:8 title: {price:12€}: no product "12€" in the catalogue. {price:…} names a product, not a price (amounts are in cents in products.yaml).',
      'variants/number.yaml:6:12 productId: Expected a string, got 6500. productId names a product, not a price (amounts are in cents in products.yaml).',
    ]);
  });
});

describe('two pages with one route: the copy is reported, not the page that had it', () => {
  it('a copy that extends the page and kept its route, named to sort first, blamed the original (was: variants/base.yaml:2:8 route: Route "/base" is already used by variants/a-copy.yaml)', () => {
    const dir = variantsDir();
    writeFileSync(join(dir, 'a-copy.yaml'), `${header}\nextends: base\nroute: /base\n`);
    expect(printed(dir)).toEqual([
      'variants/a-copy.yaml:3:8 route: Route "/base" is already the route of variants/base.yaml: give this page a route of its own',
    ]);
  });

  it('a new page taking the route of the page named after it is the one reported, whatever the names sort like', () => {
    const dir = variantsDir();
    page(dir, 'a-new');
    writeFileSync(join(dir, 'a-new.yaml'), readFileSync(join(dir, 'a-new.yaml'), 'utf8').replace('route: /a-new', 'route: /base'));
    expect(printed(dir)).toEqual([
      'variants/a-new.yaml:2:8 route: Route "/base" is already the route of variants/base.yaml: give this page a route of its own',
    ]);
  });

  it('a copy of the home page that extends it and kept "/" is reported, though its name sorts first and neither is named after "/"', () => {
    const dir = variantsDir();
    page(dir, 'home');
    writeFileSync(join(dir, 'home.yaml'), readFileSync(join(dir, 'home.yaml'), 'utf8').replace('route: /home', 'route: /'));
    writeFileSync(join(dir, 'a-home-test.yaml'), `${header}\nextends: home\nroute: /\n`);
    expect(printed(dir)).toEqual([
      'variants/a-home-test.yaml:3:8 route: Route "/" is already the route of variants/home.yaml: give this page a route of its own',
    ]);
  });

  it('between two unrelated pages, neither named after the route, the later by file name is reported', () => {
    const dir = variantsDir();
    for (const name of ['spring-b', 'spring-a']) {
      page(dir, name);
      writeFileSync(join(dir, `${name}.yaml`), readFileSync(join(dir, `${name}.yaml`), 'utf8').replace(`route: /${name}`, 'route: /spring'));
    }
    expect(printed(dir)).toEqual([
      'variants/spring-b.yaml:2:8 route: Route "/spring" is already the route of variants/spring-a.yaml: give this page a route of its own',
    ]);
  });
});

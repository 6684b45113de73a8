import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogSchema,
  englishPrices,
  formatMoney,
  formatPrice,
  isUnusable,
  markUnusable,
  productSchema,
  type Catalog,
  type PriceFormat,
} from '../../../src/engine/catalog';
import { formatError, type AuthorError } from '../../../src/engine/errors';
import { refOrigin } from '../../../src/engine/ref-origins';
import { Resolver, type SourceFile } from '../../../src/engine/resolve';
import { locate, parseYamlFile } from '../../../src/engine/source';
import { fillPrices } from '../../../src/engine/templates';

/**
 * Price filling (src/engine/templates.ts) and the product catalogue (src/engine/catalog.ts) on
 * data held in memory: the amounts a visitor reads for `{price:…}` in each language, the error an
 * author reads for a template that names no product, and what the catalogue refuses. The slow tests
 * that load the real site (price-fill, error-codes) reach the same code; these call it directly, so
 * the `prices` mutation module (docs/developers/mutation-testing.md) runs in minutes.
 */
type Json = Record<string, unknown>;

/** The site's Spanish price format (variants/_shared/site.yaml). */
const spanishPrices: PriceFormat = { numberLocale: 'es-US', perInterval: { week: '/semana', month: '/mes' } };

/** The catalogue as products.yaml writes it (usd by default). */
const written = {
  'founder-membership': { name: 'Founding Partner Membership', amount: 650000, monthly: 6500 },
  'glamping-deposit': { name: 'Glamping Deposit', amount: 500000 },
  mansion: { name: 'Beachfront Mansion', amount: 36500000, monthly: 50000 },
  nomadpass: { name: 'NomadPass', amount: 78, interval: 'week' },
  'house-subscription': { name: 'House subscription', amount: 6500, currency: 'eur', interval: 'month' },
  'euro-deposit': { name: 'Euro deposit', amount: 123456, currency: 'eur' },
} as const;

/**
 * The same catalogue as catalogSchema reads it (a test below holds that), written out so that a
 * mutant of the schema fails that test instead of the whole file's import.
 */
const catalog: Catalog = {
  'founder-membership': { ...written['founder-membership'], currency: 'usd' },
  'glamping-deposit': { ...written['glamping-deposit'], currency: 'usd' },
  mansion: { ...written.mansion, currency: 'usd' },
  nomadpass: { ...written.nomadpass, currency: 'usd' },
  'house-subscription': written['house-subscription'],
  'euro-deposit': written['euro-deposit'],
};

/** A page's copy with its prices filled, and the errors as an author reads them. */
function fill(page: Json, format: PriceFormat = englishPrices, products: Catalog = catalog) {
  const errors: AuthorError[] = [];
  const filled = fillPrices(page, products, format, errors);
  return { filled, errors: errors.map(formatError) };
}

/** One title with its templates filled, on a page selling `productId`. */
function title(text: string, format: PriceFormat = englishPrices, productId: unknown = 'mansion') {
  const { filled, errors } = fill({ productId, blocks: [{ id: 'terms', title: text }] }, format);
  return { text: ((filled.blocks as Json[])[0] as Json).title, errors };
}

/** A page written in YAML, parsed with positions as the site loader parses it. */
const yamlPage = (text: string, file = 'variants/quote.yaml') => parseYamlFile(file, text).value as Json;

describe('formatMoney', () => {
  it('shows whole amounts without cents and others with both digits of cents', () => {
    expect(formatMoney(650000, 'usd', 'en-US')).toBe('$6,500');
    expect(formatMoney(36500000, 'usd', 'en-US')).toBe('$365,000');
    expect(formatMoney(78, 'usd', 'en-US')).toBe('$0.78');
    expect(formatMoney(150, 'usd', 'en-US')).toBe('$1.50');
    expect(formatMoney(123456, 'eur', 'en-US')).toBe('€1,234.56');
  });

  it('shows the symbol readers know in Spanish too, not "USD 6,500.00" or "EUR 65.00"', () => {
    expect(formatMoney(650000, 'usd', 'es-US')).toBe('$6,500');
    expect(formatMoney(6500, 'eur', 'es-US')).toBe('€65');
    expect(formatMoney(150, 'eur', 'es-US')).toBe('€1.50');
  });

  it("follows the number locale's separators and symbol place", () => {
    expect(formatMoney(650000, 'usd', 'de-DE')).toBe('6.500\u00a0$');
    expect(formatMoney(123456, 'eur', 'de-DE')).toBe('1.234,56\u00a0€');
  });
});

describe('formatPrice', () => {
  it('is the bare amount for a product charged once', () => {
    expect(formatPrice(catalog['founder-membership']!, englishPrices)).toBe('$6,500');
    expect(formatPrice(catalog['euro-deposit']!, spanishPrices)).toBe('€1,234.56');
  });

  it("adds the interval of a recurring product in the page's language", () => {
    expect(formatPrice(catalog.nomadpass!, englishPrices)).toBe('$0.78/week');
    expect(formatPrice(catalog['house-subscription']!, englishPrices)).toBe('€65/month');
    expect(formatPrice(catalog.nomadpass!, spanishPrices)).toBe('$0.78/semana');
    expect(formatPrice(catalog['house-subscription']!, spanishPrices)).toBe('€65/mes');
  });

  it('englishPrices is en-US with "/week" and "/month"', () => {
    expect(englishPrices).toEqual({ numberLocale: 'en-US', perInterval: { week: '/week', month: '/month' } });
  });
});

describe('fillPrices: what a visitor reads', () => {
  it('{price} is the page’s own product; {price:ID} names another', () => {
    expect(title('Live here for {price}').text).toBe('Live here for $365,000');
    expect(title('Join for {price:founder-membership}').text).toBe('Join for $6,500');
    expect(title('Join for {price:founder-membership}', englishPrices, 'nomadpass').text).toBe('Join for $6,500');
  });

  it('.amount is the bare amount, .monthly the monthly fee, for the page’s product or a named one', () => {
    expect(title('{price.amount} then {price.monthly} a month').text).toBe('$365,000 then $500 a month');
    expect(title('{price:founder-membership.amount} then {price:founder-membership.monthly}/mo').text).toBe('$6,500 then $65/mo');
    expect(title('weekly {price:nomadpass.amount}').text).toBe('weekly $0.78');
  });

  it('fills every template of a text, each with its own product and field', () => {
    expect(title('{price:founder-membership} now, {price:mansion.monthly} a month, {price:nomadpass} to travel').text).toBe(
      '$6,500 now, $500 a month, $0.78/week to travel',
    );
  });

  it('a recurring product carries its interval, in the page’s language', () => {
    expect(title('Live anywhere for just {price:nomadpass}').text).toBe('Live anywhere for just $0.78/week');
    expect(title('Vive por {price:house-subscription}, o {price:nomadpass.amount}', spanishPrices).text).toBe('Vive por €65/mes, o $0.78');
    expect(title('Desde {price}', spanishPrices, 'nomadpass').text).toBe('Desde $0.78/semana');
  });

  it('leaves text without a template as it is', () => {
    expect(title('{pricey} {price and $5 {prices}').text).toBe('{pricey} {price and $5 {prices}');
    expect(title('{price:mansion').text).toBe('{price:mansion');
  });

  it('fills texts at any depth, in lists and maps, and leaves numbers, booleans and null alone', () => {
    const page = {
      productId: 'mansion',
      count: 3,
      live: true,
      note: null,
      blocks: [{ items: [{ answer: 'Only {price}' }, 'From {price:founder-membership}', 7] }],
    };
    const { filled, errors } = fill(page);
    expect(errors).toEqual([]);
    expect(filled).toEqual({ ...page, blocks: [{ items: [{ answer: 'Only $365,000' }, 'From $6,500', 7] }] });
    expect(Array.isArray(filled.blocks)).toBe(true);
    expect(Array.isArray((filled.blocks as Json[])[0]!.items)).toBe(true);
  });

  it('never writes into the page: a parent page shares its objects with the variants that extend it', () => {
    const page = { productId: 'mansion', blocks: [{ title: 'From {price}' }, { title: 'No price' }] };
    const before = structuredClone(page);
    const { filled } = fill(page);
    expect(page).toEqual(before);
    expect(filled).not.toBe(page);
    expect((filled.blocks as Json[])[0]).toEqual({ title: 'From $365,000' });
    // What has no template stays the very same object.
    expect((filled.blocks as Json[])[1]).toBe(page.blocks[1]);
  });

  it('returns the page itself when no text in it has a template', () => {
    const page = { productId: 'mansion', blocks: [{ title: 'No price', tags: ['a'] }] };
    expect(fill(page).filled).toBe(page);
  });

  it('filled copies keep the positions and the $ref of what they copy', () => {
    const { page } = resolved({ quote: 'productId: mansion\nblocks:\n  - $ref: "snippets#/legal-en"\n  - title: "Own {price}"\n' });
    const { filled } = fill(page);
    const blocks = filled.blocks as Json[];
    expect(blocks[0]!.title).toBe('Terms from $365,000');
    expect(locate(blocks[0], 'title')).toEqual({ file: 'variants/_shared/snippets.yaml', line: 3, col: 10 });
    expect(locate(blocks[1], 'title')).toEqual({ file: 'variants/quote.yaml', line: 4, col: 12 });
    expect(locate(filled.blocks, 1)).toEqual({ file: 'variants/quote.yaml', line: 4, col: 5 });
    expect(refOrigin(blocks[0])).toEqual({ pos: { file: 'variants/quote.yaml', line: 3, col: 11 }, ref: 'snippets#/legal-en' });
  });
});

/** Variants and shared files in memory, resolved as the site loader resolves them. */
function resolved(variants: Record<string, string>, snippets = 'legal-en:\n  type: legal\n  title: "Terms from {price}"\n') {
  const sources = (dir: string, texts: Record<string, string>) =>
    new Map<string, SourceFile>(
      Object.entries(texts).map(([name, text]) => {
        const file = `${dir}${name}.yaml`;
        return [name, { name, file, value: parseYamlFile(file, text).value }];
      }),
    );
  const resolver = new Resolver(sources('variants/', variants), sources('variants/_shared/', { snippets }));
  const page = resolver.resolveVariant(Object.keys(variants)[0]!);
  expect(resolver.errors).toEqual([]);
  return { page: page as Json };
}

describe('fillPrices: what an author reads', () => {
  it('a misspelt product fails at the text that names it, with the likely product, and stays unfilled', () => {
    const page = yamlPage('route: /quote\nproductId: mansion\nblocks:\n  - id: terms\n    title: "From {price:mansoin}, or {price}"\n');
    const { filled, errors } = fill(page);
    expect(errors).toEqual(['variants/quote.yaml:5:12 blocks[0].title: {price:mansoin}: no product "mansoin" in the catalogue. Did you mean "mansion"?']);
    expect(((filled.blocks as Json[])[0] as Json).title).toBe('From {price:mansoin}, or $365,000');
  });

  it('an amount where the product goes says that it names a product, and which cost that much', () => {
    expect(title('{price:6500}').errors).toEqual([
      '(unknown position) blocks[0].title: {price:6500}: no product "6500" in the catalogue. {price:…} names a product, not a price (amounts are in cents in products.yaml). Products at that price: "founder-membership", "house-subscription".',
    ]);
  });

  it('{price} on a page without a product, or whose product is not a text, names no product', () => {
    // A catalogue with a product "5", which a number 5 must not find.
    const products = { ...catalog, '5': catalog.mansion! };
    for (const page of [{ title: 'From {price}' }, { productId: 5, title: 'From {price}' }]) {
      const { filled, errors } = fill(page, englishPrices, products);
      expect(filled.title).toBe('From {price}');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^\(unknown position\) title: \{price\}: no product "" in the catalogue\./);
    }
  });

  it('a field other than .amount or .monthly fails, naming the field (was never a price: name, currency, interval)', () => {
    const page = yamlPage(
      'productId: mansion\nblocks:\n  - title: "{price:mansion.yearly}"\n  - items:\n      - "{price.name} {price:nomadpass.interval} {price:house-subscription.currency}"\n',
    );
    const { filled, errors } = fill(page);
    expect(errors).toEqual([
      'variants/quote.yaml:3:12 blocks[0].title: {price:mansion.yearly}: product "mansion" has no yearly price (use .amount or .monthly)',
      'variants/quote.yaml:5:9 blocks[1].items[0]: {price.name}: product "mansion" has no name price (use .amount or .monthly)',
      'variants/quote.yaml:5:9 blocks[1].items[0]: {price:nomadpass.interval}: product "nomadpass" has no interval price (use .amount or .monthly)',
      'variants/quote.yaml:5:9 blocks[1].items[0]: {price:house-subscription.currency}: product "house-subscription" has no currency price (use .amount or .monthly)',
    ]);
    expect(((filled.blocks as Json[])[1] as Json).items).toEqual(['{price.name} {price:nomadpass.interval} {price:house-subscription.currency}']);
  });

  it('.monthly of a product without a monthly fee fails instead of showing "$NaN"', () => {
    const { text, errors } = title('{price:glamping-deposit.monthly}');
    expect(text).toBe('{price:glamping-deposit.monthly}');
    expect(errors).toEqual([
      '(unknown position) blocks[0].title: {price:glamping-deposit.monthly}: product "glamping-deposit" has no monthly price (use .amount or .monthly)',
    ]);
  });

  it('a template in shared content naming a wrong product is reported once, in the shared file', () => {
    const { page } = resolved(
      { quote: 'productId: mansion\nblocks:\n  - $ref: "snippets#/legal-en"\n' },
      'legal-en:\n  type: legal\n  title: "Terms from {price:mansoin}"\n',
    );
    expect(fill(page).errors).toEqual([
      'variants/_shared/snippets.yaml:3:10 legal-en.title: {price:mansoin}: no product "mansoin" in the catalogue. Did you mean "mansion"?',
    ]);
  });

  it('{price} in shared content on a page with a wrong product is reported at the page’s $ref', () => {
    const { page } = resolved({ quote: 'productId: mansoin\nblocks:\n  - $ref: "snippets#/legal-en"\n' });
    expect(fill(page).errors).toEqual([
      'variants/quote.yaml:3:11 blocks[0].title: {price}: no product "mansoin" in the catalogue. Did you mean "mansion"? (from variants/_shared/snippets.yaml:3:10)',
    ]);
  });

  it('a product written wrong in products.yaml is not reported again on the page (it was, where it is written)', () => {
    const products = markUnusable({ ...catalog }, new Set(['broken']));
    const { filled, errors } = fill({ productId: 'mansion', title: '{price:broken} or {price:mansin} or {price}' }, englishPrices, products);
    expect(errors).toEqual(['(unknown position) title: {price:mansin}: no product "mansin" in the catalogue. Did you mean "mansion"?']);
    expect(filled.title).toBe('{price:broken} or {price:mansin} or $365,000');
  });

  it('a products.yaml that could not be read at all reports no page’s templates', () => {
    const { filled, errors } = fill({ productId: 'mansion', title: '{price} {price:anything.amount}' }, englishPrices, markUnusable({}, 'all'));
    expect(errors).toEqual([]);
    expect(filled.title).toBe('{price} {price:anything.amount}');
  });
});

describe('markUnusable and isUnusable', () => {
  it('marks the products written wrong, by catalogue, and returns that catalogue', () => {
    const products: Catalog = {};
    expect(markUnusable(products, new Set(['broken']))).toBe(products);
    expect(isUnusable(products, 'broken')).toBe(true);
    expect(isUnusable(products, 'mansion')).toBe(false);
    expect(isUnusable({}, 'broken')).toBe(false);
  });

  it('"all" marks every id, and a catalogue never marked has none', () => {
    const products = markUnusable({}, 'all');
    expect(isUnusable(products, 'anything')).toBe(true);
    expect(isUnusable(catalog, 'mansion')).toBe(false);
    expect(isUnusable(catalog, 'all')).toBe(false);
  });
});

/** What catalogSchema says about `products`, one line per issue: `path: message`. */
function issues(products: unknown): string[] {
  const result = catalogSchema.safeParse(products);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const part = (amount: number, more: Json = {}) => ({ name: 'Part', amount, ...more });

describe('catalogSchema', () => {
  it('reads the catalogue as written, usd where it names no currency', () => {
    expect(catalogSchema.parse(written)).toEqual(catalog);
  });

  it('reads a product with its defaults: usd unless it says eur', () => {
    const products = catalogSchema.parse({ a: { name: 'A', amount: 100 }, b: { name: 'B', amount: 100, currency: 'eur', interval: 'week' } });
    expect(products.a?.currency).toBe('usd');
    expect(products.b).toEqual({ name: 'B', amount: 100, currency: 'eur', interval: 'week' });
    expect(catalogSchema.parse({ c: { name: 'C', amount: 1, interval: 'month', names: { es: 'Ce' } } }).c).toEqual({
      name: 'C',
      amount: 1,
      currency: 'usd',
      interval: 'month',
      names: { es: 'Ce' },
    });
  });

  it('refuses a currency or an interval it does not know, a language that is no BCP 47 tag, and empty names', () => {
    expect(issues({ a: { name: 'A', amount: 100, currency: 'gbp' } })).toHaveLength(1);
    expect(issues({ a: { name: 'A', amount: 100, interval: 'year' } })).toHaveLength(1);
    expect(issues({ a: { name: 'A', amount: 100, names: { French: 'Ah' } } })).toHaveLength(1);
    expect(issues({ a: { name: 'A', amount: 100, names: { es: '' } } })).toHaveLength(1);
    expect(issues({ a: { name: '', amount: 100 } })).toHaveLength(1);
    expect(issues({ a: { name: 'A long product name', amount: 100 } })).toEqual([]);
  });

  it('takes product ids of lowercase words joined by hyphens, and refuses others', () => {
    expect(issues({ a: part(1), '9-lives': part(1), 'batch-2': part(1) })).toEqual([]);
    for (const id of ['Mansion', '-lead', 'a b', 'mansion!', '!mansion', '']) {
      expect(issues({ [id]: part(1) }), id).toEqual([`${id}: Invalid key in record`]);
    }
    expect(issues({ a: part(1), b: part(1), c: part(2, { parts: ['a', 'B'] }) })).toEqual([
      'c.parts.1: Product ids are lowercase words joined by hyphens',
      'c.parts.1: No product "B" in the catalogue',
    ]);
  });

  it('takes a bundle of two or more parts whose amounts add up to its own', () => {
    const products = { a: part(100), b: part(200), c: part(300), two: part(300, { parts: ['a', 'b'] }), three: part(600, { parts: ['a', 'b', 'c'] }) };
    expect(issues(products)).toEqual([]);
  });

  it('refuses a bundle of one part', () => {
    expect(issues({ a: part(100), one: part(100, { parts: ['a'] }) })).toEqual(['one.parts: A bundle has at least two parts']);
  });

  it('a bundle whose parts do not add up fails at its amount, naming the parts and their sum', () => {
    expect(issues({ a: part(650000), b: part(500000), offer: part(1200000, { parts: ['a', 'b'] }) })).toEqual([
      'offer.amount: 1200000 is not what its parts add up to: a 650000 + b 500000 = 1150000',
    ]);
  });

  it('a bundle naming a missing product fails at that part only', () => {
    expect(issues({ a: part(100), bad: part(100, { parts: ['nope', 'a'] }) })).toEqual(['bad.parts.0: No product "nope" in the catalogue']);
  });

  it('a bundle of a bundle says to list its parts', () => {
    const products = { a: part(100), b: part(200), inner: part(300, { parts: ['a', 'b'] }), outer: part(400, { parts: ['inner', 'a'] }) };
    expect(issues(products)).toEqual(['outer.parts.0: "inner" is a bundle itself; list its parts instead']);
  });

  it('neither a bundle nor its parts may recur', () => {
    expect(issues({ a: part(100), w: part(200, { interval: 'week' }), bad: part(300, { parts: ['a', 'w'] }) })).toEqual([
      'bad.parts.1: A bundle charges once: neither it nor its parts may recur',
    ]);
    expect(issues({ a: part(100), b: part(200), bad: part(300, { parts: ['a', 'b'], interval: 'month' }) })).toEqual([
      'bad.parts.0: A bundle charges once: neither it nor its parts may recur',
      'bad.parts.1: A bundle charges once: neither it nor its parts may recur',
    ]);
  });

  it('a bundle’s parts are in its currency', () => {
    expect(issues({ a: part(100), e: part(200, { currency: 'eur' }), bad: part(300, { parts: ['a', 'e'] }) })).toEqual([
      'bad.parts.1: "e" is in eur, the bundle in usd',
    ]);
    const euros = { a: part(100, { currency: 'eur' }), e: part(200, { currency: 'eur' }), ok: part(300, { currency: 'eur', parts: ['a', 'e'] }) };
    expect(issues(euros)).toEqual([]);
  });

  it('a bundle with a part already reported also failed at its amount with a wrong sum (was: "300 is not what its parts add up to: a 100 + w 200 = 100")', () => {
    // The amount is right; only the part is wrong, and the sum left that part out.
    expect(issues({ a: part(100), w: part(200, { interval: 'week' }), bad: part(300, { parts: ['a', 'w'] }) })).not.toContainEqual(
      expect.stringContaining('bad.amount'),
    );
    expect(issues({ a: part(100), e: part(200, { currency: 'eur' }), bad: part(300, { parts: ['a', 'e'] }) })).toHaveLength(1);
    expect(issues({ a: part(100), b: part(200), inner: part(300, { parts: ['a', 'b'] }), outer: part(400, { parts: ['inner', 'a'] }) })).toHaveLength(1);
    // A wrong amount is still reported once every part is right.
    expect(issues({ a: part(100), b: part(200), bad: part(301, { parts: ['a', 'b'] }) })).toEqual([
      'bad.amount: 301 is not what its parts add up to: a 100 + b 200 = 300',
    ]);
  });

  it('kills: code \'custom\' → "" in the bundle issues: each is a custom zod issue, which the loader words by its message', () => {
    const result = catalogSchema.safeParse({ a: part(100), one: part(100, { parts: ['nope', 'a'] }), two: part(1, { parts: ['a', 'a'] }) });
    expect(result.error?.issues.map((i) => [i.code, i.path.join('.')])).toEqual([
      ['custom', 'one.parts.0'],
      ['custom', 'two.amount'],
    ]);
  });

  it('is the schema editors and the loader check products.yaml with (schemas/products.schema.json)', () => {
    const committed = JSON.parse(readFileSync(join(import.meta.dirname, '../../../schemas/products.schema.json'), 'utf8'));
    const { $comment: _, title: __, ...schema } = committed;
    expect(z.toJSONSchema(catalogSchema, { io: 'input' })).toEqual(schema);
    expect(productSchema.shape.amount.description).toBe('Price in minor units (cents): 650000 is $6,500');
  });
});

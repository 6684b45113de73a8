import { z } from 'zod';
import { localeSchema } from './site-schema';

export const currencySchema = z.enum(['usd', 'eur']);
export const intervalSchema = z.enum(['week', 'month']);
export type Interval = z.output<typeof intervalSchema>;

const productId = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Product ids are lowercase words joined by hyphens');

/**
 * One product a page can show and charge. Amounts are in minor units (cents), as payment
 * providers take them, so the page and the checkout read the same integer.
 */
export const productSchema = z.strictObject({
  name: z.string().min(1).describe('Name shown on the checkout page, in the default language'),
  names: z
    .record(localeSchema, z.string().min(1))
    .optional()
    .describe("The name in the site's other languages, like { es: Membresía de Socio Fundador }: a checkout started on a page in that language shows it"),
  amount: z.number().int().positive().describe('Price in minor units (cents): 650000 is $6,500'),
  currency: currencySchema.default('usd'),
  monthly: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A monthly fee the offer mentions but the checkout does not charge (it starts later), in minor units'),
  interval: intervalSchema.optional().describe('Charged again every week or month (a subscription); {price:ID} then reads like "$0.78/week"'),
  parts: z
    .array(productId)
    .min(2, 'A bundle has at least two parts')
    .optional()
    .describe('A bundle: the products it charges together, one checkout line each; their amounts must add up to amount'),
});

export const catalogSchema = z.record(productId, productSchema).superRefine((catalog, ctx) => {
  for (const [id, product] of Object.entries(catalog)) {
    if (!product.parts) continue;
    let sum = 0;
    // A part reported below is left out of the sum, so the sum is only checked when none was.
    let counted = true;
    for (const [i, partId] of product.parts.entries()) {
      const part = catalog[partId];
      const issue = (message: string) => {
        counted = false;
        ctx.addIssue({ code: 'custom', path: [id, 'parts', i], message });
      };
      if (!part) issue(`No product "${partId}" in the catalogue`);
      else if (part.parts) issue(`"${partId}" is a bundle itself; list its parts instead`);
      else if (part.interval || product.interval) issue('A bundle charges once: neither it nor its parts may recur');
      else if (part.currency !== product.currency) issue(`"${partId}" is in ${part.currency}, the bundle in ${product.currency}`);
      else sum += part.amount;
    }
    if (counted && sum !== product.amount) {
      const listed = product.parts.map((p) => `${p} ${catalog[p]!.amount}`).join(' + ');
      ctx.addIssue({ code: 'custom', path: [id, 'amount'], message: `${product.amount} is not what its parts add up to: ${listed} = ${sum}` });
    }
  }
});

export type Product = z.output<typeof productSchema>;
export type Catalog = z.output<typeof catalogSchema>;

export function formatMoney(minorUnits: number, currency: string, numberLocale: string): string {
  const whole = minorUnits % 100 === 0;
  return new Intl.NumberFormat(numberLocale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    // "€65", not "EUR 65" (es-US's default): the symbol every reader of the pages knows.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minorUnits / 100);
}

/** How a locale writes prices: its number format and the words after a recurring price. */
export interface PriceFormat {
  numberLocale: string;
  perInterval: Record<Interval, string>;
}

export const englishPrices: PriceFormat = { numberLocale: 'en-US', perInterval: { week: '/week', month: '/month' } };

/** A product's price as a page shows it: "$6,500", or "$0.78/week" when it recurs. */
export function formatPrice(product: Product, format: PriceFormat): string {
  const money = formatMoney(product.amount, product.currency, format.numberLocale);
  return product.interval ? `${money}${format.perInterval[product.interval]}` : money;
}

/**
 * Products written wrong in products.yaml, by catalogue. Each is reported once, where it is
 * written; pages that name one are not reported again, as if it were missing from the catalogue.
 */
const unusable = new WeakMap<Catalog, ReadonlySet<string> | 'all'>();

/** Marks products of `catalog` (or all of them, when the file could not be read) as written wrong. */
export function markUnusable(catalog: Catalog, ids: ReadonlySet<string> | 'all'): Catalog {
  unusable.set(catalog, ids);
  return catalog;
}

/** True when `id` is in products.yaml but written wrong there, so its error is already reported. */
export function isUnusable(catalog: Catalog, id: string): boolean {
  const ids = unusable.get(catalog);
  return ids === 'all' || (ids?.has(id) ?? false);
}

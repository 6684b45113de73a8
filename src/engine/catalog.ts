import { z } from 'zod';

export const currencySchema = z.enum(['usd', 'eur']);
export const intervalSchema = z.enum(['week', 'month']);
export type Interval = z.output<typeof intervalSchema>;

/**
 * One product a page can show and charge. Amounts are in minor units (cents), as payment
 * providers take them, so the page and the checkout read the same integer.
 */
export const productSchema = z.strictObject({
  name: z.string().min(1).describe('Name shown on the checkout page'),
  amount: z.number().int().positive().describe('Price in minor units (cents): 650000 is $6,500'),
  currency: currencySchema.default('usd'),
  monthly: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A monthly fee the offer mentions but the checkout does not charge (it starts later), in minor units'),
  interval: intervalSchema
    .optional()
    .describe('Charged again every week or month (a subscription); {price:ID} then reads like "$0.78/week"'),
});

export const catalogSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'Product ids are lowercase words joined by hyphens'),
  productSchema,
);

export type Product = z.output<typeof productSchema>;
export type Catalog = z.output<typeof catalogSchema>;

export function formatMoney(minorUnits: number, currency: string, numberLocale: string): string {
  const whole = minorUnits % 100 === 0;
  return new Intl.NumberFormat(numberLocale, {
    style: 'currency',
    currency: currency.toUpperCase(),
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

import { z } from 'zod';

export const currencySchema = z.enum(['usd', 'eur']);

/**
 * One product a page can show and charge. Amounts are in minor units (cents), as payment
 * providers take them, so the page and the checkout read the same integer.
 */
export const productSchema = z.strictObject({
  name: z.string().min(1).describe('Name shown on the checkout page'),
  amount: z.number().int().positive().describe('Price in minor units (cents): 650000 is $6,500'),
  currency: currencySchema.default('usd'),
  monthly: z.number().int().positive().optional().describe('Monthly fee in minor units, when the offer has one'),
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

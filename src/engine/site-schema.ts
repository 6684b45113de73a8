import { z } from 'zod';
import { mediaSrc } from './media';
import { localeNames, locales, type Locale } from '../lib/locales';

export { localeNames, localeOf, locales, withoutLocales, type Locale } from '../lib/locales';
export const localeSchema = z.enum(locales);

/** One schema per language, as the keys of an object: `{ en: schema, es: schema }`. */
export function perLocale<T extends z.ZodType>(schema: T, description: (englishName: string) => string): Record<Locale, T> {
  const entries = locales.map((locale) => [locale, schema.describe(description(localeNames[locale].english))] as const);
  return Object.fromEntries(entries) as Record<Locale, T>;
}

const localeSettings = z.strictObject({
  numberLocale: z.string().describe('BCP 47 locale used to format prices, like en-US'),
  ogLocale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/)
    .describe('Open Graph locale, like en_US'),
  perInterval: z
    .strictObject({
      week: z.string().min(1).describe('After a weekly price, like "/week"'),
      month: z.string().min(1).describe('After a monthly price, like "/month"'),
    })
    .describe('Written after a recurring price, like "/week" in "$0.78/week"'),
});

export const siteSchema = z.strictObject({
  siteName: z.string().min(1).describe('Name of the site, shown in titles and link previews, like "Landfall"'),
  siteUrl: z.url({ protocol: /^https?$/ }).describe('Public origin used for canonical and Open Graph URLs'),
  defaultImage: mediaSrc().describe('Open Graph image for pages that name none'),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .describe('Colour of the browser bar on phones, as #rrggbb, like #0e7490'),
  locales: z.record(localeSchema, localeSettings).describe(`The languages of the site (${locales.join(', ')}) and how each writes prices and dates`),
});

export type Site = z.output<typeof siteSchema>;

import { z } from 'zod';
import { mediaSrc } from './media';

export const locales = ['en', 'es'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.output<typeof localeSchema>;

const localeSettings = z.strictObject({
  numberLocale: z.string().describe('BCP 47 locale used to format prices, like en-US'),
  ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/).describe('Open Graph locale, like en_US'),
  perInterval: z
    .strictObject({ week: z.string().min(1), month: z.string().min(1) })
    .describe('Written after a recurring price, like "/week" in "$0.78/week"'),
});

export const siteSchema = z.strictObject({
  siteName: z.string().min(1),
  siteUrl: z.url({ protocol: /^https?$/ }).describe('Public origin used for canonical and Open Graph URLs'),
  defaultImage: mediaSrc().describe('Open Graph image for pages that name none'),
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  locales: z.record(localeSchema, localeSettings),
});

export type Site = z.output<typeof siteSchema>;

import { z } from 'zod';
import { mediaSrc } from './media';
import { languageName, localeTagPattern, type Locale } from '../lib/locales';
import { templateString } from '../lib/template-string';
import { colorTokens, fontTokens, radiusTokens } from '../lib/theme-tokens';

export { languageName, localeOf, type Locale } from '../lib/locales';

/** A language of the site: a BCP 47 tag, which site.yaml's `locales` must declare (checked when the site loads). */
export const localeSchema = z
  .string()
  .regex(localeTagPattern, 'A language is a BCP 47 tag: a language code, then an optional script and region, like en, de, pt-BR or zh-Hant')
  .describe('A language the site declares in site.yaml, by its BCP 47 tag, like en');

/** One schema per language of `locales`, as the keys of an object: `{ en: schema, de: schema }`. */
export function perLocale<T extends z.ZodType>(locales: readonly Locale[], schema: T, description: (englishName: string) => string): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, schema.describe(description(languageName(locale)))]));
}

/** The site's languages in the order site.yaml lists them; the first is the default. */
export const siteLocales = (site: Pick<Site, 'locales'>): Locale[] => Object.keys(site.locales);

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
  ratingLabel: templateString(['rating', 'max']).describe(
    'What screen readers hear for the stars of a testimonial, which are hidden from them, like "Rated {rating} out of {max}" (placeholders {rating} and {max})',
  ),
});

/**
 * Marketing tags the site may declare. None of them loads before a visitor accepts cookies
 * (src/interactive/tags/); the Content-Security-Policy allows exactly the declared ones' hosts.
 */
const tagsSchema = z
  .strictObject({
    ga4: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'Expected a Google Analytics 4 measurement id, like "G-ABC123XYZ9"')
      .optional()
      .describe('Google Analytics 4 measurement id, like "G-ABC123XYZ9"; the founder application sends generate_lead, a payment start begin_checkout'),
    googleAds: z
      .strictObject({
        id: z
          .string()
          .regex(/^AW-\d{6,15}$/, 'Expected a Google Ads conversion id, like "AW-123456789"')
          .describe('Google Ads conversion id, like "AW-123456789"'),
        label: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a conversion label of letters, digits, "-" and "_", like "AbC-D_efG"')
          .describe('Label of the conversion action a founder application counts as, like "AbC-D_efG"'),
      })
      .optional()
      .describe('Google Ads conversion a founder application counts as'),
    metaPixel: z
      .string()
      .regex(/^\d{6,20}$/, 'Expected a Meta pixel id (digits only), like "123456789012345"')
      .optional()
      .describe('Meta pixel id, like "123456789012345"; the founder application sends Lead, a payment start InitiateCheckout'),
  })
  .describe('Marketing tags (Google Analytics 4, Google Ads, Meta pixel); each loads only after a visitor accepts cookies');

export type Tags = z.output<typeof tagsSchema>;

const cssColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Colours are #rrggbb (or #rgb), like #0b4f4a')
  .describe('A colour as #rrggbb, like #0b4f4a');
const cssLength = z
  .string()
  .regex(/^(?:0|\d{1,3}(?:\.\d{1,4})?(?:rem|px|em))$/, 'Lengths are a number with rem, px or em, like 0.75rem')
  .describe('A length with rem, px or em, like 0.75rem');
const fontStack = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9 ,'"-]+$/, 'A font list is names separated by commas, quoted when they hold spaces, like "\'Inter\', system-ui, sans-serif"')
  .describe("Font families, first choice first, like 'Inter', system-ui, sans-serif");
/** One optional entry per token name: a misspelt name is an unknown key, reported with the closest. */
const tokenRecord = <T extends readonly string[]>(names: T, value: z.ZodString) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, value.optional()])) as Record<T[number], z.ZodOptional<z.ZodString>>);

export const themeSchema = z
  .strictObject({
    colors: tokenRecord(colorTokens, cssColor)
      .optional()
      .describe(`The brand's colours by role (${colorTokens.join(', ')}); each one not given keeps its default from src/theme.css`),
    fonts: tokenRecord(fontTokens, fontStack).optional().describe('Body text (sans) and headings (display) font lists'),
    radius: tokenRecord(radiusTokens, cssLength)
      .optional()
      .describe(`Corner radius of cards, buttons and panels by size (${radiusTokens.join(', ')})`),
    spacing: cssLength.optional().describe('The spacing unit every padding, margin and gap is a multiple of; 0.25rem by default'),
  })
  .describe("The site's design tokens: its colours, fonts, corner radius and spacing, set as CSS variables on every page");

export const siteSchema = z.strictObject({
  siteName: z.string().min(1).describe('Name of the site, shown in titles and link previews, like "Landfall"'),
  siteUrl: z.url({ protocol: /^https?$/ }).describe('Public origin used for canonical and Open Graph URLs'),
  defaultImage: mediaSrc().describe('Open Graph image for pages that name none'),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .describe('Colour of the browser bar on phones, as #rrggbb, like #0e7490'),
  locales: z
    .record(localeSchema, localeSettings)
    .refine((declared) => Object.keys(declared).length > 0, 'A site has at least one language, like en: { numberLocale: en-US, … }')
    .describe('The languages of the site by BCP 47 tag, the first the default, and how each writes prices and dates, like { en: …, de: … }'),
  tags: tagsSchema.optional(),
  theme: themeSchema.optional(),
});

export type Site = z.output<typeof siteSchema>;

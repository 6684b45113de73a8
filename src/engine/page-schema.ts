import { z } from 'zod';
import { mediaSrc } from './media';
import { localeSchema } from './site-schema';
import { errorMessage } from './error-catalogue';
import type { BlockRegistry, Vocabulary } from './vocabulary';

export const blockIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Block ids are lowercase words joined by hyphens')
  .describe(
    'Name of this block on the page, lowercase words joined by hyphens (like hero); variants that extend this page change the block through overrides: { hero: … }',
  );

/**
 * One block of a page as the engine sees it: its type, its id and its data. What the data holds is
 * the block's own schema's business (the site's registry); code that needs one block's fields
 * reads them through that block's schema.
 */
export interface BlockData {
  type: string;
  id?: string;
  [field: string]: unknown;
}

/** The tagged union of the registry's blocks: each block's schema with its `type` and an optional `id`. */
export function blockSchemaFor(blocks: BlockRegistry) {
  const withType = (type: string) => {
    const block = blocks[type]!;
    return block.schema
      .extend({ type: z.literal(type).describe(block.description), id: blockIdSchema.optional() })
      .strict()
      .describe(block.description);
  };
  type TypedBlockSchema = ReturnType<typeof withType>;
  const options = Object.keys(blocks).map(withType) as [TypedBlockSchema, ...TypedBlockSchema[]];
  return z.discriminatedUnion('type', options);
}

export const routeSchema = z
  .string()
  .regex(/^(\/|(\/[a-z0-9][a-z0-9-]*)+|\*)$/, 'Routes look like "/" or "/mansion"; "*" is the not-found page')
  .describe('Address of the page on the site, like /spring (lowercase words joined by hyphens); "/" is the home page, "*" the not-found page');

/**
 * Texts a page says in place of the site-wide ones of variants/_shared/dialogs.yaml, for pages
 * whose spec gives them their own wording (the free-home page's payment failure).
 */
export const pageMessagesSchema = z
  .strictObject({
    paymentFailed: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Toast text when a pay button on this page cannot start the payment, in place of toasts.paymentError.description of dialogs.yaml, like "There was an error processing your application. Please try again."',
      ),
  })
  .describe("This page's own wording for messages that are otherwise the same on every page");

/**
 * The same page in the site's other languages, written on every page of the group: search
 * engines get `hreflang` alternates only when each page names the others (checked at load).
 */
export const pageTranslationsSchema = z
  .record(localeSchema, routeSchema)
  .describe('This page in other languages, by locale, like { es: /gracias }; each of those pages names this one back');

/** URL parameters the page's text may show through {param:NAME|default} slots, filled by the edge router. */
export const pageParamsSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Parameter names are lowercase letters, digits and underscores, like utm_term')
      .describe('A URL parameter, like utm_term'),
    z
      .strictObject({
        maxLength: z.int().min(1).max(200).describe('The most characters of the parameter shown; longer values are cut to it, and the default must fit it'),
      })
      .describe('How the parameter may show'),
  )
  .describe('URL parameters this page may show in its text with {param:NAME|default}, like { utm_term: { maxLength: 60 } }');

/** The page schema for a site's vocabulary: the fields every page has, its blocks, its dialogs' texts and its own rules. */
export function pageSchemaFor(vocabulary: Vocabulary) {
  const blockSchema = blockSchemaFor(vocabulary.blocks);
  const rules = vocabulary.pageRules ?? [];
  const pageSchema = z
    .strictObject({
      route: routeSchema,
      locale: localeSchema.describe('Language of every text on this page: one of the locales of site.yaml, like en'),
      title: z
        .string()
        .min(1)
        .max(70, 'Titles over 70 characters are cut off in search results')
        .describe('Browser tab and search result title, also shared on social media; at most 70 characters'),
      description: z
        .string()
        .min(1)
        .max(200)
        .describe('One or two sentences shown under the title in search results and link previews; at most 200 characters'),
      productId: z.string().describe("What this page's Pay buttons charge: a product id from variants/_shared/products.yaml, like founder-membership"),
      indexed: z.boolean().default(true).describe('false keeps the page out of search engines and the sitemap (e.g. /thank-you)'),
      image: mediaSrc().optional().describe('Open Graph image; the site default when absent'),
      messages: pageMessagesSchema.optional(),
      dialogs: (vocabulary.dialogs.page as z.ZodType<unknown>).optional(),
      translations: pageTranslationsSchema.optional(),
      params: pageParamsSchema.optional(),
      blocks: z
        .array(blockSchema as unknown as z.ZodType<BlockData>)
        .min(1, 'A page needs at least one block')
        .describe('The sections of the page, top to bottom; each names its kind with type: (hero, faq, footer, …)'),
    })
    // The site's own rules, each mistake at the string that holds it ({param:NAME|default} slots: src/experiments/param-slots.ts).
    .superRefine((page, ctx) => {
      for (const rule of rules) {
        for (const { path, problem } of rule(page, page.params)) {
          ctx.addIssue({ code: 'custom', path, message: errorMessage('ParamSlot', problem), params: { code: 'ParamSlot', problem } });
        }
      }
    });
  return { blockSchema, pageSchema, blockTypes: Object.keys(vocabulary.blocks) };
}

export type PageSchema = ReturnType<typeof pageSchemaFor>['pageSchema'];
export type PageData = z.output<PageSchema>;
export type PageMessages = z.output<typeof pageMessagesSchema>;

import { z } from 'zod';
import { blocks } from '../blocks/registry.generated';
import { mediaSrc } from './media';
import { localeSchema } from './site-schema';

export const blockIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Block ids are lowercase words joined by hyphens')
  .describe('Name other variants use to override this block');

type Blocks = typeof blocks;
type BlockWithType<K extends keyof Blocks> = z.ZodObject<
  Blocks[K]['schema']['shape'] & { type: z.ZodLiteral<K>; id: z.ZodOptional<typeof blockIdSchema> },
  z.core.$strict
>;

function withType<K extends keyof Blocks>(key: K): BlockWithType<K> {
  const block = blocks[key];
  return block.schema
    .extend({ type: z.literal(block.type), id: blockIdSchema.optional() })
    .strict()
    .describe(block.description) as unknown as BlockWithType<K>;
}

export const blockTypes = Object.keys(blocks) as (keyof Blocks)[];

const blockSchemas = blockTypes.map(withType) as unknown as [
  BlockWithType<keyof Blocks>,
  ...BlockWithType<keyof Blocks>[],
];

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export const routeSchema = z
  .string()
  .regex(/^(\/|(\/[a-z0-9][a-z0-9-]*)+|\*)$/, 'Routes look like "/" or "/mansion"; "*" is the not-found page');

export const pageSchema = z.strictObject({
  route: routeSchema,
  locale: localeSchema,
  title: z.string().min(1).max(70, 'Titles over 70 characters are cut off in search results'),
  description: z.string().min(1).max(200),
  productId: z.string().describe('Catalogue product that this page\'s payment buttons charge'),
  image: mediaSrc().optional().describe('Open Graph image; the site default when absent'),
  blocks: z.array(blockSchema).min(1, 'A page needs at least one block'),
});

export type PageData = z.output<typeof pageSchema>;
export type BlockData = z.output<typeof blockSchema>;

import { z } from 'zod';
import { linkSchema } from '../engine/link-schema';
import { buttonVariantNames } from '../ui/button';
import { anchorSchema } from '../ui/section-schema';

/**
 * What a button does. Dialog and payment actions run through one hook (run-action.ts);
 * scroll and link actions are plain anchors that work before any JavaScript loads.
 */
export const actionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('info') }).describe('Opens the info modal'),
  z.strictObject({ kind: z.literal('apply') }).describe('Opens the founder application dialog'),
  z.strictObject({ kind: z.literal('partner') }).describe('Opens the partnership application dialog'),
  z
    .strictObject({ kind: z.literal('pay'), productId: z.string().optional() })
    .describe("Starts payment for productId, or the page's product"),
  z
    .strictObject({ kind: z.literal('scroll'), target: anchorSchema })
    .describe('Scrolls smoothly to the section with this anchor'),
  z
    .strictObject({
      kind: z.literal('link'),
      href: linkSchema,
      newTab: z.boolean().default(false),
    })
    .describe('Navigates to a page of the site or an external address'),
]);

export type Action = z.output<typeof actionSchema>;

export const buttonSchema = z.strictObject({
  label: z.string().min(1),
  action: actionSchema,
  variant: z.enum(buttonVariantNames).default('default'),
});

export type ButtonData = z.output<typeof buttonSchema>;

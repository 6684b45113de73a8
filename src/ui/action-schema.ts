import { z } from 'zod';
import { linkSchema } from '../engine/link-schema';
import { buttonVariantNames } from './button';
import { anchorSchema } from './section-schema';

/**
 * What a button does. Dialog and payment actions run through one hook (run-action.ts);
 * scroll and link actions are plain anchors that work before any JavaScript loads.
 */
export const actionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('info').describe('info: opens the info dialog') }).describe('Opens the info modal'),
  z.strictObject({ kind: z.literal('apply').describe('apply: opens the founder application form') }).describe('Opens the founder application dialog'),
  z
    .strictObject({ kind: z.literal('partner').describe('partner: opens the partnership application form') })
    .describe('Opens the partnership application dialog'),
  z
    .strictObject({
      kind: z.literal('pay').describe('pay: starts the payment in a new tab'),
      productId: z.string().optional().describe("Product to charge, an id from variants/_shared/products.yaml; leave out to charge the page's productId"),
    })
    .describe("Starts payment for productId, or the page's product"),
  z
    .strictObject({
      kind: z.literal('scroll').describe('scroll: moves smoothly to a section of this page'),
      target: anchorSchema.describe('The anchor of the section to scroll to, like faq'),
    })
    .describe('Scrolls smoothly to the section with this anchor'),
  z
    .strictObject({
      kind: z.literal('link').describe('link: opens a page of this site or another site'),
      href: linkSchema.describe('Where the link goes: "/terms" for a page of this site, "https://…" for another site'),
      newTab: z.boolean().default(false).describe('true opens the link in a new browser tab'),
    })
    .describe('Navigates to a page of the site or an external address'),
]);

export type Action = z.output<typeof actionSchema>;

export const buttonSchema = z.strictObject({
  label: z.string().min(1).describe('The words on the button, like "Pay Now"'),
  action: actionSchema.describe('What the button does: kind is info, apply, partner, pay, scroll or link'),
  variant: z.enum(buttonVariantNames).default('default').describe('The look of the button (colour and outline)'),
});

export type ButtonData = z.output<typeof buttonSchema>;

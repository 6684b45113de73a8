import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

const priceText = z.string().min(1).describe('Use a catalogue template, "{price:PRODUCT}" or "{price:PRODUCT.monthly}", never a typed price');
const checklist = z.array(z.string().min(1)).describe('Checklist lines under the price');

const single = z
  .strictObject({
    kind: z.literal('single').describe('single: one product with a big price'),
    name: z.string().min(1).optional().describe('Card title, like "Founding Partner Membership"'),
    badge: z.string().min(1).optional().describe('Pill above the price, like "Limited early-phase offer"'),
    price: priceText,
    priceNote: z.string().min(1).optional().describe('Beside the price, like "one-time" or "per week"'),
    monthly: z.string().min(1).optional().describe('Line under the price, like "+ {price:founder-membership.monthly}/month once the first site opens"'),
    includedHeading: z.string().min(1).optional().describe('Above the checklist, like "What\'s included"'),
    included: checklist.min(1),
    button: buttonSchema.describe('The pay button, like "Pay Now" with a pay action'),
    note: z.string().min(1).optional().describe('Small print under the button'),
  })
  .describe('One product: a big price, what is included, a pay button');

const batch = z
  .strictObject({
    name: z.string().min(1).describe('Like "First batch"'),
    price: priceText,
    state: z.enum(['current', 'next', 'sold-out']).describe('current: on sale now; next: opens later; sold-out: struck through'),
    description: z.string().min(1).optional().describe('One sentence under the batch name'),
    included: checklist.default([]),
    button: buttonSchema.optional().describe('Pay button; only a batch on sale can take one'),
  })
  .refine((b) => !(b.button && b.state !== 'current'), {
    error: 'Only a batch with state: current can have a button (a sold-out or next batch cannot be bought)',
    path: ['button'],
  });

const batches = z
  .strictObject({
    kind: z.literal('batches').describe('batches: tiered batches, each with its own price'),
    stateLabels: z
      .strictObject({
        current: z.string().min(1).describe('Pill of the batch on sale, like "Available now"'),
        next: z.string().min(1).describe('Pill of a later batch, like "Next batch"'),
        soldOut: z.string().min(1).describe('Pill of a sold-out batch, like "Sold out"'),
      })
      .describe('The pill on each card, like "Available now", "Next batch", "Sold out"'),
    batches: z.array(batch).min(2).describe('In order: first, second, third batch…'),
  })
  .describe('Tiered batches, each with its own price and state');

const plan = z.strictObject({
  name: z.string().min(1).describe('Like "Pay in full" or "Payment plan"'),
  badge: z.string().min(1).optional().describe('Pill that also highlights the card, like "Most popular"'),
  price: priceText.describe('The price line: "{price:pool-villa}"'),
  priceNote: z.string().min(1).optional().describe('Beside the price, like "one-time" or "deposit"'),
  monthly: z.string().min(1).optional().describe('The monthly line, like "then {price:pool-villa-plan.monthly}/month"'),
  description: z.string().min(1).optional().describe('One sentence under the plan name'),
  included: checklist.default([]),
  button: buttonSchema.describe('Its pay button, like "Start Payment Plan"'),
});

const plans = z
  .strictObject({
    kind: z.literal('plans').describe('plans: payment plans side by side'),
    plans: z.array(plan).min(1).max(4).describe('One to four plans, left to right'),
  })
  .describe('Payment plans side by side, each a card with its price, monthly line and pay button');

export const pricingSchema = z.strictObject({
  anchor: anchorSchema.default('pricing').describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  layout: z.discriminatedUnion('kind', [single, batches, plans]).describe('kind: single | batches | plans'),
  note: z.string().min(1).optional().describe('Small print under the cards, like "Members pay their own electricity."'),
});

export type PricingProps = z.output<typeof pricingSchema>;
export type PricingLayout<K extends PricingProps['layout']['kind']> = Extract<PricingProps['layout'], { kind: K }>;

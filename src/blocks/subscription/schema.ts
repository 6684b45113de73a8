import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

const billingFact = z.strictObject({
  icon: iconNameSchema.default('badge-check').describe('Icon beside the fact'),
  label: z.string().min(1).describe('Like "Billed weekly" or "Cancel anytime": it must hold for the product the button charges'),
});

export const subscriptionSchema = z.strictObject({
  anchor: anchorSchema.default('subscription').describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  heading: sectionHeadingFields.heading.describe('Like "Monthly Subscription"'),
  planName: z.string().min(1).optional().describe('Title of the price card, like "One house, anywhere"'),
  price: z.string().min(1).describe('The recurring price: "{price:PRODUCT}" of a product with an interval, which reads like "$0.78/week"'),
  unitNote: z.string().min(1).describe('Under the price: what one subscription covers, like "per house"'),
  includedHeading: z.string().min(1).optional().describe('Above the list, like "What your subscription includes"'),
  included: z.array(z.string().min(1)).min(1).describe('What the subscription includes, one line each'),
  billing: z
    .array(billingFact)
    .min(1)
    .max(4)
    .describe('Billing facts on the price card; each must be true of the checkout, e.g. weekly billing for a weekly product'),
  button: buttonSchema
    .refine((button) => button.action.kind === 'pay', { error: 'The subscription button must start payment: give it action kind: pay' })
    .describe('The pay button, like "Join Now"; action { kind: pay } charges the page\'s product, or name its productId'),
  note: z.string().min(1).optional().describe('Small print under the button'),
});

export type SubscriptionProps = z.output<typeof subscriptionSchema>;
export type BillingFact = SubscriptionProps['billing'][number];

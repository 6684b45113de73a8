import { defineBlock } from '../../engine/define-block';
import { Pricing } from './pricing';
import { pricingSchema } from './schema';

export const block = defineBlock({
  type: 'pricing',
  schema: pricingSchema,
  Component: Pricing,
  description: 'Pricing section: one product with a checklist (single), tiered batches (batches) or payment plans (plans), prices from the catalogue',
});

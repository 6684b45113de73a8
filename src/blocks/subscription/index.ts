import { defineBlock } from '../../engine/define-block';
import { Subscription } from './subscription';
import { subscriptionSchema } from './schema';

export const block = defineBlock({
  type: 'subscription',
  schema: subscriptionSchema,
  Component: Subscription,
  description: 'Subscription section: the recurring price from the catalogue (interval included), what it includes, billing facts and a pay button',
});

import { defineBlock } from '../../engine/define-block';
import { FeatureCards } from './feature-cards';
import { featureCardsSchema } from './schema';

export const block = defineBlock({
  type: 'feature-cards',
  schema: featureCardsSchema,
  Component: FeatureCards,
  description: 'Cards with an icon or photo, title, text and optional highlight ("$1/hour"), 2–6 per row; benefits, perks, What You Get',
});

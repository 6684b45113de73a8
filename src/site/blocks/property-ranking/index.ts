import { defineBlock } from '../../../engine/define-block';
import { PropertyRanking } from './property-ranking';
import { propertyRankingSchema } from './schema';

export const block = defineBlock({
  type: 'property-ranking',
  schema: propertyRankingSchema,
  Component: PropertyRanking,
  description: 'Cheapest-homes ranking: a preview search bar whose controls open the info modal, ranked home cards (m² and ft²), blurred locked cards',
});

import { defineBlock } from '../../engine/define-block';
import { SpotsBanner } from './spots-banner';
import { spotsBannerSchema } from './schema';

export const block = defineBlock({
  type: 'spots-banner',
  schema: spotsBannerSchema,
  Component: SpotsBanner,
  description: 'Urgency banner "Only {n} spots left": a capacity in YAML minus the paid payments for a product, as a sticky top bar or an inline pill',
});

import { defineBlock } from '../../../engine/define-block';
import { Amenities } from './amenities';
import { amenitiesSchema } from './schema';

export const block = defineBlock({
  type: 'amenities',
  schema: amenitiesSchema,
  Component: Amenities,
  description: 'Target audience and amenities: icon cards (coworking, events, wellness…) in a centred grid',
});

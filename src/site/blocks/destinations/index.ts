import { defineBlock } from '../../../engine/define-block';
import { Destinations } from './destinations';
import { destinationsSchema } from './schema';

export const block = defineBlock({
  type: 'destinations',
  schema: destinationsSchema,
  Component: Destinations,
  description: 'One Global Network: destination cards (photo, flag, status, badge), each opening the info dialog',
});

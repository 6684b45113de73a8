import { defineBlock } from '../../../engine/define-block';
import { Details } from './details';
import { detailsSchema } from './schema';

export const block = defineBlock({
  type: 'details',
  schema: detailsSchema,
  Component: Details,
  description: 'Property details: feature list with icons, catalogue price rows, optional photo and buttons',
});

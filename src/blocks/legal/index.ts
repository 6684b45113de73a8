import { defineBlock } from '../../engine/define-block';
import { Legal } from './legal';
import { legalSchema } from './schema';

export const block = defineBlock({
  type: 'legal',
  schema: legalSchema,
  Component: Legal,
  description: 'A legal text page (terms, privacy, cookies) with Back to Home buttons',
});

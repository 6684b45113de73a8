import { defineBlock } from '../../../engine/define-block';
import { HowPossible } from './how-possible';
import { howPossibleSchema } from './schema';

export const block = defineBlock({
  type: 'how-possible',
  schema: howPossibleSchema,
  Component: HowPossible,
  description: 'How We Make This Possible: numbered icon cards (land partnerships, alliances, development projects)',
});

import { defineBlock } from '../../../engine/define-block';
import { Safety } from './safety';
import { safetySchema } from './schema';

export const block = defineBlock({
  type: 'safety',
  schema: safetySchema,
  Component: Safety,
  description: 'Safety section (legal documentation, visit before you invest): cards that open the application dialog',
});

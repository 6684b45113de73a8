import { defineBlock } from '../../engine/define-block';
import { Stats } from './stats';
import { statsSchema } from './schema';

export const block = defineBlock({
  type: 'stats',
  schema: statsSchema,
  Component: Stats,
  description: 'A row of big figures with their labels ("50+ countries", "98% accuracy")',
});

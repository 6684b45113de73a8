import { defineBlock } from '../../engine/define-block';
import { Steps } from './steps';
import { stepsSchema } from './schema';

export const block = defineBlock({
  type: 'steps',
  schema: stepsSchema,
  Component: Steps,
  description: '"How It Works": 2–6 numbered steps joined by a line, side by side on desktop, stacked on phones',
});

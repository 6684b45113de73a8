import { defineBlock } from '../../../engine/define-block';
import { Explainer } from './explainer';
import { explainerSchema } from './schema';

export const block = defineBlock({
  type: 'explainer',
  schema: explainerSchema,
  Component: Explainer,
  description: 'A whole explainer page (/howispossible): back link, h1, headline figures, reason cards and a closing button',
});

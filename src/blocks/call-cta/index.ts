import { defineBlock } from '../../engine/define-block';
import { CallCta } from './call-cta';
import { callCtaSchema } from './schema';

export const block = defineBlock({
  type: 'call-cta',
  schema: callCtaSchema,
  Component: CallCta,
  description: '"Ready to Get Started?": free-call features and a button to the external scheduling page',
});

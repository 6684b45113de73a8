import { defineBlock } from '../../engine/define-block';
import { InfoCta } from './info-cta';
import { infoCtaSchema } from './schema';

export const block = defineBlock({
  type: 'info-cta',
  schema: infoCtaSchema,
  Component: InfoCta,
  description: 'A "More Info" band: heading, short text and buttons, in a light, dark or accent style',
});

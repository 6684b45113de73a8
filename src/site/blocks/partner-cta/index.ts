import { defineBlock } from '../../../engine/define-block';
import { PartnerCta } from './partner-cta';
import { partnerCtaSchema } from './schema';

export const block = defineBlock({
  type: 'partner-cta',
  schema: partnerCtaSchema,
  Component: PartnerCta,
  description: '"Own Land? Partner With Us": benefits for land owners and the partnership application button',
});

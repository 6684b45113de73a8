import { defineBlock } from '../../engine/define-block';
import { Faq } from './faq';
import { faqSchema } from './schema';

export const block = defineBlock({
  type: 'faq',
  schema: faqSchema,
  Component: Faq,
  description: 'FAQ accordion: one answer open at a time, every answer in the prerendered HTML',
});

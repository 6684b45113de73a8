import { defineBlock } from '../../engine/define-block';
import { Footer } from './footer';
import { footerSchema } from './schema';

export const block = defineBlock({
  type: 'footer',
  schema: footerSchema,
  Component: Footer,
  description: 'Site footer: brand, legal links, operator and copyright lines',
  placement: 'after-main',
});

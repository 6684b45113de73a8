import { defineBlock } from '../../engine/define-block';
import { Testimonials } from './testimonials';
import { testimonialsSchema } from './schema';

export const block = defineBlock({
  type: 'testimonials',
  schema: testimonialsSchema,
  Component: Testimonials,
  description: 'Testimonial cards under a rotating audience label, with links that scroll to other sections',
});

import { defineBlock } from '../../engine/define-block';
import { Hero } from './hero';
import { heroSchema } from './schema';

export const block = defineBlock({
  type: 'hero',
  schema: heroSchema,
  Component: Hero,
  description: 'Full-screen opening section: background video or image, headline, rotating words, countdown, buttons',
});

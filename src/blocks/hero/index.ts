import { defineBlock } from '../../engine/define-block';
import { Hero } from './hero';
import { phoneCropOf } from './phone-image';
import { heroSchema } from './schema';

export const block = defineBlock({
  type: 'hero',
  schema: heroSchema,
  Component: Hero,
  description: 'Full-screen opening section: background video or image, headline, rotating words, countdown, buttons',
  // A video's poster is src itself, so a phone would fetch both: only still heroes get a crop.
  prepare: (hero) => {
    const phone = hero.image.phone || hero.video ? undefined : phoneCropOf(hero.image);
    return phone ? { ...hero, image: { ...hero.image, phone } } : hero;
  },
});

import { defineBlock } from '../../engine/define-block';
import { Gallery } from './gallery';
import { gallerySchema } from './schema';

export const block = defineBlock({
  type: 'gallery',
  schema: gallerySchema,
  Component: Gallery,
  description: 'Construction photo gallery (4:3 on phones, 16:9 from 768px), the construction-section anchor',
});

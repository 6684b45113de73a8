import { z } from 'zod';
import { mediaSrc } from '../../engine/media';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

export const gallerySchema = z.strictObject({
  anchor: anchorSchema.default('construction-section').describe('Section id that "View Construction Photos" buttons scroll to'),
  ...sectionHeadingFields,
  photos: z
    .array(
      z.strictObject({
        src: mediaSrc().describe('The photo under public/, like /media/construction/week-4.jpg'),
        alt: z.string().min(1, 'Describe the photo for visitors who cannot see it').describe('What the photo shows, for visitors who cannot see it'),
        caption: z.string().min(1).optional().describe('Short label shown on the photo, like "Week 4"'),
      }),
    )
    .min(1)
    .max(12)
    .describe('Construction photos (the spec shows 6)'),
  width: z.number().int().positive().default(1200).describe('Intrinsic pixel width of the photos'),
  height: z.number().int().positive().default(900).describe('Intrinsic pixel height of the photos'),
});

export type GalleryProps = z.output<typeof gallerySchema>;

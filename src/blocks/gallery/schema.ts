import { z } from 'zod';
import { mediaSrc } from '../../engine/media';

export const gallerySchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like construction-section')
    .default('construction-section')
    .describe('Section id that "View Construction Photos" buttons scroll to'),
  eyebrow: z.string().min(1).optional().describe('Small label above the heading'),
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  photos: z
    .array(
      z.strictObject({
        src: mediaSrc(),
        alt: z.string().min(1, 'Describe the photo for visitors who cannot see it'),
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

import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { iconCardSchema } from '../../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const howPossibleSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id the testimonials links scroll to: how-we-make-this-possible'),
  ...sectionHeadingFields,
  cards: z.array(iconCardSchema).min(1).describe('The reasons, each an icon, a title and a text'),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the cards'),
});

export type HowPossibleProps = z.output<typeof howPossibleSchema>;

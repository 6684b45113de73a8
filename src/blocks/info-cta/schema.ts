import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

export const infoCtaSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  variant: z.enum(['light', 'dark', 'accent']).default('light').describe('light = sand background, dark = deep ocean, accent = sun-amber gradient'),
  eyebrow: sectionHeadingFields.eyebrow,
  heading: sectionHeadingFields.heading,
  text: z.string().min(1).optional().describe('Paragraph under the heading'),
  buttons: z.array(buttonSchema).min(1, 'A call to action needs at least one button').describe('The buttons, at least one'),
});

export type InfoCtaProps = z.output<typeof infoCtaSchema>;

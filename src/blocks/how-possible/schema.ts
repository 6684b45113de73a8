import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';

export const howPossibleSchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like how-we-make-this-possible')
    .optional()
    .describe('Section id the testimonials links scroll to: how-we-make-this-possible'),
  eyebrow: z.string().min(1).optional().describe('Small line above the heading'),
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  cards: z
    .array(
      z.strictObject({
        icon: iconNameSchema,
        title: z.string().min(1),
        text: z.string().min(1),
      }),
    )
    .min(1),
  buttons: z.array(buttonSchema).default([]),
});

export type HowPossibleProps = z.output<typeof howPossibleSchema>;

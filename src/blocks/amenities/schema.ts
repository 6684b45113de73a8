import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';

export const amenitiesSchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like amenities')
    .optional()
    .describe('Section id that scroll buttons can target'),
  eyebrow: z.string().min(1).optional().describe('Small line above the heading'),
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  items: z
    .array(
      z.strictObject({
        icon: iconNameSchema,
        title: z.string().min(1),
        description: z.string().min(1),
      }),
    )
    .min(1),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the cards'),
});

export type AmenitiesProps = z.output<typeof amenitiesSchema>;

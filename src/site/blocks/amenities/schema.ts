import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { iconNameSchema } from '../../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const amenitiesSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  items: z
    .array(
      z.strictObject({
        icon: iconNameSchema,
        title: z.string().min(1).describe('Name of the amenity, like "High-speed Wi-Fi"'),
        description: z.string().min(1).describe('One sentence about it'),
      }),
    )
    .min(1)
    .describe('The amenities, one card each with an icon'),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the cards'),
});

export type AmenitiesProps = z.output<typeof amenitiesSchema>;

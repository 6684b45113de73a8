import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { imageSchema } from '../../../engine/media';
import { iconNameSchema } from '../../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const detailsSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  features: z
    .array(z.strictObject({ icon: iconNameSchema, label: z.string().min(1).describe('The feature, like "7 bedrooms"') }))
    .min(1)
    .describe('What the property has: 7 bedrooms, pool, tennis court…'),
  prices: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('e.g. "One-time price"'),
        value: z.string().min(1).describe('Use a catalogue template: "{price:mansion}" or "{price:mansion.monthly}"'),
        note: z.string().min(1).optional().describe('Small line under the value, e.g. "per month"'),
      }),
    )
    .default([])
    .describe('Price lines beside the features, each a label and a {price:…} value'),
  image: imageSchema().optional().describe('Photo of the property beside the details'),
  buttons: z.array(buttonSchema).default([]).describe('Buttons under the details, like More Info and Pay Now'),
});

export type DetailsProps = z.output<typeof detailsSchema>;

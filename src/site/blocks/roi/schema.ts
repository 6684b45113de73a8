import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { iconNameSchema } from '../../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const roiSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  figure: z.string().min(1).max(16).describe('The headline number, as it should read, e.g. "20-25%"'),
  caption: z.string().min(1).describe('What the figure means, e.g. "Estimated passive rental ROI per year"'),
  points: z
    .array(z.strictObject({ icon: iconNameSchema, text: z.string().min(1).describe('The point, in one sentence') }))
    .default([])
    .describe('Supporting points beside the figure'),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the section'),
  disclaimer: z.string().min(1).optional().describe('Small print under the section'),
});

export type RoiProps = z.output<typeof roiSchema>;

import { z } from 'zod';
import { anchorSchema, sectionHeadingFields, sectionToneSchema } from '../../ui/section-schema';

export const statsSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  ...sectionHeadingFields,
  tone: sectionToneSchema,
  items: z
    .array(
      z.strictObject({
        value: z.string().min(1).max(12).describe('The figure as it should read, like "2,500+" or "98%"'),
        label: z.string().min(1).describe('What it counts, like "Properties ranked"'),
      }),
    )
    .min(2)
    .max(6)
    .describe('The figures, in reading order (2–6)'),
  note: z.string().min(1).optional().describe('Small print under the figures, like where they come from'),
});

export type StatsProps = z.output<typeof statsSchema>;

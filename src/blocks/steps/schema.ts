import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields, sectionToneSchema } from '../../ui/section-schema';

export const stepsSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target, like how-it-works'),
  eyebrow: sectionHeadingFields.eyebrow,
  heading: sectionHeadingFields.heading.describe('Like "How It Works"'),
  intro: sectionHeadingFields.intro,
  tone: sectionToneSchema,
  stepLabel: z.string().min(1).default('Step').describe('Word screen readers hear before each number ("Step 1"); Spanish pages write "Paso"'),
  steps: z
    .array(
      z.strictObject({
        title: z.string().min(1).describe('The step title (an h3)'),
        text: z.string().min(1).describe('One or two sentences about the step'),
        icon: iconNameSchema.optional().describe('Small icon beside the title'),
      }),
    )
    .min(2)
    .max(6)
    .describe('2–6 steps, numbered in order: side by side on wide screens, one under another on phones'),
  buttons: z.array(buttonSchema).default([]).describe('Optional buttons under the steps'),
});

export type StepsProps = z.output<typeof stepsSchema>;
export type StepsTone = StepsProps['tone'];

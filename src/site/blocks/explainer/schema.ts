import { z } from 'zod';
import { sitePathSchema } from '../../../engine/link-schema';
import { buttonSchema } from '../../../ui/action-schema';
import { iconCardSchema } from '../../../ui/icon-schema';
import { sectionHeadingFields } from '../../../ui/section-schema';

export const explainerSchema = z.strictObject({
  backLabel: z.string().min(1).describe('Text of the back link at the top, e.g. "Back to Home"'),
  backHref: sitePathSchema.default('/').describe('Where the back link leads'),
  ...sectionHeadingFields,
  heading: sectionHeadingFields.heading.describe('The page title (the only h1)'),
  stats: z
    .array(
      z.strictObject({
        value: z.string().min(1).max(16).describe('The figure, at most 16 characters, like "$2"'),
        label: z.string().min(1).describe('What the figure means, like "per square meter"'),
      }),
    )
    .max(4)
    .default([])
    .describe('Up to four headline figures, e.g. "$2" / "per square meter"'),
  points: z.array(iconCardSchema).min(1).describe('The explanation as cards, each an icon, a title and a text'),
  closing: z.string().min(1).optional().describe('Line above the final button'),
  cta: buttonSchema.describe('The final button, e.g. "Join the Community" linking home'),
});

export type ExplainerProps = z.output<typeof explainerSchema>;

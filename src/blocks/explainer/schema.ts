import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';

export const explainerSchema = z.strictObject({
  backLabel: z.string().min(1).describe('Text of the back link at the top, e.g. "Back to Home"'),
  backHref: z
    .string()
    .regex(/^\//, 'The back link leads to a page of this site, like "/"')
    .default('/')
    .describe('Where the back link leads'),
  eyebrow: z.string().min(1).optional().describe('Small line above the heading'),
  heading: z.string().min(1).describe('The page title (the only h1)'),
  intro: z.string().min(1).optional(),
  stats: z
    .array(z.strictObject({ value: z.string().min(1).max(16), label: z.string().min(1) }))
    .max(4)
    .default([])
    .describe('Up to four headline figures, e.g. "$2" / "per square meter"'),
  points: z
    .array(
      z.strictObject({
        icon: iconNameSchema,
        title: z.string().min(1),
        text: z.string().min(1),
      }),
    )
    .min(1),
  closing: z.string().min(1).optional().describe('Line above the final button'),
  cta: buttonSchema.describe('The final button, e.g. "Join the Community" linking home'),
});

export type ExplainerProps = z.output<typeof explainerSchema>;

import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { iconNameSchema } from '../../ui/icon-schema';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

export const callCtaSchema = z.strictObject({
  anchor: anchorSchema.default('call-section').describe('Section id for #links'),
  eyebrow: sectionHeadingFields.eyebrow,
  heading: sectionHeadingFields.heading.describe('Like "Ready to Get Started?"'),
  text: z.string().min(1).describe('Paragraph under the heading'),
  features: z
    .array(z.strictObject({ icon: iconNameSchema, label: z.string().min(1).describe('The point, like "Free consultation"') }))
    .min(1)
    .describe('Short points beside icons (spec: free consultation, 30-minute session, expert guidance)'),
  button: buttonSchema.describe('Usually a link action to the external scheduling page'),
  note: z.string().min(1).optional().describe('Small print under the button'),
});

export type CallCtaProps = z.output<typeof callCtaSchema>;

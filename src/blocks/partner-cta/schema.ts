import { z } from 'zod';
import { buttonSchema } from '../../actions/action-schema';

export const partnerCtaSchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like partner-section')
    .default('partner-section')
    .describe('Section id for #links'),
  eyebrow: z.string().min(1).optional().describe('Small label above the heading'),
  heading: z.string().min(1).describe('Like "Own Land? Partner With Us"'),
  text: z.string().min(1),
  benefitsHeading: z.string().min(1).describe('Title of the benefit list, like "What you get"'),
  benefits: z.array(z.string().min(1)).min(1).describe('Bullet points (spec: revenue, infrastructure, marketing, management)'),
  button: buttonSchema.describe('Usually { kind: partner }: opens the partnership application dialog'),
});

export type PartnerCtaProps = z.output<typeof partnerCtaSchema>;

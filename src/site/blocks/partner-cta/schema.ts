import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

export const partnerCtaSchema = z.strictObject({
  anchor: anchorSchema.default('partner-section').describe('Section id for #links'),
  eyebrow: sectionHeadingFields.eyebrow,
  heading: sectionHeadingFields.heading.describe('Like "Own Land? Partner With Us"'),
  text: z.string().min(1).describe('Paragraph under the heading'),
  benefitsHeading: z.string().min(1).describe('Title of the benefit list, like "What you get"'),
  benefits: z.array(z.string().min(1)).min(1).describe('Bullet points (spec: revenue, infrastructure, marketing, management)'),
  button: buttonSchema.describe('Usually { kind: partner }: opens the partnership application dialog'),
});

export type PartnerCtaProps = z.output<typeof partnerCtaSchema>;

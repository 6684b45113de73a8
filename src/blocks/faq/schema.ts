import { z } from 'zod';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

export const faqSchema = z.strictObject({
  anchor: anchorSchema.default('faq').describe('Section id that scroll buttons and #links target; also prefixes the question ids'),
  ...sectionHeadingFields,
  items: z
    .array(
      z.strictObject({
        question: z.string().min(1).describe('The question as a visitor would ask it'),
        answer: z.string().min(1).describe('May contain {price:PRODUCT} templates'),
      }),
    )
    .min(1, 'An FAQ needs at least one question')
    .describe('Questions in order; one answer is open at a time'),
});

export type FaqProps = z.output<typeof faqSchema>;
export type FaqItem = FaqProps['items'][number];

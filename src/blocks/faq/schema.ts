import { z } from 'zod';

export const faqSchema = z.strictObject({
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'Expected a section anchor like faq')
    .default('faq')
    .describe('Section id that scroll buttons and #links target; also prefixes the question ids'),
  eyebrow: z.string().min(1).optional().describe('Small label above the heading'),
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  items: z
    .array(
      z.strictObject({
        question: z.string().min(1),
        answer: z.string().min(1).describe('May contain {price:PRODUCT} templates'),
      }),
    )
    .min(1, 'An FAQ needs at least one question')
    .describe('Questions in order; one answer is open at a time'),
});

export type FaqProps = z.output<typeof faqSchema>;
export type FaqItem = FaqProps['items'][number];

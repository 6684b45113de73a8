import { z } from 'zod';

export const legalSchema = z.strictObject({
  title: z.string().min(1),
  effective: z.string().min(1).describe('Line with the effective date, as it should read'),
  backLabel: z.string().min(1).describe('Text of the Back to Home button'),
  intro: z.string().optional(),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).default([]),
        items: z.array(z.string().min(1)).default([]).describe('Bulleted list under the paragraphs'),
        contact: z
          .strictObject({
            label: z.string().min(1).describe('Text before the address, like "Email us at"'),
            email: z.email('Expected an email address like privacy@example.com'),
          })
          .optional()
          .describe('An email address shown as a mailto link at the end of the section'),
      }),
    )
    .min(1),
});

export type LegalProps = z.output<typeof legalSchema>;

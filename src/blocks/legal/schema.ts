import { z } from 'zod';

export const legalSchema = z.strictObject({
  title: z.string().min(1).describe('The page title (the only h1), like "Privacy Policy"'),
  effective: z.string().min(1).describe('Line with the effective date, as it should read'),
  backLabel: z.string().min(1).describe('Text of the Back to Home button'),
  intro: z.string().optional().describe('Paragraph before the first section'),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().min(1).describe('Title of the section, like "1. Information We Collect"'),
        paragraphs: z.array(z.string().min(1)).default([]).describe('The paragraphs of the section, in order'),
        items: z.array(z.string().min(1)).default([]).describe('Bulleted list under the paragraphs'),
        contact: z
          .strictObject({
            label: z.string().min(1).describe('Text before the address, like "Email us at"'),
            email: z.email('Expected an email address like privacy@example.com').describe('The address, like privacy@example.com'),
          })
          .optional()
          .describe('An email address shown as a mailto link at the end of the section'),
      }),
    )
    .min(1)
    .describe('The numbered sections of the text'),
});

export type LegalProps = z.output<typeof legalSchema>;

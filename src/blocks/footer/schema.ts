import { z } from 'zod';
import { linkSchema } from '../../engine/link-schema';

export const footerSchema = z.strictObject({
  brandName: z.string().min(1).describe('The site name shown in the footer, like "Landfall"'),
  tagline: z.string().min(1).describe('One short line under the brand name'),
  linksLabel: z.string().min(1).describe('Accessible name of the link list, like "Legal"'),
  links: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Text of the link, like "Privacy Policy"'),
        href: linkSchema.describe('The page it opens, like /privacy'),
      }),
    )
    .min(1)
    .describe('Legal pages (spec: /terms, /privacy, /cookies); they open at the top'),
  operator: z.string().min(1).describe('Who operates the site, like "Operated by … LLC, Wyoming, USA"'),
  copyright: z.string().min(1).describe('Copyright line, year included as text'),
});

export type FooterProps = z.output<typeof footerSchema>;

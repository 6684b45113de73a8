import { z } from 'zod';
import { linkSchema } from '../../engine/link-schema';

export const cookieBannerSchema = z.strictObject({
  storageKey: z.string().min(1).default('cookie-consent').describe('localStorage key that holds the choice; the banner shows only while it is empty'),
  acceptValue: z.string().min(1).default('true').describe('Value stored when the visitor accepts'),
  declineValue: z.string().min(1).default('declined').describe('Value stored on Decline or on the close button'),
  label: z.string().min(1).describe('Accessible name of the banner region, like "Cookie consent"'),
  heading: z.string().min(1).optional().describe('Short bold line before the text'),
  text: z.string().min(1).describe('What the site stores and why, in one or two sentences'),
  policyLabel: z.string().min(1).describe('Text of the link to the cookie policy'),
  policyHref: linkSchema.default('/cookies').describe('The cookie policy page, like /cookies'),
  acceptLabel: z.string().min(1).describe('The accept button, like "Accept"'),
  declineLabel: z.string().min(1).describe('The decline button, like "Decline"'),
  closeLabel: z.string().min(1).describe('Accessible name of the × button (counts as decline)'),
});

export type CookieBannerProps = z.output<typeof cookieBannerSchema>;

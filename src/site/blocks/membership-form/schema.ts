import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { fieldMessageList } from '../../../interactive/forms/messages';
import { sitePathSchema } from '../../../engine/link-schema';
import { regionSchema } from '../../../engine/region-schema';
import { anchorSchema } from '../../../ui/section-schema';

const text = z.string().min(1);

/** The /thank-you page: after Stripe (or the local test checkout) the visitor completes the membership. */
export const membershipFormSchema = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons can target'),
  heading: text.describe('Big line at the top when the address names a payment (?session_id=…), e.g. "Payment Successful!"'),
  formHeading: text.describe('Heading of the form, e.g. "Complete Your Membership"'),
  intro: text.optional().describe('Paragraph under the form heading'),
  nameLabel: text.describe('Label of the name field, like "Full Name"'),
  emailLabel: text.describe('Label of the email field, like "Email"'),
  phoneLabel: text.describe('Label of the phone field, like "Phone Number"'),
  countryCodeLabel: text.describe('Accessible name of the country-code selector'),
  requiredHint: text.describe('Explains the * after each label, e.g. "* Required"'),
  submitLabel: text.describe('The submit button, like "Complete Membership"'),
  busyLabel: text.describe('Submit button text while saving, e.g. "Submitting..."'),
  note: text.describe('Under the form, e.g. "Our team will contact you within a few hours."'),
  successToast: text.describe('Toast after a successful save'),
  errorToast: text.describe('Toast when saving fails'),
  defaultCountry: regionSchema.default('US').describe('Country whose calling code is preselected (spec: +1)'),
  redirectTo: sitePathSchema.default('/').describe('Where the visitor goes after saving'),
  noSession: z
    .strictObject({
      heading: text.describe('Replaces the success heading, e.g. "Your membership starts with a payment"'),
      text: text.describe('What happened and what to do'),
      buttons: z.array(buttonSchema).min(1).describe('Ways on, e.g. a link home and a Pay button'),
    })
    .describe('Shown instead of the form when the address names no payment (no ?session_id=…)'),
  redirectDelayMs: z.number().int().min(0).max(60_000).default(3000).describe('Wait before the redirect (spec: 3000 ms)'),
  fieldErrors: z
    .strictObject(Object.fromEntries(fieldMessageList.map((message) => [message, text.optional().describe(`This page's words for "${message}"`)])))
    .default({})
    .describe(
      'The field messages in this page\'s language, keyed by the English message the browser check and the server return; on a Spanish page: { $ref: "dialogs#/es/fieldErrors" }',
    ),
});

export type MembershipFormProps = z.output<typeof membershipFormSchema>;

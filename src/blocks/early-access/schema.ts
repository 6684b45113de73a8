import { z } from 'zod';
import { fieldMessages } from '../../interactive/forms/messages';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

const text = z.string().min(1);

/** The email rule's messages (src/interactive/forms/rules.ts, the server's email_error): the keys of fieldErrors. */
export const emailMessages = [fieldMessages.emailInvalid, fieldMessages.emailTooLong, fieldMessages.emailCharacters] as const;

export const earlyAccessSchema = z.strictObject({
  anchor: anchorSchema.default('early-access').describe('Section id for #links; also prefixes the field ids'),
  ...sectionHeadingFields,
  perks: z.array(text).max(4).default([]).describe('Short lines beside the form, like "The full top 100"'),
  label: text.describe('The field\'s visible label, like "Email address"'),
  placeholder: text.optional().describe('Example inside the empty field, like "you@example.com"'),
  submitLabel: text.describe('The submit button, like "Get Early Access"'),
  busyLabel: text.describe('The button while the email is sent, like "Sending…"'),
  confirmation: text.describe('Shown (and announced) once the email is stored'),
  failed: text.describe('When the email could not be stored (spec §8 style): "There was an error processing your request. Please try again."'),
  rateLimited: text.describe('When the server refuses more sign-ups from this visitor for now, like "Too many submissions. Please try again later."'),
  fieldErrors: z
    .strictObject(Object.fromEntries(emailMessages.map((message) => [message, text.optional().describe(`This page's words for "${message}"`)])))
    .default({})
    .describe("The email messages in this page's language, keyed by the English message the browser check and the server return"),
  note: text.optional().describe('Small print under the field, like how the email is used'),
});

export type EarlyAccessProps = z.output<typeof earlyAccessSchema>;

/** What the form's behaviour needs in the browser: its texts, never the section's copy. */
export type EarlyAccessFormProps = Pick<EarlyAccessProps, 'submitLabel' | 'busyLabel' | 'confirmation' | 'failed' | 'rateLimited' | 'fieldErrors'>;

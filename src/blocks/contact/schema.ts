import { z } from 'zod';
import { fieldMessageList } from '../../interactive/forms/messages';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

const text = z.string().min(1);

/** A contact form any page can carry: name, email, an optional phone and a message, stored as a lead. */
export const contactSchema = z.strictObject({
  anchor: anchorSchema.default('contact').describe('Section id for #links; also prefixes the field ids, so two contact blocks on a page need two anchors'),
  ...sectionHeadingFields,
  nameLabel: text.describe('Label of the name field, like "Your name"'),
  emailLabel: text.describe('Label of the email field, like "Email"'),
  phoneLabel: text.describe('Label of the optional phone field, like "Phone"'),
  optionalLabel: text.describe('Shown after the phone label, like "(optional)"'),
  phonePlaceholder: text.optional().describe('Example inside the empty phone field, with the calling code, like "+1 555 123 4567"'),
  messageLabel: text.describe('Label of the message field, like "How can we help?"'),
  requiredHint: text.describe('Explains the * after the required labels, e.g. "Fields marked * are required."'),
  submitLabel: text.describe('The submit button, like "Send Message"'),
  busyLabel: text.describe('The button while the message is sent, like "Sending..."'),
  success: text.describe('Shown (and announced) in place of the form once the message is stored'),
  failed: text.describe('When the message could not be stored, like "There was an error sending your message. Please try again."'),
  rateLimited: text.describe('When this browser or the server refuses more messages for now, like "Too many submissions. Please try again later."'),
  fieldErrors: z
    .strictObject(Object.fromEntries(fieldMessageList.map((message) => [message, text.optional().describe(`This page's words for "${message}"`)])))
    .default({})
    .describe(
      'The field messages in this page\'s language, keyed by the English message the browser check and the server return; on a Spanish page: { $ref: "dialogs#/es/fieldErrors" }',
    ),
});

export type ContactProps = z.output<typeof contactSchema>;

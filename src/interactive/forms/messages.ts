/**
 * The English field messages of the contract (/tmp/landfall-contract.md, "Field rules"). The
 * server returns exactly these texts, keyed by field, so they double as the keys of the
 * localized versions in variants/_shared/dialogs.yaml (fieldErrors).
 */
export const fieldMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name too long',
  nameInvalid: 'Name contains invalid characters',
  emailInvalid: 'Invalid email format',
  emailTooLong: 'Email too long',
  emailCharacters: 'Invalid characters',
  phoneTooLong: 'Phone number too long',
  phoneInvalid: 'Invalid phone format',
  countryCodeRequired: 'Select a country code',
  countryCodeInvalid: 'Invalid country code format',
  companyNameTooLong: 'Company name too long',
  contentInvalid: 'Invalid content',
  locationTooLong: 'Location too long',
  locationInvalid: 'Location contains invalid characters',
  landDetailsTooShort: 'Please provide more details about your land',
  landDetailsTooLong: 'Land details too long',
  // The spec's file rule; lead-files answers the same texts (src/contract/file-rule.ts, held equal by a test).
  fileTooLarge: 'File too large (max 10MB)',
  fileUnsupported: 'Unsupported file type',
  fileNameTooLong: 'File name too long',
  fileNameInvalid: 'Invalid file name',
  // The spec's message rule (required, max 5000) names no texts; these follow its other fields.
  messageRequired: 'Message is required',
  messageTooLong: 'Message too long',
} as const;

export type FieldMessage = (typeof fieldMessages)[keyof typeof fieldMessages];

export const fieldMessageList = Object.values(fieldMessages) as [FieldMessage, ...FieldMessage[]];

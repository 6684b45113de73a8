import { z } from 'zod';
import { regionSchema } from '../engine/region-schema';
import { mediaSrc } from '../engine/media';
import { fieldMessageList, type FieldMessage } from '../forms/messages';
import { defaultSubmissionLimits } from '../forms/submission-limit';
import { introIconNames } from './intro-icon-names';

/**
 * variants/_shared/dialogs.yaml: every text of the founder and partnership dialogs and of the
 * toasts (spec §2, §8), per language, plus the settings they share. Build-time only (full zod);
 * the browser gets the parsed result as JSON (see dialog-payload.ts).
 */
const text = z.string().min(1);

const inputTexts = z.strictObject({
  label: text,
  placeholder: z.string().default('').describe('Example shown in the empty input'),
});

const toastText = z.strictObject({ title: text, description: text.optional() });

const founderTexts = z.strictObject({
  intro: z.strictObject({
    eyebrow: text.optional(),
    title: text,
    text,
    cards: z
      .array(z.strictObject({ icon: z.enum(introIconNames), title: text, text }))
      .min(1)
      .describe('Benefit cards (spec: entrepreneurs, travellers, investors)'),
    stats: z.array(z.strictObject({ value: text, label: text })).default([]).describe('Figures under the cards, like "650+ buyers"'),
    button: text.describe('Goes to the form, e.g. "Get the dossier"'),
  }),
  form: z.strictObject({
    title: text,
    text,
    name: inputTexts,
    email: inputTexts,
    phone: inputTexts,
    countryCode: inputTexts.describe('The placeholder shows while no code is picked (the founder form has no default)'),
    back: text,
    submit: text,
    submitting: text.describe('Submit button label while sending, e.g. "Submitting..."'),
  }),
  success: z.strictObject({ title: text, text, schedule: text, close: text }),
  calendar: z.strictObject({ title: text, text, frameTitle: text.describe('Accessible name of the scheduling frame'), back: text }),
});

const partnershipTexts = z.strictObject({
  title: text,
  text,
  benefitsHeading: text,
  benefits: z.array(text).min(1),
  name: inputTexts,
  email: inputTexts,
  phone: inputTexts,
  countryCode: inputTexts,
  companyName: inputTexts,
  location: inputTexts,
  landDetails: inputTexts,
  optional: text.describe('Shown after the labels of optional fields, e.g. "(optional)"'),
  cancel: text,
  submit: text,
  submitting: text,
  confirmation: z.strictObject({ title: text, text, close: text }),
});

// One optional key per known English message, so a misspelt key is an "Unknown key" with a suggestion.
const fieldErrorsShape = Object.fromEntries(fieldMessageList.map((message) => [message, text.optional()])) as Record<
  FieldMessage,
  z.ZodOptional<z.ZodString>
>;

/** One language's texts; pages may change some of them (page-dialogs.ts). */
export const localeTexts = z.strictObject({
  close: text.describe('Accessible name of the dialogs\' and toasts\' close buttons'),
  notifications: text.describe('Accessible name of the toast region'),
  founder: founderTexts,
  partnership: partnershipTexts,
  toasts: z.strictObject({
    founderValidation: toastText,
    founderError: toastText,
    partnershipThrottled: toastText,
    partnershipInvalid: toastText.describe('Its description is the first field error'),
    partnershipError: toastText,
    paymentError: toastText,
    membershipError: toastText,
    membershipSaved: toastText,
  }),
  fieldErrors: z
    .strictObject(fieldErrorsShape)
    .default({})
    .describe('Field messages in this language, keyed by the English message the server and the browser check return'),
});

const limitSchema = z.strictObject({
  max: z.number().int().positive(),
  windowMs: z.number().int().positive().describe('Window in milliseconds'),
});

export const dialogsSchema = z.strictObject({
  schedulingUrl: z.url({ protocol: /^https$/ }).describe('External booking page: the success step\'s "Schedule a Call" and the calendar step'),
  video: z
    .strictObject({ webm: mediaSrc(), mp4: mediaSrc(), poster: mediaSrc().optional() })
    .describe('Looping muted video at the top of the founder form'),
  conversion: z
    .strictObject({ sendTo: text.optional().describe('Advertising conversion target, like "AW-123456789/AbC-D_efG"') })
    .default({})
    .describe('Conversion event pushed when a founder application succeeds'),
  partnershipDefaultCountry: regionSchema
    .default('US')
    .describe('Region whose calling code the partnership form preselects (spec: +1); the founder form has none'),
  submissionLimits: z
    .strictObject({
      founder: limitSchema.default(defaultSubmissionLimits.founder),
      partnership: limitSchema.default(defaultSubmissionLimits.partnership),
    })
    .default({ founder: defaultSubmissionLimits.founder, partnership: defaultSubmissionLimits.partnership })
    .describe('Client-side limits per browser session (spec: 4 per hour each)'),
  en: localeTexts,
  es: localeTexts,
});

export type Dialogs = z.output<typeof dialogsSchema>;
export type DialogTexts = z.output<typeof localeTexts>;
export type FounderTexts = DialogTexts['founder'];
export type InputTexts = z.output<typeof inputTexts>;

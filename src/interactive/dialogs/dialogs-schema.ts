import { z } from 'zod';
import { regionSchema } from '../../engine/region-schema';
import { mediaSrc } from '../../engine/media';
import { perLocale, type Locale } from '../../engine/site-schema';
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
  label: text.describe('Label above the field, like "Full Name"'),
  placeholder: z.string().default('').describe('Example shown in the empty input'),
});

const toastText = z.strictObject({
  title: text.describe('Bold first line of the message'),
  description: text.optional().describe('Second line with the details'),
});

const founderTexts = z.strictObject({
  intro: z
    .strictObject({
      eyebrow: text.optional().describe('Small line above the title'),
      title: text.describe('Title of the first step'),
      text: text.describe('Paragraph under the title'),
      cards: z
        .array(
          z.strictObject({
            icon: z.enum(introIconNames).describe('Icon of the card'),
            title: text.describe('Card title, like "Entrepreneurs"'),
            text: text.describe('One sentence under the card title'),
          }),
        )
        .min(1)
        .describe('Benefit cards (spec: entrepreneurs, travellers, investors)'),
      stats: z
        .array(z.strictObject({ value: text.describe('The figure, like "650+"'), label: text.describe('What it counts, like "buyers"') }))
        .default([])
        .describe('Figures under the cards, like "650+ buyers"'),
      button: text.describe('Goes to the form, e.g. "Get the dossier"'),
    })
    .describe('First step: who the membership is for, with a button to the form'),
  form: z
    .strictObject({
      title: text.describe('Title of the form step'),
      text: text.describe('Paragraph above the fields'),
      name: inputTexts.describe('The name field'),
      email: inputTexts.describe('The email field'),
      phone: inputTexts.describe('The phone number field'),
      countryCode: inputTexts.describe('The placeholder shows while no code is picked (the founder form has no default)'),
      back: text.describe('Button back to the first step, like "Back"'),
      submit: text.describe('The submit button, like "Submit Application"'),
      submitting: text.describe('Submit button label while sending, e.g. "Submitting..."'),
    })
    .describe('Second step: the application form'),
  success: z
    .strictObject({
      title: text.describe('Title once the application is sent, like "Application received"'),
      text: text.describe('What happens next'),
      schedule: text.describe('Button that opens the booking calendar, like "Schedule a Call"'),
      close: text.describe('Button that closes the dialog'),
    })
    .describe('Shown after a successful application'),
  calendar: z
    .strictObject({
      title: text.describe('Title above the booking calendar'),
      text: text.describe('Line under the title'),
      frameTitle: text.describe('Accessible name of the scheduling frame'),
      back: text.describe('Button back to the success step'),
    })
    .describe('The booking calendar step'),
});

const partnershipTexts = z.strictObject({
  title: text.describe('Title of the partnership dialog'),
  text: text.describe('Paragraph under the title'),
  benefitsHeading: text.describe('Title of the benefit list, like "What you get"'),
  benefits: z.array(text).min(1).describe('Bullet points of what a land partner gets'),
  name: inputTexts.describe('The name field'),
  email: inputTexts.describe('The email field'),
  phone: inputTexts.describe('The phone number field'),
  countryCode: inputTexts.describe('The calling code selector'),
  companyName: inputTexts.describe('The company name field (optional for the visitor)'),
  location: inputTexts.describe('The land location field'),
  landDetails: inputTexts.describe('The land details text area'),
  optional: text.describe('Shown after the labels of optional fields, e.g. "(optional)"'),
  cancel: text.describe('Button that closes the form without sending'),
  submit: text.describe('The submit button'),
  submitting: text.describe('Submit button label while sending, e.g. "Submitting..."'),
  documents: z
    .strictObject({
      label: text.describe('Label of the optional file input, like "Documents about the land"'),
      hint: text.describe('What to attach and the limits, shown under the label'),
      choose: text.describe('The button that opens the file picker, like "Choose files" (the browser\'s own picker text is in its language, not the page\'s)'),
      remove: text.describe("Button that takes a chosen file off the list (screen readers hear the file's name after it)"),
      uploading: text.describe('Submit button label while the files upload, e.g. "Uploading documents..."'),
      notSent: text.describe('Shown beside a file that could not be uploaded'),
      notSentToast: toastText.describe('When the application was sent but some documents were not; the names of those files follow the description'),
    })
    .describe('The optional documents about the land (photos, a deed, a plot survey)'),
  confirmation: z
    .strictObject({
      title: text.describe('Title once the application is sent'),
      text: text.describe('What happens next'),
      close: text.describe('Button that closes the dialog'),
    })
    .describe('Shown after a successful application'),
});

// One optional key per known English message, so a misspelt key is an "Unknown key" with a suggestion.
const fieldErrorsShape = Object.fromEntries(fieldMessageList.map((message) => [message, text.optional().describe(`Your words for "${message}"`)])) as Record<
  FieldMessage,
  z.ZodOptional<z.ZodString>
>;

/** One language's texts; pages may change some of them (page-dialogs.ts). */
export const localeTexts = z.strictObject({
  close: text.describe("Accessible name of the dialogs' and toasts' close buttons"),
  notifications: text.describe('Accessible name of the toast region'),
  founder: founderTexts.describe('The founder application dialog (More Info, avatars, destination cards)'),
  partnership: partnershipTexts.describe('The partnership application dialog (land owners)'),
  toasts: z
    .strictObject({
      founderValidation: toastText.describe('When the founder form has a mistake'),
      founderError: toastText.describe('When the founder application could not be sent'),
      partnershipThrottled: toastText.describe('When this visitor has sent too many partnership applications for now'),
      partnershipInvalid: toastText.describe('Its description is the first field error'),
      partnershipError: toastText.describe('When the partnership application could not be sent'),
      paymentError: toastText.describe('When a pay button cannot start the payment'),
      plotTaken: toastText.describe('When the plot a visitor picked on a plot board was held or bought by someone else a moment before'),
      membershipError: toastText.describe('When the membership form on /thank-you could not be saved'),
      membershipSaved: toastText.describe('When the membership form on /thank-you was saved'),
    })
    .describe('Short messages in the corner of the page'),
  fieldErrors: z
    .strictObject(fieldErrorsShape)
    .default({})
    .describe('Field messages in this language, keyed by the English message the server and the browser check return'),
});

const limitSchema = z.strictObject({
  max: z.number().int().positive().describe('How many applications one browser may send in the window'),
  windowMs: z.number().int().positive().describe('Window in milliseconds'),
});

const dialogSettings = {
  schedulingUrl: z.url({ protocol: /^https$/ }).describe('External booking page: the success step\'s "Schedule a Call" and the calendar step'),
  video: z
    .strictObject({
      webm: mediaSrc().describe('The video as WebM under public/, like /media/founder.webm'),
      mp4: mediaSrc().describe('The same video as MP4, for browsers without WebM'),
      poster: mediaSrc().optional().describe('Still image shown until the video plays'),
    })
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
      founder: limitSchema.default(defaultSubmissionLimits.founder).describe('Founder applications'),
      partnership: limitSchema.default(defaultSubmissionLimits.partnership).describe('Partnership applications'),
    })
    .default({ founder: defaultSubmissionLimits.founder, partnership: defaultSubmissionLimits.partnership })
    .describe('Client-side limits per browser session (spec: 4 per hour each)'),
};

/**
 * dialogs.yaml for a site whose languages are `locales` (site.yaml's): the shared settings, and
 * one map of texts per language under its tag (`en:`, `de:`). Parsed, the texts are gathered
 * under `texts`, by language.
 */
export function dialogsSchemaFor(locales: readonly Locale[]) {
  const settings = z.strictObject(dialogSettings);
  return z.strictObject({ ...dialogSettings, ...perLocale(locales, localeTexts, (language) => `${language} texts`) }).transform((parsed) => {
    const shared = Object.fromEntries(Object.keys(dialogSettings).map((key) => [key, parsed[key as keyof typeof parsed]])) as z.output<typeof settings>;
    const texts = Object.fromEntries(locales.map((locale) => [locale, (parsed as Record<string, unknown>)[locale] as DialogTexts]));
    return { ...shared, texts };
  });
}

/** dialogs.yaml once parsed: the shared settings, and each language's texts under `texts`. */
export type Dialogs = z.output<z.ZodObject<typeof dialogSettings>> & { texts: Record<Locale, DialogTexts> };
export type DialogTexts = z.output<typeof localeTexts>;
export type FounderTexts = DialogTexts['founder'];
export type InputTexts = z.output<typeof inputTexts>;

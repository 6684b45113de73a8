import { z } from 'zod';
import { anchorSchema, sectionHeadingFields } from '../../ui/section-schema';

/** A framed page must be another site's https page: the CSP lists its origin in frame-src. */
const externalUrl = z.url({ protocol: /^https$/, error: 'Expected an https:// address of the booking site' });

export const schedulingSchema = z.strictObject({
  anchor: anchorSchema.default('schedule').describe('Section id for #links'),
  ...sectionHeadingFields,
  heading: sectionHeadingFields.heading.describe('Like "Pick a time for your call"'),
  booking: z
    .strictObject({
      kind: z.literal('link').default('link').describe('Always link'),
      href: externalUrl.describe('The booking page: shown in the frame and opened by the link'),
      newTab: z.boolean().default(true).describe('The plain link opens the booking page in a new tab'),
    })
    .describe('The booking page as a link action: reuse the call section\'s with `$ref: "call#/en/button/action"`'),
  linkLabel: z.string().min(1).describe('Text of the plain link to the booking page (what visitors without script use)'),
  loadingText: z.string().min(1).describe('Shown, and announced, while the calendar loads'),
  frameTitle: z.string().min(1).describe('Accessible name of the booking frame, like "Booking calendar"'),
  frameHeight: z.number().int().min(320).max(1600).default(700).describe('Height of the frame in px; the placeholder reserves it so nothing moves'),
  widgetScript: externalUrl.optional().describe("The booking site's widget script, loaded once the frame has loaded (spec §4); none when omitted"),
  observeMargin: z.number().int().min(0).default(100).describe('The frame loads when the section comes within this many px of the viewport'),
  delay: z.number().int().min(0).default(100).describe('ms between coming within reach and rendering the frame'),
});

export type SchedulingProps = z.output<typeof schedulingSchema>;

/** What the behaviour needs beside the markup (the frame itself waits in a <template>). */
export type SchedulingFrameProps = Pick<SchedulingProps, 'widgetScript' | 'observeMargin' | 'delay'>;

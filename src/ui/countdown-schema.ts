import { z } from 'zod';

/** A countdown clock (HH:MM:SS) that blocks embed. */
export const countdownSchema = z.strictObject({
  seconds: z
    .number()
    .int()
    .min(0)
    .default(172_800)
    .describe('Where the clock starts, in seconds (spec: 48 hours = 172800)'),
  label: z.string().min(1).describe('Caption and accessible name of the clock, e.g. "Offer ends in"'),
  units: z
    .strictObject({ hours: z.string().min(1), minutes: z.string().min(1), seconds: z.string().min(1) })
    .optional()
    .describe('Small labels under the hours, minutes and seconds'),
});

export type CountdownData = z.output<typeof countdownSchema>;

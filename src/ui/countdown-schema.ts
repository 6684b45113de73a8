import { z } from 'zod';

/** Where a per-visitor deadline is kept when the YAML names no storageKey. */
export const defaultCountdownKey = 'countdown-deadline';

/** A countdown clock (HH:MM:SS) that blocks embed. */
export const countdownSchema = z
  .strictObject({
    seconds: z
      .number()
      .int()
      .min(0)
      .default(172_800)
      .describe(
        'Length of the clock in seconds (spec: 48 hours = 172800): where it starts, and what visitors without JavaScript see. With persist: visitor, how long each visitor gets',
      ),
    label: z.string().min(1).describe('Caption and accessible name of the clock, e.g. "Offer ends in"'),
    units: z
      .strictObject({
        hours: z.string().min(1).describe('Label under the hours, like "Hours"'),
        minutes: z.string().min(1).describe('Label under the minutes, like "Minutes"'),
        seconds: z.string().min(1).describe('Label under the seconds, like "Seconds"'),
      })
      .optional()
      .describe('Small labels under the hours, minutes and seconds'),
    // Optional rather than defaulted, so blocks and stories that embed a clock type it without
    // these keys; the JSON Schema still shows editors the default.
    persist: z
      .enum(['visitor', 'none'])
      .optional()
      .meta({ default: 'none' })
      .describe(
        'visitor: an evergreen deadline per visitor. The first visit stores now + seconds in the browser (localStorage, storageKey); a reload or a later visit continues from it, and once it has passed the clock stays at 00:00:00. none: every page view starts again from seconds',
      ),
    storageKey: z
      .string()
      .min(1)
      .optional()
      .meta({ default: defaultCountdownKey })
      .describe('localStorage key of the per-visitor deadline (persist: visitor); pages with the same key share one deadline'),
    deadline: z.iso
      .datetime({ offset: true, error: 'Expected an ISO date-time with a time zone, like 2026-12-31T23:59:59Z or 2026-12-31T23:59:59+07:00' })
      .optional()
      .describe('A fixed end, the same for every visitor, like 2026-12-31T23:59:59Z; the clock shows the time left until then'),
    endedText: z.string().min(1).optional().describe('Shown in place of the label once the clock has reached 00:00:00, like "This offer has ended"'),
  })
  .refine((clock) => !(clock.deadline && clock.persist === 'visitor'), {
    error: 'A fixed deadline is the same for every visitor: remove persist: visitor, or remove the deadline',
    path: ['persist'],
  });

export type CountdownData = z.output<typeof countdownSchema>;

/** What the countdown behaviour needs, written beside the prerendered clock. */
export interface CountdownClock {
  seconds: number;
  /** Epoch milliseconds of a fixed end (from `deadline`). */
  endsAt?: number;
  /** Where the per-visitor deadline is kept (persist: visitor). */
  storageKey?: string;
}

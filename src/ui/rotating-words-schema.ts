import { z } from 'zod';

/** Words that take turns in one place, like "rent it out" / "move in". Blocks embed it. */
export const rotatingWordsSchema = z.strictObject({
  words: z
    .array(z.string().min(1))
    .min(2, 'Give at least two words to rotate')
    .describe('The words that take turns, at least two, like [rent it out, move in]'),
  intervalMs: z
    .number()
    .int()
    .min(250, 'Rotate no faster than every 250 ms, or nobody can read the words')
    .default(1000)
    .describe('Milliseconds each word stays (spec: 1000, 1500 or 2000)'),
  display: z.boolean().default(true).describe('false keeps the rotation as page state only, not shown on screen'),
});

export type RotatingWordsData = z.output<typeof rotatingWordsSchema>;

import { z } from 'zod';
import { buttonSchema } from '../../ui/action-schema';
import { templateString } from '../../lib/template-string';

/** `{n}` (spots left) and `{capacity}` only: a misspelled placeholder would reach visitors as typed. */
const countText = templateString(['n', 'capacity']);

export const spotsBannerSchema = z.strictObject({
  placement: z
    .enum(['top-bar', 'inline'])
    .default('inline')
    .describe('top-bar: a strip that stays at the top of the screen while scrolling; inline: a pill between sections'),
  text: countText.describe('Like "Only {n} spots left" ({n} = capacity − taken − paid payments, never below 0)'),
  soldOutText: countText.optional().describe('Shown instead of text when no spot is left, like "All spots are taken"'),
  detail: z.string().min(1).optional().describe('Second line beside the count, like "10 spots per country"'),
  capacity: z.number().int().positive().describe('Spots on offer in total'),
  taken: z.number().int().min(0).default(0).describe('Spots taken before the site went live; paid payments for productId are added live'),
  productId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected a catalogue product id, like free-home-deposit')
    .optional()
    .describe("Catalogue product whose paid payments take spots; the page's productId when absent"),
  button: buttonSchema.optional().describe('Optional call to action beside the count, like "Apply Now"'),
});

export type SpotsBannerProps = z.output<typeof spotsBannerSchema>;

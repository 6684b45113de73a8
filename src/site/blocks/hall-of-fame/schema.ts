import { z } from 'zod';
import { templateString } from '../../../lib/template-string';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

const investorSchema = z.strictObject({
  name: z.string().min(1).describe('Display name, like "Marcus T."'),
  location: z.string().min(1).describe('Where the investor is from, like "Dubai, UAE"'),
  plots: z.number().int().positive().describe('Plots the investor holds'),
});

export const hallOfFameSchema = z.strictObject({
  anchor: anchorSchema.default('hall-of-fame').describe('Section id for #links'),
  ...sectionHeadingFields,
  rankFormat: templateString(['rank']).default('#{rank}').describe('How a place reads, like "#1"; the place is the position in the list'),
  plotsLabel: z
    .strictObject({
      one: templateString(['plots']).describe('For one plot, like "{plots} plot"'),
      other: templateString(['plots']).describe('For any other number, like "{plots} plots"'),
    })
    .describe("The plots figure of each investor, by the page language's plural rules"),
  investors: z
    .array(investorSchema)
    .min(1)
    .max(10)
    .superRefine((investors, ctx) => {
      investors.forEach((investor, i) => {
        const above = investors[i - 1];
        if (above && investor.plots > above.plots) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'plots'],
            message: `${investor.plots} plots is more than the ${above.plots} of investors[${i - 1}]: list the investors from most plots to fewest, the place comes from the order`,
          });
        }
      });
    })
    .describe('Top investors, most plots first; their place (#1, #2…) is their position in the list'),
  note: z.string().min(1).optional().describe('Small print under the list'),
});

export type HallOfFameProps = z.output<typeof hallOfFameSchema>;

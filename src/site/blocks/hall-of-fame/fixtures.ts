import type { z } from 'zod';
import type { hallOfFameSchema } from './schema';

type Input = z.input<typeof hallOfFameSchema>;

const investors: Input['investors'] = [
  { name: 'Marcus T.', location: 'Dubai, UAE', plots: 6 },
  { name: 'Elena V.', location: 'Madrid, Spain', plots: 4 },
  { name: 'Hiro S.', location: 'Osaka, Japan', plots: 3 },
  { name: 'Grace O.', location: 'Lagos, Nigeria', plots: 1 },
];

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  topInvestors: {
    eyebrow: 'Hall of fame',
    heading: 'Top Investors on the Map',
    intro: 'The members who hold the most plots.',
    plotsLabel: { one: '{plots} plot', other: '{plots} plots' },
    investors,
    note: 'Names shown with permission.',
  },
  spanish: {
    heading: 'Salón de la Fama',
    rankFormat: 'N.º {rank}',
    plotsLabel: { one: '{plots} parcela', other: '{plots} parcelas' },
    investors: [
      { name: 'Lucía R.', location: 'Ciudad de México', plots: 2 },
      { name: 'Pablo M.', location: 'Bogotá, Colombia', plots: 1 },
    ],
  },
};

const list = (over: Record<string, unknown>) => ({ ...valid.topInvestors, ...over });

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'investors out of order',
    data: list({ investors: [investors[1], investors[0]] }),
    message: /6 plots is more than the 4 of investors\[0\]: list the investors from most plots to fewest/,
  },
  { name: 'no investors', data: list({ investors: [] }), message: />=1 items/ },
  { name: 'plots typed as text', data: list({ investors: [{ ...investors[0], plots: 'six' }] }), message: /expected number, received string/ },
  { name: 'unknown placeholder in the plots label', data: list({ plotsLabel: { one: '{n} plot', other: '{plots} plots' } }), message: /can use \{plots\}/ },
];

import type { z } from 'zod';
import type { plotBoardSchema } from './schema';

type Input = z.input<typeof plotBoardSchema>;

/** 100 display prices from $25,000 to $75,000 in steps of $1,000, spread over the board. */
const hundredPrices = Array.from({ length: 100 }, (_, i) => 25_000 + ((i * 37) % 51) * 1_000);

const texts = {
  boardLabel: 'The map: {plots} plots',
  availableLabel: 'Plot {plot}, available, {plotPrice}',
  soldLabel: 'Plot {plot}, sold',
  chosenLabel: 'Plot {plot} · {plotPrice}',
  counter: '{sold} / {plots} sold',
  progressLabel: 'Plots sold',
  progressText: '{percent}% sold',
  legend: { available: 'Available', sold: 'Sold', prices: 'Plots from {min} to {max}' },
} satisfies Partial<Input>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  fullBoard: {
    eyebrow: 'The plot game',
    heading: 'Claim Your Plot on the Map',
    intro: 'Green plots are still free. Pick one and apply for it before someone else does.',
    plots: 100,
    sold: 47,
    productId: 'world-cup-land',
    prices: hundredPrices,
    ...texts,
    hint: 'Pick a green plot to apply for it.',
    buttons: [{ label: 'More Info', action: { kind: 'info' }, variant: 'hero' }],
  },
  smallBoard: {
    heading: 'Six Plots by the Beach',
    plots: 6,
    columns: 3,
    sold: 2,
    currency: 'eur',
    prices: [25000, 31000, 47500, 52000, 68000, 75000],
    ...texts,
  },
  soldOut: {
    heading: 'Every Plot Is Taken',
    plots: 4,
    columns: 2,
    sold: 4,
    prices: [30000, 40000, 50000, 60000],
    ...texts,
    legend: { available: 'Available', sold: 'Sold' },
  },
};

const board = (over: Record<string, unknown>) => ({ ...valid.smallBoard, ...over });

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'fewer prices than plots', data: board({ prices: [25000, 31000] }), message: /2 prices for 6 plots: give one price per plot/ },
  { name: 'more plots sold than the board has', data: board({ sold: 7 }), message: /7 plots sold, but the board has 6/ },
  { name: 'a board larger than the backend stores', data: board({ plots: 101 }), message: /at most 100 plots/ },
  { name: 'a price typed as text', data: board({ prices: ['$25,000', 31000, 47500, 52000, 68000, 75000] }), message: /expected number, received string/ },
  { name: 'a price of 0', data: board({ prices: [0, 31000, 47500, 52000, 68000, 75000] }), message: /whole amount above 0/ },
  { name: '{price} in a plot label', data: board({ availableLabel: 'Plot {plot}, {price}' }), message: /can use \{plot\}, \{plotPrice\}/ },
  { name: 'more than 10 columns', data: board({ columns: 12 }), message: /<=10/ },
  { name: 'product id with capitals', data: board({ productId: 'Plots' }), message: /catalogue product id/ },
];

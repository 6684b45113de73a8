import type { z } from 'zod';
import type { spotsBannerSchema } from './schema';

type Input = z.input<typeof spotsBannerSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  topBar: {
    placement: 'top-bar',
    text: 'Only {n} spots left',
    detail: '10 spots per country',
    capacity: 100,
    taken: 53,
    productId: 'free-home-deposit',
    button: { label: 'Apply Now', action: { kind: 'apply' }, variant: 'hero' },
  },
  inline: {
    text: 'Only {n} of {capacity} spots left',
    soldOutText: 'All {capacity} spots are taken',
    detail: 'Applications are reviewed monthly',
    capacity: 10,
    taken: 7,
  },
  soldOut: {
    placement: 'inline',
    text: 'Only {n} spots left',
    soldOutText: 'All spots are taken',
    capacity: 10,
    taken: 12,
    button: { label: 'Join the waiting list', action: { kind: 'info' }, variant: 'outline' },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'unknown placeholder', data: { text: 'Only {left} spots left', capacity: 10 }, message: /can use \{n\}/ },
  { name: 'no capacity', data: { text: 'Only {n} spots left' }, message: /expected number, received undefined/ },
  { name: 'unknown placement', data: { text: 'Only {n} spots left', capacity: 10, placement: 'bottom' }, message: /"top-bar"\|"inline"/ },
  { name: 'negative base', data: { text: 'Only {n} spots left', capacity: 10, taken: -1 }, message: />=0/ },
  { name: 'product id with capitals', data: { text: 'Only {n} spots left', capacity: 10, productId: 'Villa' }, message: /catalogue product id/ },
];

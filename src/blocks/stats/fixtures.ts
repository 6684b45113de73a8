import type { z } from 'zod';
import type { statsSchema } from './schema';

type Input = z.input<typeof statsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  ranking: {
    anchor: 'ranking-stats',
    eyebrow: 'The ranking in numbers',
    heading: 'Researched Across the Globe',
    tone: 'dark',
    items: [
      { value: '50+', label: 'Countries' },
      { value: '2,500+', label: 'Properties' },
      { value: '150+', label: 'Partners' },
      { value: '98%', label: 'Accuracy' },
    ],
    note: 'Figures from our own research team, updated every month.',
  },
  light: {
    heading: 'Two Figures',
    items: [
      { value: '20-25%', label: 'Estimated yearly ROI' },
      { value: '6-12', label: 'Months to move in' },
    ],
  },
  spanish: {
    heading: 'El Ranking en Cifras',
    tone: 'sand',
    items: [
      { value: '50+', label: 'Países' },
      { value: '2.500+', label: 'Propiedades' },
      { value: '98%', label: 'Precisión' },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'a single figure', data: { heading: 'H', items: [{ value: '1', label: 'One' }] }, message: />=2 items/ },
  {
    name: 'a sentence as the figure',
    data: {
      heading: 'H',
      items: [
        { value: 'More than fifty countries', label: 'x' },
        { value: '1', label: 'y' },
      ],
    },
    message: /<=12 characters/,
  },
  {
    name: 'an unknown tone',
    data: {
      heading: 'H',
      tone: 'neon',
      items: [
        { value: '1', label: 'x' },
        { value: '2', label: 'y' },
      ],
    },
    message: /"light"\|"sand"\|"dark"/,
  },
];

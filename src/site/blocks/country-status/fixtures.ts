import type { z } from 'zod';
import type { countryStatusSchema } from './schema';

type Input = z.input<typeof countryStatusSchema>;

const texts = {
  heading: 'Live Country Status',
  filledText: '{filled}/{capacity} filled',
  progressLabel: '{country}: {filled} of {capacity} filled',
  lowSlotsBadge: 'Only {n} slots left!',
};

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  eightCountries: {
    anchor: 'country-status',
    eyebrow: 'Updated live',
    intro: 'Each country gets only 100 Land Ambassadors. Once a country is full, it is gone.',
    ...texts,
    countries: [
      { name: 'USA', filled: 84, region: 'US' },
      { name: 'Germany', filled: 88, region: 'DE' },
      { name: 'Spain', filled: 63, region: 'ES' },
      { name: 'France', filled: 71, region: 'FR' },
      { name: 'UK', filled: 92, region: 'GB' },
      { name: 'Italy', filled: 56, region: 'IT' },
      { name: 'Canada', filled: 78, region: 'CA' },
      { name: 'Australia', filled: 67, region: 'AU' },
    ],
  },
  smallCapacity: {
    ...texts,
    capacity: 10,
    threshold: 5,
    countries: [
      { name: 'Portugal', filled: 7 },
      { name: 'Greece', filled: 12 },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no countries', data: { ...texts, countries: [] }, message: />=1 items/ },
  {
    name: 'unknown placeholder',
    data: { ...texts, lowSlotsBadge: 'Only {left} slots left!', countries: [{ name: 'USA', filled: 1 }] },
    message: /can use \{n\}/,
  },
  { name: 'fractional fill', data: { ...texts, countries: [{ name: 'USA', filled: 84.5 }] }, message: /expected int/i },
  { name: 'a region without a flag', data: { ...texts, countries: [{ name: 'USA', filled: 1, region: 'USA' }] }, message: /No country flag for "USA"/ },
  {
    name: 'a flag emoji, as before flags were images',
    data: { ...texts, countries: [{ name: 'USA', flag: '🇺🇸', filled: 1, region: 'US' }] },
    message: /write region: US instead/,
  },
  { name: 'misspelled key', data: { ...texts, countries: [{ name: 'USA', fill: 84 }] }, message: /unrecognized key/i },
];

import type { z } from 'zod';
import type { detailsSchema } from './schema';

type Input = z.input<typeof detailsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. Prices are catalogue templates. */
export const valid: Record<string, Input> = {
  mansion: {
    anchor: 'mansion-details',
    eyebrow: 'The Mansion',
    heading: 'Beachfront Living, Fully Taken Care Of',
    intro: "Seven bedrooms steps from the sand on Sumba's coast.",
    features: [
      { icon: 'bed', label: '7 bedrooms' },
      { icon: 'pool', label: 'Private pool' },
      { icon: 'ball', label: 'Tennis court' },
      { icon: 'palm-tree', label: 'Tropical gardens' },
      { icon: 'shield-check', label: '24/7 security' },
      { icon: 'wrench', label: 'Full maintenance' },
    ],
    prices: [
      { label: 'One-time price', value: '{price:mansion}', note: 'Yours outright, no hidden fees' },
      { label: 'Monthly maintenance', value: '{price:mansion.monthly}', note: 'per month' },
    ],
    image: { src: '/media/destinations/sumba.jpg', alt: 'The beach in front of the mansion', width: 800, height: 600 },
    buttons: [
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: 'Pay Now', action: { kind: 'pay' }, variant: 'premium' },
    ],
  },
  featuresOnly: {
    heading: 'What Is Included',
    features: [
      { icon: 'wifi', label: 'Fast wifi' },
      { icon: 'dumbbell', label: 'Gym' },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no features', data: { heading: 'H', features: [] }, message: />=1 items/ },
  {
    name: 'price without value',
    data: { heading: 'H', features: [{ icon: 'bed', label: 'B' }], prices: [{ label: 'Price' }] },
    message: /expected string, received undefined/,
  },
  {
    name: 'image without size',
    data: { heading: 'H', features: [{ icon: 'bed', label: 'B' }], image: { src: '/media/hero-mansion.jpg', alt: 'A' } },
    message: /expected number, received undefined/,
  },
];

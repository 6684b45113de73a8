import type { z } from 'zod';
import type { infoCtaSchema } from './schema';

type Input = z.input<typeof infoCtaSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  light: {
    heading: 'Want to know more?',
    text: 'Get the full dossier: locations, timelines, legal documents and how the refundable deposit works.',
    buttons: [{ label: 'More Info', action: { kind: 'info' } }],
  },
  dark: {
    anchor: 'more-info',
    variant: 'dark',
    eyebrow: 'Limited places',
    heading: 'Secure your place as an Ambassador',
    text: 'Only 100 places per country. When your country is full, it is gone.',
    buttons: [
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: 'Pay Now', action: { kind: 'pay' }, variant: 'cta' },
    ],
  },
  accent: {
    variant: 'accent',
    heading: 'Questions before you decide?',
    buttons: [{ label: 'View Construction Photos', action: { kind: 'scroll', target: 'construction-section' } }],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no buttons', data: { heading: 'H', buttons: [] }, message: /at least one button/ },
  { name: 'unknown style', data: { heading: 'H', variant: 'neon', buttons: [{ label: 'L', action: { kind: 'info' } }] }, message: /"light"\|"dark"\|"accent"/ },
  { name: 'unknown action', data: { heading: 'H', buttons: [{ label: 'L', action: { kind: 'call' } }] }, message: /Invalid discriminator value/ },
];

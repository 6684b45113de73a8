import type { z } from 'zod';
import type { roiSchema } from './schema';

type Input = z.input<typeof roiSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  full: {
    anchor: 'investment-roi',
    eyebrow: 'Investment ROI',
    heading: 'Your Home Works for You While You Travel',
    intro: 'When you are not staying, your home can join the rental program.',
    figure: '20-25%',
    caption: 'Estimated passive rental ROI per year',
    points: [
      { icon: 'key', text: 'Hands-off rental management by the on-site team' },
      { icon: 'globe', text: 'Marketing to a community of over 400,000 social followers' },
    ],
    buttons: [
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: 'Invest Now', action: { kind: 'pay' }, variant: 'premium' },
    ],
    disclaimer: 'Figures are estimates and are not guaranteed.',
  },
  minimal: {
    heading: 'Retorno de la Inversión',
    figure: '20-25%',
    caption: 'ROI pasivo estimado por alquiler al año',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no figure', data: { heading: 'H', caption: 'C' }, message: /expected string, received undefined/ },
  { name: 'figure as a sentence', data: { heading: 'H', figure: 'Between twenty and twenty-five', caption: 'C' }, message: /<=16 characters/ },
  { name: 'point without icon', data: { heading: 'H', figure: '20%', caption: 'C', points: [{ text: 'x' }] }, message: /Invalid option/ },
];

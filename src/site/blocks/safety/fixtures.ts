import type { z } from 'zod';
import type { safetySchema } from './schema';

type Input = z.input<typeof safetySchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  twoCards: {
    eyebrow: 'Your safety first',
    heading: 'Invest with Confidence',
    intro: 'Transparent paperwork and an open door.',
    cardCta: 'Apply now',
    cards: [
      { icon: 'file-text', title: 'Legal Documentation', text: 'Every agreement is in writing.' },
      { icon: 'eye', title: 'Visit Before You Invest', text: 'Come and see the land yourself.' },
    ],
  },
  scrollAction: {
    heading: 'Tu Seguridad',
    cardCta: 'Ver más',
    action: { kind: 'scroll', target: 'construction-section' },
    cards: [{ icon: 'shield-check', title: 'Documentación Legal', text: 'Todo por escrito.' }],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'unknown icon',
    data: { heading: 'H', cardCta: 'Go', cards: [{ icon: 'shield-tick', title: 'T', text: 'X' }] },
    message: /Invalid option/,
  },
  { name: 'no cards', data: { heading: 'H', cardCta: 'Go', cards: [] }, message: />=1 items/ },
  {
    name: 'unknown action',
    data: { heading: 'H', cardCta: 'Go', action: { kind: 'open' }, cards: [{ icon: 'eye', title: 'T', text: 'X' }] },
    message: /Invalid discriminator value/,
  },
];

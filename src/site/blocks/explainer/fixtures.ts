import type { z } from 'zod';
import type { explainerSchema } from './schema';

type Input = z.input<typeof explainerSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  howIsPossible: {
    backLabel: 'Back to Home',
    eyebrow: 'Transparency first',
    heading: 'How Is This Possible?',
    intro: 'Here is exactly how our prices work.',
    stats: [
      { value: '$2', label: 'per square meter of land' },
      { value: '2M+', label: 'square meters secured' },
      { value: 'Up to 90%', label: 'cheaper than comparable land' },
    ],
    points: [
      { icon: 'ruler', title: 'Land at $2 per Square Meter', text: 'Over 2 million square meters, up to 90% cheaper.' },
      { icon: 'signature', title: 'Sign Online or with a Notary', text: 'Sign digitally or in person.' },
      { icon: 'eye', title: 'Visit Before You Invest', text: 'Come and see the land for yourself.' },
      { icon: 'rocket', title: 'Early Mover Advantage', text: 'Founding members get the lowest prices.' },
    ],
    closing: 'Ready to be part of it?',
    cta: { label: 'Join the Community', action: { kind: 'link', href: '/' }, variant: 'premium' },
  },
  minimal: {
    backLabel: 'Volver al Inicio',
    backHref: '/es',
    heading: '¿Cómo es Posible?',
    points: [{ icon: 'handshake', title: 'Alianzas', text: 'Trabajamos con propietarios locales.' }],
    cta: { label: 'Más Información', action: { kind: 'info' } },
  },
};

const point = { icon: 'eye', title: 'T', text: 'X' };
const cta = { label: 'Join', action: { kind: 'link', href: '/' } };

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no points', data: { backLabel: 'B', heading: 'H', points: [], cta }, message: />=1 items/ },
  { name: 'external back link', data: { backLabel: 'B', backHref: 'https://example.com', heading: 'H', points: [point], cta }, message: /page of this site/ },
  {
    name: 'link without slash',
    data: { backLabel: 'B', heading: 'H', points: [point], cta: { label: 'J', action: { kind: 'link', href: 'home' } } },
    message: /Links start with \/ or https:\/\//,
  },
  {
    name: 'five stats',
    data: { backLabel: 'B', heading: 'H', points: [point], cta, stats: Array.from({ length: 5 }, () => ({ value: '1', label: 'L' })) },
    message: /<=4 items/,
  },
];

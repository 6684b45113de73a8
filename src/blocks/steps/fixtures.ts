import type { z } from 'zod';
import type { stepsSchema } from './schema';

type Input = z.input<typeof stepsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  nomadpass: {
    anchor: 'how-it-works',
    eyebrow: 'NomadPass',
    heading: 'How It Works',
    intro: 'From deposit to your first stay in four steps.',
    tone: 'sand',
    steps: [
      { icon: 'wallet', title: 'Place Your Deposit', text: 'Reserve your two houses with a fully recoverable deposit.' },
      { icon: 'signature', title: 'Sign Online', text: 'Sign your agreement online or with a notary.' },
      { icon: 'map', title: 'Choose Your Destination', text: 'Pick any open site in the network.' },
      { icon: 'plane', title: 'Stay Anywhere', text: 'Unlimited stays, for 80 years of access.' },
    ],
    buttons: [
      { label: 'Secure Your Spot', action: { kind: 'pay' }, variant: 'cta' },
      { label: 'More Info', action: { kind: 'info' }, variant: 'outline' },
    ],
  },
  spanish: {
    heading: 'Cómo Funciona',
    tone: 'dark',
    stepLabel: 'Paso',
    steps: [
      { title: 'Reserva', text: 'Aparta tu lugar con un depósito.' },
      { title: 'Firma', text: 'En línea o ante notario.' },
      { title: 'Disfruta', text: 'Visita antes de invertir.' },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'a single step', data: { heading: 'H', steps: [{ title: 'T', text: 'X' }] }, message: />=2 items/ },
  { name: 'seven steps', data: { heading: 'H', steps: Array.from({ length: 7 }, () => ({ title: 'T', text: 'X' })) }, message: /<=6 items/ },
  { name: 'step without text', data: { heading: 'H', steps: [{ title: 'T' }, { title: 'U', text: 'X' }] }, message: /expected string, received undefined/ },
  {
    name: 'empty step label',
    data: {
      heading: 'H',
      stepLabel: '',
      steps: [
        { title: 'T', text: 'X' },
        { title: 'U', text: 'X' },
      ],
    },
    message: />=1 characters/,
  },
];

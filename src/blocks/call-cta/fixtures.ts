import type { z } from 'zod';
import type { callCtaSchema } from './schema';

type Input = z.input<typeof callCtaSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Talk to us',
    heading: 'Ready to Get Started?',
    text: 'Book a free call with our team.',
    features: [
      { icon: 'badge-check', label: 'Free consultation' },
      { icon: 'clock', label: '30-minute session' },
      { icon: 'users', label: 'Expert guidance' },
    ],
    button: { label: 'Schedule Your Call Now', action: { kind: 'link', href: 'https://calendly.com/landfall/30min', newTab: true }, variant: 'cta' },
    note: 'No commitment required.',
  },
  spanish: {
    heading: '¿Listo para Comenzar?',
    text: 'Reserva una llamada gratuita.',
    features: [{ icon: 'clock', label: 'Sesión de 30 minutos' }],
    button: { label: 'Programa tu Llamada Ahora', action: { kind: 'link', href: 'https://calendly.com/landfall/30min' } },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'plain-http scheduling link',
    data: { ...valid.spanish, button: { label: 'Go', action: { kind: 'link', href: 'http://calendly.com/x' } } },
    message: /start with \/ or https/,
  },
  { name: 'no features', data: { ...valid.spanish, features: [] }, message: />=1 items/ },
];

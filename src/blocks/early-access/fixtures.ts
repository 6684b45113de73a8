import type { z } from 'zod';
import type { earlyAccessSchema } from './schema';

type Input = z.input<typeof earlyAccessSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Early access',
    heading: 'See the Full Ranking First',
    intro: 'Leave your email and we will send you the whole list before anyone else.',
    perks: ['All homes in the ranking, unlocked', 'New listings every month'],
    label: 'Email address',
    placeholder: 'you@example.com',
    submitLabel: 'Get Early Access',
    busyLabel: 'Sending…',
    confirmation: "You're on the list! We'll email you as soon as the full ranking opens.",
    failed: 'There was an error processing your request. Please try again.',
    rateLimited: 'Too many submissions. Please try again later.',
    note: 'We only use your email to send you the ranking.',
  },
  spanish: {
    anchor: 'acceso-anticipado',
    heading: 'Ve el Ranking Completo Primero',
    label: 'Correo electrónico',
    submitLabel: 'Obtener Acceso Anticipado',
    busyLabel: 'Enviando…',
    confirmation: '¡Estás en la lista! Te escribiremos cuando se abra el ranking completo.',
    failed: 'Hubo un error procesando tu solicitud. Por favor intenta de nuevo.',
    rateLimited: 'Demasiados envíos. Por favor intenta más tarde.',
    fieldErrors: {
      'Invalid email format': 'Formato de correo inválido',
      'Email too long': 'Correo demasiado largo',
      'Invalid characters': 'Caracteres inválidos',
    },
  },
};

const english = valid.english!;

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a translation of a message the email rule never gives',
    data: { ...english, fieldErrors: { 'Name is required': 'Nombre' } },
    message: /Unrecognized key: "Name is required"/,
  },
  { name: 'no busy label', data: { ...english, busyLabel: undefined }, message: /expected string, received undefined/ },
  { name: 'an empty failure text', data: { ...english, failed: '' }, message: />=1 characters/ },
  { name: 'five perks', data: { ...english, perks: ['a', 'b', 'c', 'd', 'e'] }, message: /<=4 items/ },
];

import type { z } from 'zod';
import type { schedulingSchema } from './schema';

type Input = z.input<typeof schedulingSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    eyebrow: 'Book your call',
    heading: 'Pick a time for your call',
    intro: 'Choose a free 30-minute slot with our team right here.',
    booking: { kind: 'link', href: 'https://calendly.com/landfall/30min', newTab: true },
    linkLabel: 'Open the booking page in a new tab',
    loadingText: 'Loading the booking calendar…',
    frameTitle: 'Booking calendar',
  },
  withWidget: {
    anchor: 'reserva',
    heading: 'Elige tu horario',
    booking: { href: 'https://calendly.com/landfall/30min' },
    linkLabel: 'Abrir la página de reservas en una pestaña nueva',
    loadingText: 'Cargando el calendario…',
    frameTitle: 'Calendario de reservas',
    frameHeight: 640,
    widgetScript: 'https://assets.calendly.com/assets/external/widget.js',
    observeMargin: 300,
    delay: 250,
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'plain-http booking page',
    data: { ...valid.english, booking: { href: 'http://calendly.com/landfall/30min' } },
    message: /https:\/\/ address of the booking site/,
  },
  { name: 'a site path as the booking page', data: { ...valid.english, booking: { href: '/book' } }, message: /https:\/\/ address/ },
  { name: 'frame too short to use', data: { ...valid.english, frameHeight: 120 }, message: />=320/ },
  { name: 'missing frame title', data: { ...valid.english, frameTitle: undefined }, message: /expected string/ },
  { name: 'negative delay', data: { ...valid.english, delay: -1 }, message: />=0/ },
];

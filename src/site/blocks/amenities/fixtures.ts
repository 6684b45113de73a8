import type { z } from 'zod';
import type { amenitiesSchema } from './schema';

type Input = z.input<typeof amenitiesSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  seven: {
    anchor: 'amenities',
    eyebrow: 'Built for digital nomads, entrepreneurs and investors',
    heading: 'Everything You Need to Live, Work and Grow',
    intro: 'The amenities members share at every site.',
    items: [
      { icon: 'laptop', title: 'Coworking', description: 'Fast wifi and quiet call booths.' },
      { icon: 'calendar', title: 'Weekly Events', description: 'Workshops, dinners and sunset meetups.' },
      { icon: 'trending-up', title: 'Work and Grow', description: 'Masterminds and a founder network.' },
      { icon: 'utensils', title: 'Restaurants', description: 'Fresh local cuisine on site.' },
      { icon: 'pool', title: 'Pool and Recreation', description: 'Swim, surf, play and unwind.' },
      { icon: 'heart-pulse', title: 'Wellness', description: 'Gym, yoga and spaces to recharge.' },
      { icon: 'sparkles', title: 'More to Come', description: 'New amenities as the community grows.' },
    ],
  },
  withButton: {
    heading: 'Servicios',
    items: [{ icon: 'wifi', title: 'Wifi', description: 'Rápido en todo el sitio.' }],
    buttons: [{ label: 'Más Información', action: { kind: 'info' } }],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no cards', data: { heading: 'H', items: [] }, message: />=1 items/ },
  { name: 'unknown icon', data: { heading: 'H', items: [{ icon: 'jacuzzi', title: 'T', description: 'D' }] }, message: /Invalid option: expected one of/ },
  { name: 'card without description', data: { heading: 'H', items: [{ icon: 'wifi', title: 'T' }] }, message: /expected string, received undefined/ },
];

import type { z } from 'zod';
import type { destinationsSchema } from './schema';

type Input = z.input<typeof destinationsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  network: {
    anchor: 'destinations',
    eyebrow: 'Destinations',
    heading: 'One Global Network',
    intro: 'One membership, a growing family of destinations.',
    moreLabel: 'Learn more',
    items: [
      {
        name: 'Sumba, Indonesia',
        region: 'ID',
        status: 'Under Construction. Opening Soon',
        stage: 'construction',
        badge: 'FIRST LOCATION',
        description: 'Our flagship eco-village is being built right now.',
        image: '/media/destinations/sumba.jpg',
      },
      { name: 'Portugal', region: 'PT', status: 'Planning', description: 'Atlantic light and golden cliffs.', image: '/media/destinations/portugal.jpg' },
      {
        name: 'Greece',
        region: 'GR',
        status: 'Planning',
        description: 'Olive groves and Aegean water.',
        image: '/media/destinations/greece.jpg',
        alt: 'A whitewashed village above the sea',
      },
      { name: 'More to Come', status: 'Planning', description: 'New destinations join the network.', image: '/media/destinations/more-to-come.jpg' },
    ],
  },
  spanish: {
    heading: 'Una Red Global',
    items: [
      {
        name: 'Sumba, Indonesia',
        region: 'ID',
        status: 'En Construcción. Abriendo Pronto',
        stage: 'construction',
        badge: 'PRIMERA UBICACIÓN',
        description: 'Nuestra eco-aldea insignia se está construyendo ahora mismo.',
        image: '/media/destinations/sumba.jpg',
      },
      { name: 'España', region: 'ES', status: 'Planificación', description: 'Costa mediterránea y sol.', image: '/media/destinations/spain.jpg' },
    ],
  },
  scrollToPricing: {
    heading: 'Where You Can Stay',
    action: { kind: 'scroll', target: 'pricing' },
    items: [{ name: 'Mexico', region: 'MX', status: 'Planning', description: 'Cenotes and surf towns.', image: '/media/destinations/mexico.jpg' }],
  },
};

const item = { name: 'Spain', region: 'ES', status: 'Planning', description: 'Sun.', image: '/media/destinations/spain.jpg' };

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no destinations', data: { heading: 'H', items: [] }, message: />=1 items/ },
  { name: 'unknown stage', data: { heading: 'H', items: [{ ...item, stage: 'open' }] }, message: /"construction"\|"planning"/ },
  { name: 'image outside public/', data: { heading: 'H', items: [{ ...item, image: 'spain.jpg' }] }, message: /media path under public/ },
  { name: 'misspelled key', data: { heading: 'H', items: [{ ...item, descripton: 'x' }] }, message: /unrecognized key/i },
  { name: 'a region without a flag', data: { heading: 'H', items: [{ ...item, region: 'UK' }] }, message: /No country flag for "UK".*Did you mean "GB"/ },
  {
    name: 'a flag emoji, as before flags were images',
    data: { heading: 'H', items: [{ ...item, flag: '🇪🇸' }] },
    message: /flag is no longer used.*write region: ES instead/,
  },
];

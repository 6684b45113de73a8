import type { z } from 'zod';
import type { heroSchema } from './schema';

type Input = z.input<typeof heroSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  worldCup: {
    anchor: 'hero',
    image: { src: '/media/hero-home.jpg', width: 1280, height: 720 },
    video: { webm: '/media/hero-home.webm', mp4: '/media/hero-home.mp4' },
    badge: 'World Cup of Land',
    headline: 'Become 1 of **100** Land Ambassadors in your country',
    tag: 'Only 100 per country!',
    priceLine: 'Land for **$6,500** · or **$6,500** more for a luxury glamping unit',
    countdown: { seconds: 172_800, label: 'Offer ends in', units: { hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' } },
    buttons: [
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: 'Pay Now', action: { kind: 'pay' }, variant: 'cta' },
      { label: 'View Construction Photos', action: { kind: 'scroll', target: 'construction-section' }, variant: 'outline' },
    ],
  },
  mansion: {
    height: 'tall',
    image: { src: '/media/hero-mansion.jpg', alt: 'Beachfront mansion with a pool at sunset', width: 1600, height: 900 },
    headline: '7 bedrooms beachfront mansion just $365,000',
    tag: 'Last spots at this price',
    rotating: [
      { prefix: 'Buy it and', words: ['rent it out', 'move in'], intervalMs: 1500 },
      { words: ['freedom', 'future', 'happiness'], display: false },
    ],
    buttons: [{ label: 'More Info', action: { kind: 'info' } }],
  },
  minimal: {
    image: { src: '/media/hero-home.jpg', width: 1280, height: 720 },
    headline: 'Live anywhere',
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no headline', data: { image: { src: '/media/hero-home.jpg', width: 1280, height: 720 } }, message: /expected string/i },
  { name: 'image without size', data: { image: { src: '/media/hero-home.jpg' }, headline: 'H' }, message: /expected number/i },
  {
    name: 'video without mp4',
    data: { image: { src: '/media/hero-home.jpg', width: 1, height: 1 }, headline: 'H', video: { webm: '/media/hero-home.webm' } },
    message: /expected string/i,
  },
  {
    name: 'one rotating word',
    data: { image: { src: '/media/hero-home.jpg', width: 1, height: 1 }, headline: 'H', rotating: [{ words: ['solo'] }] },
    message: /at least two words/,
  },
  {
    name: 'negative countdown',
    data: { image: { src: '/media/hero-home.jpg', width: 1, height: 1 }, headline: 'H', countdown: { seconds: -5, label: 'Ends in' } },
    message: />=0/,
  },
  { name: 'misspelled key', data: { image: { src: '/media/hero-home.jpg', width: 1, height: 1 }, headline: 'H', headine: 'x' }, message: /unrecognized key/i },
];

import type { z } from 'zod';
import type { featureCardsSchema } from './schema';

type Input = z.input<typeof featureCardsSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. Prices are catalogue templates. */
export const valid: Record<string, Input> = {
  family: {
    anchor: 'family-benefits',
    eyebrow: 'For families',
    heading: 'A Better Life for the Whole Family',
    intro: 'Everything a family needs, a short walk from home.',
    tone: 'sand',
    columns: 3,
    cards: [
      { icon: 'baby', title: 'Affordable Childcare', text: 'Trusted local nannies in Indonesia.', highlight: '$1/hour' },
      { icon: 'graduation-cap', title: 'On-Site Education', text: 'International schooling inside the community.' },
      { icon: 'pool', title: 'Recreation', text: 'Pools, beaches and playgrounds for every age.' },
      { icon: 'leaf', title: 'Healthy Living', text: 'Fresh food, clean air and an active outdoor life.' },
      { icon: 'shield-check', title: 'Safe Environment', text: 'A gated community with 24/7 security.' },
      { icon: 'users', title: 'More Family Time', text: 'Less commuting, more time together.' },
    ],
    buttons: [{ label: 'Join the Family Community', action: { kind: 'pay' }, variant: 'cta' }],
  },
  whatYouGet: {
    anchor: 'what-you-get',
    heading: 'What You Get',
    tone: 'dark',
    columns: 4,
    cards: [
      { icon: 'home', title: '2 Houses', text: 'Two homes in the network, yours to use or rent out.' },
      {
        icon: 'key',
        title: 'Unlimited Stays',
        text: 'Stay at any open site, as long as you like.',
        highlight: 'About {price:founder-membership.monthly}/month',
      },
      { icon: 'piggy-bank', title: 'Deposit Back on Resale', text: 'Your full deposit is recovered when you sell.', highlight: '{price:founder-membership}' },
      { icon: 'percent', title: 'Founder Discount', text: 'A lifetime discount for the first buyers.' },
    ],
    buttons: [
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: 'Secure Your Spot', action: { kind: 'pay' }, variant: 'premium' },
    ],
  },
  photos: {
    heading: 'Member Perks',
    columns: 2,
    cards: [
      {
        image: { src: '/media/destinations/sumba.jpg', alt: 'Beach at the Sumba site', width: 800, height: 600 },
        title: 'First Location: Sumba',
        text: "Beachfront glamping on Indonesia's quiet island.",
      },
      {
        image: { src: '/media/destinations/thailand.jpg', alt: 'Palm-lined coast in Thailand', width: 800, height: 600 },
        title: 'A Growing Network',
        text: 'New destinations open as the community grows.',
      },
    ],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no cards', data: { heading: 'H', cards: [] }, message: />=1 items/ },
  { name: 'card with neither icon nor image', data: { heading: 'H', cards: [{ title: 'T', text: 'X' }] }, message: /give exactly one of them/ },
  {
    name: 'card with both icon and image',
    data: { heading: 'H', cards: [{ icon: 'sun', image: { src: '/media/destinations/sumba.jpg', alt: 'A', width: 8, height: 6 }, title: 'T', text: 'X' }] },
    message: /give exactly one of them/,
  },
  { name: 'seven columns', data: { heading: 'H', columns: 7, cards: [{ icon: 'sun', title: 'T', text: 'X' }] }, message: /expected one of 2\|3\|4\|5\|6/ },
  {
    name: 'unknown tone',
    data: { heading: 'H', tone: 'blue', cards: [{ icon: 'sun', title: 'T', text: 'X' }] },
    message: /expected one of "light"\|"sand"\|"dark"/,
  },
];

import type { z } from 'zod';
import type { pricingSchema } from './schema';

type Input = z.input<typeof pricingSchema>;

// Fixtures hold prices as the engine leaves them: variants write {price:PRODUCT} and the
// catalogue fills it in before validation (src/engine/templates.ts).

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  single: {
    eyebrow: 'Founding partner membership',
    heading: 'One Price, a Home Everywhere',
    intro: 'Membership and glamping deposit in one payment.',
    layout: {
      kind: 'single',
      name: 'Membership + Glamping Deposit',
      badge: 'Limited early-phase offer',
      price: '$6,500 + $5,000',
      monthly: 'About $65/month for installations, starting once the first site opens',
      includedHeading: "What's included",
      included: [
        'Unlimited stays at every site',
        'Deposit 100% refundable when the home is sold or transferred',
        'Sign online or with a notary',
        'Visit before investing',
      ],
      button: { label: 'Pay Now', action: { kind: 'pay' }, variant: 'premium' },
      note: 'Members pay their own electricity.',
    },
  },
  batches: {
    anchor: 'prices',
    heading: 'Tiered Pricing',
    intro: 'The earlier the batch, the lower the price.',
    layout: {
      kind: 'batches',
      stateLabels: { current: 'Available now', next: 'Next batch', soldOut: 'Sold out' },
      batches: [
        { name: 'First batch', price: '$11,500', state: 'sold-out', description: 'The founding homes.' },
        {
          name: 'Second batch',
          price: '$22,500',
          state: 'current',
          description: 'On sale until the batch is full.',
          included: ['Your own glamping home', 'Unlimited stays'],
          button: { label: 'Secure Your Spot', action: { kind: 'pay', productId: 'batch-second' }, variant: 'premium' },
        },
        { name: 'Third batch', price: '$34,500', state: 'next', description: 'Opens when the second batch sells out.' },
      ],
    },
  },
  plans: {
    heading: 'Own a Pool Villa',
    intro: 'Pay in full or spread the price.',
    layout: {
      kind: 'plans',
      plans: [
        {
          name: 'Pay in full',
          price: '$65,000',
          priceNote: 'one-time',
          included: ['Private pool', 'Rental management'],
          button: { label: 'Pay Now', action: { kind: 'pay', productId: 'pool-villa' }, variant: 'default' },
        },
        {
          name: 'Payment plan',
          badge: 'Most flexible',
          price: '$65,000',
          priceNote: 'total',
          monthly: '$150/month',
          included: ['Private pool', 'Rental management', 'Move in before the last payment'],
          button: { label: 'Start Payment Plan', action: { kind: 'pay', productId: 'pool-villa-plan' }, variant: 'premium' },
        },
      ],
    },
    note: 'Prices in US dollars.',
  },
  spanish: {
    heading: 'Tu Casa por Solo $1,500',
    layout: {
      kind: 'single',
      price: '$1,500',
      included: ['Acceso ilimitado'],
      button: { label: 'Pagar Ahora', action: { kind: 'pay' } },
    },
  },
};

const payNow = { label: 'Pay Now', action: { kind: 'pay' } };

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'unknown layout', data: { heading: 'H', layout: { kind: 'table', price: '$1' } }, message: /Expected 'single' \| 'batches' \| 'plans'/ },
  {
    name: 'single price with nothing included',
    data: { heading: 'H', layout: { kind: 'single', price: '$1', included: [], button: payNow } },
    message: />=1 items/,
  },
  {
    name: 'a button on a sold-out batch',
    data: {
      heading: 'H',
      layout: {
        kind: 'batches',
        stateLabels: { current: 'Now', next: 'Next', soldOut: 'Gone' },
        batches: [
          { name: 'First', price: '$1', state: 'sold-out', button: payNow },
          { name: 'Second', price: '$2', state: 'current' },
        ],
      },
    },
    message: /Only a batch with state: current can have a button/,
  },
  {
    name: 'unknown batch state',
    data: {
      heading: 'H',
      layout: {
        kind: 'batches',
        stateLabels: { current: 'Now', next: 'Next', soldOut: 'Gone' },
        batches: [
          { name: 'A', price: '$1', state: 'open' },
          { name: 'B', price: '$2', state: 'next' },
        ],
      },
    },
    message: /expected one of "current"\|"next"\|"sold-out"/,
  },
  {
    name: 'plan without its pay button',
    data: { heading: 'H', layout: { kind: 'plans', plans: [{ name: 'Plan', price: '$1' }] } },
    message: /expected object, received undefined/,
  },
];

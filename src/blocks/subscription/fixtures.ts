import type { z } from 'zod';
import type { subscriptionSchema } from './schema';

type Input = z.input<typeof subscriptionSchema>;

// `weekly` holds its price as a variant writes it ({price:…}, filled from the catalogue by
// withCatalogPrices in the tests and stories); `spanish` holds it as the engine leaves it.

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  weekly: {
    eyebrow: 'Monthly Subscription',
    heading: 'A Month Here, a Month There',
    intro: 'Spend each month in another house of the network. One subscription per house, billed every week.',
    planName: 'House Subscription',
    price: '{price:house-subscription}',
    unitNote: 'per house',
    includedHeading: 'What your subscription includes',
    included: ['Your own house in the network', 'Wifi, coworking and gym', 'Weekly community events', 'Switch destinations month by month'],
    billing: [{ icon: 'calendar', label: 'Billed weekly' }, { label: 'Cancel anytime' }],
    button: { label: 'Join Now', action: { kind: 'pay', productId: 'house-subscription' }, variant: 'premium' },
    note: 'Secure checkout. Renews every week until you cancel.',
  },
  spanish: {
    heading: 'Suscripción Mensual',
    price: '$0.78/semana',
    unitNote: 'por casa',
    included: ['Tu propia casa en la red'],
    billing: [{ label: 'Cobro semanal' }],
    button: { label: 'Pagar Ahora', action: { kind: 'pay' } },
  },
};

const minimal = { heading: 'H', price: '$1/week', unitNote: 'per house', included: ['A house'], billing: [{ label: 'Billed weekly' }] };

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a button that does not pay',
    data: { ...minimal, button: { label: 'More Info', action: { kind: 'info' } } },
    message: /The subscription button must start payment/,
  },
  { name: 'no billing facts', data: { ...minimal, billing: [], button: { label: 'Pay', action: { kind: 'pay' } } }, message: />=1 items/ },
  { name: 'nothing included', data: { ...minimal, included: [], button: { label: 'Pay', action: { kind: 'pay' } } }, message: />=1 items/ },
  {
    name: 'no per-house note',
    data: { ...minimal, unitNote: undefined, button: { label: 'Pay', action: { kind: 'pay' } } },
    message: /expected string, received undefined/,
  },
];

import type { z } from 'zod';
import type { propertyRankingSchema } from './schema';

type Input = z.input<typeof propertyRankingSchema>;

// Fixtures hold prices as the engine leaves them: a card that is our own offer writes
// "{price:PRODUCT}" in its variant and the catalogue fills it in before validation.

const search: Input['search'] = {
  label: 'Search the ranking',
  fields: [
    { label: 'Continent', value: 'All continents', icon: 'globe' },
    { label: 'Property type', value: 'Any type', icon: 'home' },
    { label: 'Price range', value: 'Under $20,000', icon: 'wallet' },
  ],
  button: 'Search',
  note: 'Search opens with early access. Each control tells you more.',
};

const sumba: Input['properties'][number] = {
  rank: 1,
  name: 'Beachfront glamping',
  type: 'Glamping',
  region: 'ID',
  place: 'Sumba',
  description: 'A glamping home steps from the beach, in our first destination.',
  areaM2: 85,
  price: '$6,500',
  altPrice: { amount: 615000, currency: 'eur' },
  badge: 'Our own project',
  button: { label: 'Secure Spot', action: { kind: 'pay' }, variant: 'premium' },
};

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  ranking: {
    eyebrow: 'Ranking 2026',
    heading: 'The 5 Cheapest Homes We Found',
    intro: 'Ranked by price, with the area of each home.',
    search,
    areaLabel: 'Area',
    priceLabel: 'Price',
    lockedLabel: 'Unlock #{rank}',
    lockedHint: 'Get early access to see this home',
    properties: [
      sumba,
      {
        rank: 2,
        name: 'Countryside cottage',
        type: 'Cottage',
        region: 'RO',
        place: 'Transylvania',
        description: 'A restored cottage with a garden.',
        areaM2: 120,
        price: { amount: 890000, currency: 'usd' },
        button: { label: 'More Info', action: { kind: 'info' }, variant: 'outline' },
      },
      {
        rank: 3,
        name: 'City apartment',
        type: 'Apartment',
        region: 'BG',
        place: 'Sofia',
        description: 'Two rooms near the centre.',
        areaM2: 95,
        price: { amount: 1250000, currency: 'usd' },
      },
      {
        rank: 4,
        name: 'Riad villa',
        type: 'Villa',
        region: 'MA',
        place: 'Essaouira',
        description: 'A villa.',
        areaM2: 140,
        price: { amount: 1520000, currency: 'usd' },
        locked: true,
      },
      {
        rank: 5,
        name: 'Studio',
        type: 'Studio',
        region: 'UA',
        place: 'Lviv',
        description: 'A studio.',
        areaM2: 38,
        price: { amount: 1880000, currency: 'usd' },
        locked: true,
      },
    ],
    note: 'Prices as listed by local partners.',
  },
  spanish: {
    heading: 'Las Casas Más Baratas',
    search: {
      label: 'Buscar en el ranking',
      fields: [{ label: 'Continente', value: 'Todos', icon: 'globe' }],
      button: 'Buscar',
      note: 'La búsqueda se abre con el acceso anticipado.',
    },
    areaLabel: 'Superficie',
    priceLabel: 'Precio',
    lockedLabel: 'Desbloquear #{rank}',
    lockedHint: 'Accede antes para verla',
    properties: [
      { ...sumba, name: 'Glamping frente al mar', badge: undefined, button: undefined, price: { amount: 1250000, currency: 'usd' } },
      { ...sumba, rank: 2, name: 'Villa', badge: undefined, button: undefined, locked: true },
    ],
  },
};

const one = valid.ranking!;

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'ranks out of order', data: { ...one, properties: [{ ...sumba, rank: 2 }] }, message: /rank order/ },
  { name: 'a button on a locked card', data: { ...one, properties: [{ ...sumba, locked: true }] }, message: /cannot hold another/ },
  {
    name: 'a country name instead of its code',
    data: { ...one, properties: [{ ...sumba, region: 'Indonesia' }] },
    message: /No country flag for "Indonesia".*Did you mean "ID"/,
  },
  { name: 'a price in dollars, not cents', data: { ...one, properties: [{ ...sumba, altPrice: { amount: 61.5, currency: 'eur' } }] }, message: /expected int/ },
  { name: 'an unknown placeholder in the locked label', data: { ...one, lockedLabel: 'Unlock #{number}' }, message: /can use \{rank\}/ },
  { name: 'a search bar without controls', data: { ...one, search: { ...search, fields: [] } }, message: />=1 items/ },
];

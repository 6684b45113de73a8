import type { z } from 'zod';
import type { memberGridSchema } from './schema';

type Input = z.input<typeof memberGridSchema>;

const members: Input['members'] = [
  { name: 'Lucas M.', number: 1, region: 'BR', zone: 'Team 1 · Harbour' },
  { name: 'Amara O.', number: 2, region: 'NG', zone: 'Team 2 · Coral' },
  { name: 'Sofia R.', number: 3, region: 'ES', zone: 'Team 3 · Lagoon' },
  { name: 'Kenji T.', number: 4, region: 'JP', zone: 'Team 1 · Harbour' },
];

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  founders: {
    anchor: 'founding-members',
    eyebrow: 'The first 500',
    heading: 'Meet the Founding Members',
    intro: 'Every founding member gets a number for life and plays for a zone team.',
    members,
    openSpots: { count: 2, label: 'Your name here' },
    memberAction: { kind: 'info' },
    buttons: [{ label: 'Join EcoBeach United', action: { kind: 'pay' }, variant: 'premium' }],
  },
  staticTiles: {
    heading: 'Founding Members',
    numberFormat: 'No. {number}',
    numberDigits: 4,
    members: [{ name: 'Ana G.', number: 12, region: 'MX', zone: 'Team 4 · Sunset' }],
  },
  spanish: {
    heading: 'Socios Fundadores',
    members: [
      { name: 'Lucas M.', number: 1, region: 'BR', zone: 'Equipo 1 · Puerto' },
      { name: 'Emma W.', number: 7, region: 'GB', zone: 'Equipo 2 · Coral' },
    ],
    openSpots: { count: 1, label: 'Tu nombre aquí' },
    memberAction: { kind: 'info' },
  },
};

const one = (member: Record<string, unknown>) => ({ heading: 'H', members: [member] });

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a flag emoji instead of a region code',
    data: one({ name: 'A', number: 1, region: '🇧🇷', zone: 'Z' }),
    message: /Write the region code "BR", not the flag emoji/,
  },
  { name: 'a number typed as text', data: one({ name: 'A', number: '#003', region: 'BR', zone: 'Z' }), message: /expected number, received string/ },
  {
    name: 'two members with one number',
    data: { heading: 'H', members: [members[0], { ...members[1], number: 1 }] },
    message: /Member number 1 is already used by members\[0\]/,
  },
  { name: 'unknown placeholder in the number format', data: { ...one(members[0]!), numberFormat: '#{no}' }, message: /this text can use \{number\}/ },
  { name: 'no members', data: { heading: 'H', members: [] }, message: />=1 items/ },
];

import type { z } from 'zod';
import type { zonesSchema } from './schema';

type Input = z.input<typeof zonesSchema>;

const six: Input['zones'] = [
  { name: 'Harbour', team: 1, color: '#1d4ed8', text: 'Beachfront houses beside the stadium.' },
  { name: 'Coral', team: 2, color: '#c2410c', text: 'Homes above the reef and the beach pitch.' },
  { name: 'Lagoon', team: 3, color: '#0f766e' },
  { name: 'Sunset', team: 4, color: '#f59e0b' },
  { name: 'Jungle', team: 5, color: '#15803d' },
  { name: 'Dunes', team: 6, color: '#ebe0cc' },
];

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  sixZones: {
    anchor: 'zones',
    eyebrow: 'The zones game',
    heading: '{count} Zones, One League',
    intro: 'Club City is split into {count} zones. Every founding member plays for one.',
    teamLabel: 'Team {team}',
    zones: six,
    action: { kind: 'info' },
    buttons: [{ label: 'Join EcoBeach United', action: { kind: 'pay' }, variant: 'premium' }],
  },
  staticTiles: {
    heading: 'Pick Your Zone',
    teamLabel: 'Equipo {team}',
    zones: six.slice(0, 2),
  },
};

const zones = six.slice(0, 1);

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  {
    name: 'a heading that types the count',
    data: { heading: '12 Zones, One League', teamLabel: 'Team {team}', zones },
    message: /Write \{count\} instead of a number before "zones"/,
  },
  {
    name: 'an intro that types the count',
    data: { heading: 'H', intro: 'Play in one of 12 zones.', teamLabel: 'Team {team}', zones },
    message: /Write \{count\} instead/,
  },
  {
    name: 'a colour no text reads on',
    data: { heading: 'H', teamLabel: 'Team {team}', zones: [{ name: 'Grey', team: 1, color: '#777777' }] },
    message: /neither white nor dark text reaches 4.5:1/,
  },
  {
    name: 'a colour name instead of #rrggbb',
    data: { heading: 'H', teamLabel: 'Team {team}', zones: [{ name: 'Red', team: 1, color: 'red' }] },
    message: /Expected a colour like "#0b4f4a"/,
  },
  {
    name: 'two zones with one team number',
    data: { heading: 'H', teamLabel: 'Team {team}', zones: [six[0], { ...six[1], team: 1 }] },
    message: /Team 1 already plays for zones\[0\]/,
  },
  { name: 'unknown placeholder', data: { heading: '{zones} Zones', teamLabel: 'Team {team}', zones }, message: /this text can use \{count\}/ },
];

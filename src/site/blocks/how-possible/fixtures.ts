import type { z } from 'zod';
import type { howPossibleSchema } from './schema';

type Input = z.input<typeof howPossibleSchema>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  general: {
    anchor: 'how-we-make-this-possible',
    eyebrow: 'Our model',
    heading: 'How We Make This Possible',
    intro: 'We work directly with the people who own and build on the land.',
    cards: [
      { icon: 'handshake', title: 'Land Partnerships', text: 'Local landowners contribute land for a share of the project.' },
      { icon: 'tent', title: 'Camping Site Alliances', text: 'Existing sites join the network.' },
      { icon: 'hammer', title: 'Development Projects', text: 'Eco-friendly homes built at scale.' },
    ],
  },
  mansion: {
    anchor: 'how-we-make-this-possible',
    heading: 'How We Make This Possible',
    cards: [
      { icon: 'building', title: 'Partnerships with Indonesian Developers', text: 'Established developers who know the island.' },
      { icon: 'handshake', title: 'Land Partners', text: 'Beachfront plots far below market price.' },
      { icon: 'hammer', title: 'Development Projects', text: 'Shared infrastructure, lower costs.' },
    ],
    buttons: [{ label: 'More Info', action: { kind: 'info' } }],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no cards', data: { heading: 'H', cards: [] }, message: />=1 items/ },
  { name: 'anchor with spaces', data: { heading: 'H', anchor: 'How we do it', cards: [{ icon: 'tent', title: 'T', text: 'X' }] }, message: /section anchor/ },
  { name: 'description instead of text', data: { heading: 'H', cards: [{ icon: 'tent', title: 'T', description: 'X' }] }, message: /unrecognized key/i },
];

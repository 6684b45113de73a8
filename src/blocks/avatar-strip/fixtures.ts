import type { z } from 'zod';
import type { avatarStripSchema } from './schema';

type Input = z.input<typeof avatarStripSchema>;

const names = ['Sofia M.', 'Lukas B.', 'Aiko T.', 'Mateo R.', 'Amara O.', 'Liam K.', 'Priya S.', 'Noah W.'];
const avatars = names.map((name, i) => ({ id: `a${i + 1}`, name, src: `/media/avatars/avatar-0${i + 1}.jpg` }));

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  members: {
    caption: 'Join the members who already secured their spot',
    ariaLabel: 'Members who joined',
    avatars,
    counter: '+642',
    counterLabel: 'and 642 more members',
  },
  scrollToGallery: {
    heading: 'Our community',
    ariaLabel: 'Community members',
    avatars: avatars.slice(0, 3),
    counter: '+10',
    durationSeconds: 12,
    action: { kind: 'scroll', target: 'construction-section' },
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'one avatar', data: { ariaLabel: 'L', counter: '+1', avatars: avatars.slice(0, 1) }, message: /at least two avatars/ },
  {
    name: 'avatar outside public/',
    data: { ariaLabel: 'L', counter: '+1', avatars: [...avatars.slice(0, 1), { id: 'x', name: 'X', src: 'avatar.jpg' }] },
    message: /media path under public/,
  },
  { name: 'no counter', data: { ariaLabel: 'L', avatars }, message: /expected string/i },
];

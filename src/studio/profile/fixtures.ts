import type { Profile } from './profile-data';
import { ProfileRefused, type ProfileValues, profileMessages } from './profile-rules';

/** Sample profiles and save outcomes for the stories and the component tests. */
export const noProfile: ProfileValues = { username: '', full_name: '', bio: '' };

export const savedProfile: Profile = {
  username: 'ada_l',
  full_name: 'Ada Lovelace',
  bio: 'Runs the Sumba launch campaigns.',
  updated_at: '2026-11-26T08:09:00Z',
};

export const usernameOnly: Profile = { ...savedProfile, full_name: null, bio: null };

export const filledValues: ProfileValues = { username: 'ada_l', full_name: 'Ada Lovelace', bio: 'Runs the Sumba launch campaigns.' };

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const saves = {
  /** Saved after a moment, long enough to see the button's saving state. */
  ok: async () => after(800),
  /** Another marketer holds the name: the server's answer shows under Username. */
  taken: async () => {
    await after(400);
    throw new ProfileRefused(profileMessages.usernameTaken, { username: profileMessages.usernameTaken });
  },
  /** The backend did not answer: the form keeps what was typed and says why. */
  down: async () => {
    await after(400);
    throw new TypeError('Failed to fetch');
  },
};

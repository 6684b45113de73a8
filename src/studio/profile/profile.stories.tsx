import type { Meta, StoryObj } from '@storybook/react-vite';
import { studioFrame } from '../charts/story-frame';
import { AccountNameView } from './account-name';
import { filledValues, noProfile, saves, savedProfile, usernameOnly } from './fixtures';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'Studio/Profile',
  component: ProfileForm,
  decorators: [studioFrame],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A marketer's first visit: press Save profile to see the rules' messages. */
export const FirstVisit: Story = { args: { initial: noProfile, onSave: saves.ok } };
export const Saved: Story = { args: { initial: filledValues, onSave: saves.ok } };
/** Press Save profile: the server answers that the username is taken. */
export const UsernameTaken: Story = { args: { initial: filledValues, onSave: saves.taken } };
/** Press Save profile: the backend is down, and the form stays filled. */
export const BackendDown: Story = { args: { initial: filledValues, onSave: saves.down } };
export const TooLong: Story = {
  args: { initial: { username: 'a_name_well_over_thirty_characters', full_name: 'N'.repeat(101), bio: 'B'.repeat(501) }, onSave: saves.ok },
};

/** The header's account name: the email until a profile is saved, then the full name and @username. */
export const HeaderName: Story = {
  args: { initial: noProfile, onSave: saves.ok },
  render: () => (
    <ul className="grid max-w-sm gap-3 rounded-lg border border-black/10 bg-white p-4">
      <li>
        <AccountNameView email="ada@landfall.test" />
      </li>
      <li>
        <AccountNameView email="ada@landfall.test" profile={usernameOnly} />
      </li>
      <li>
        <AccountNameView email="ada@landfall.test" profile={savedProfile} />
      </li>
    </ul>
  ),
};

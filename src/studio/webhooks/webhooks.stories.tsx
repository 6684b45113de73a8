import type { Meta, StoryObj } from '@storybook/react-vite';
import { studioFrame } from '../charts/story-frame';
import { justAdded, noWebhooks, someWebhooks } from './fixtures';
import { WebhooksView } from './webhooks-view';

const idle = { onAdd: () => {}, pending: false, onDismiss: () => {} };
const toggle = { onToggle: () => {} };
const loaded = { data: someWebhooks, error: null, isPending: false, retry: () => {} };

const meta = {
  title: 'Studio/Webhooks',
  component: WebhooksView,
  decorators: [studioFrame],
} satisfies Meta<typeof WebhooksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { list: loaded, add: idle, toggle } };
export const NewSecretShownOnce: Story = { args: { list: loaded, add: { ...idle, added: justAdded }, toggle } };
export const AddressRefused: Story = {
  args: { list: loaded, add: { ...idle, error: 'Addresses of this machine or a private network are not allowed' }, toggle },
};
export const Empty: Story = { args: { list: { ...loaded, data: noWebhooks }, add: idle, toggle } };
export const Loading: Story = { args: { list: { ...loaded, data: undefined, isPending: true }, add: idle, toggle } };
export const Failed: Story = { args: { list: { ...loaded, data: undefined, error: new Error('JWT expired') }, add: idle, toggle } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

/** The banner only appears while no choice is stored: clear localStorage to see it again. */
const meta = {
  title: 'Blocks/cookie-banner',
  component: block.Component,
  tags: ['autodocs'],
  // The banner is fixed to the bottom of the window: on the docs page each story gets a frame of its own.
  // Each story's own storageKey (below) is a Storybook detail, not what an author writes.
  parameters: { docs: { story: { inline: false, height: '320px' } }, blockDocs: { storybookOnly: ['storageKey'] } },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key of its own per story, so a choice made in one story does not hide the other. */
const fresh = (key: string) => `storybook-${key}-${Date.now()}`;

export const English: Story = { args: { ...block.schema.parse(valid.english), storageKey: fresh('en') } };
export const CustomKey: Story = { args: { ...block.schema.parse(valid.customKey), storageKey: fresh('es') }, globals: { locale: 'es' } };

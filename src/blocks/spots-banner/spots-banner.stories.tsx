import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/spots-banner',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopBar: Story = { args: block.schema.parse(valid.topBar) };
export const Inline: Story = { args: block.schema.parse(valid.inline) };
export const SoldOut: Story = { args: block.schema.parse(valid.soldOut) };

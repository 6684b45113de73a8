import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/zones',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixZones: Story = { args: block.schema.parse(valid.sixZones) };
export const StaticTiles: Story = { args: block.schema.parse(valid.staticTiles) };

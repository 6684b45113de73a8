import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/hero',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorldCup: Story = { args: block.schema.parse(valid.worldCup) };
export const Mansion: Story = { args: block.schema.parse(valid.mansion) };
export const Minimal: Story = { args: block.schema.parse(valid.minimal) };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/info-cta',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: block.schema.parse(valid.light) };
export const Dark: Story = { args: block.schema.parse(valid.dark) };
export const Accent: Story = { args: block.schema.parse(valid.accent) };

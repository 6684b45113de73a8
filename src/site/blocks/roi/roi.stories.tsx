import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/roi',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: block.schema.parse(valid.full) };
export const Minimal: Story = { args: block.schema.parse(valid.minimal), globals: { locale: 'es' } };

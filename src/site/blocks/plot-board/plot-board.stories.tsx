import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/plot-board',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullBoard: Story = { args: block.schema.parse(valid.fullBoard) };
export const SmallBoard: Story = { args: block.schema.parse(valid.smallBoard) };
export const SoldOut: Story = { args: block.schema.parse(valid.soldOut) };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/member-grid',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Founders: Story = { args: block.schema.parse(valid.founders) };
export const StaticTiles: Story = { args: block.schema.parse(valid.staticTiles) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };

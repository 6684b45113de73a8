import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/hall-of-fame',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopInvestors: Story = { args: block.schema.parse(valid.topInvestors) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };

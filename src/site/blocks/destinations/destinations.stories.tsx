import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/destinations',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Network: Story = { args: block.schema.parse(valid.network) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };
export const ScrollToPricing: Story = { args: block.schema.parse(valid.scrollToPricing) };

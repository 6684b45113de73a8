import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/safety',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCards: Story = { args: block.schema.parse(valid.twoCards) };
export const ScrollAction: Story = { args: block.schema.parse(valid.scrollAction), globals: { locale: 'es' } };

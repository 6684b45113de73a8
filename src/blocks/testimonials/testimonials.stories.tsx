import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/testimonials',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeStories: Story = { args: block.schema.parse(valid.threeStories) };
export const NoLinks: Story = { args: block.schema.parse(valid.noLinks), globals: { locale: 'es' } };

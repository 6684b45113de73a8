import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

/** The frame loads when the story scrolls into view; offline, the placeholder and its link stay. */
const meta = {
  title: 'Blocks/scheduling',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: block.schema.parse(valid.english) };
export const WithWidget: Story = { args: block.schema.parse(valid.withWidget), globals: { locale: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/partner-cta',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: block.schema.parse(valid.english) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };

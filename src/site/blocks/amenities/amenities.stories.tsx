import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/amenities',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seven: Story = { args: block.schema.parse(valid.seven) };
export const WithButton: Story = { args: block.schema.parse(valid.withButton), globals: { locale: 'es' } };

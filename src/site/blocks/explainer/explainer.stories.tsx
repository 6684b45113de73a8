import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/explainer',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HowIsPossible: Story = { args: block.schema.parse(valid.howIsPossible) };
export const Minimal: Story = { args: block.schema.parse(valid.minimal), globals: { locale: 'es' } };

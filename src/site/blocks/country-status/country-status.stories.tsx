import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/country-status',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EightCountries: Story = { args: block.schema.parse(valid.eightCountries) };
export const SmallCapacity: Story = { args: block.schema.parse(valid.smallCapacity) };

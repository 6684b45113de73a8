import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/avatar-strip',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = { args: block.schema.parse(valid.members) };
export const ScrollToGallery: Story = { args: block.schema.parse(valid.scrollToGallery) };

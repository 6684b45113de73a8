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
/** Stars out of five on two cards; screen readers hear "Rated 5 out of 5" instead of the stars. */
export const Rated: Story = { args: block.schema.parse(valid.rated) };
/** The same in Spanish: "Valoración: 4 de 5". */
export const RatedSpanish: Story = { args: block.schema.parse(valid.ratedSpanish), globals: { locale: 'es' } };

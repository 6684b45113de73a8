import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

/**
 * The session behaviour reads ?session_id= from the address when the story renders; each story sets the
 * preview frame's address first, so both states can be looked at.
 */
const withSession =
  (sessionId: string | undefined): Decorator =>
  (Story) => {
    const url = new URL(window.location.href);
    if (sessionId) url.searchParams.set('session_id', sessionId);
    else url.searchParams.delete('session_id');
    window.history.replaceState(window.history.state, '', url);
    return <Story />;
  };

const meta = {
  title: 'Blocks/membership-form',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: block.schema.parse(valid.english), decorators: [withSession('cs_story')] };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), decorators: [withSession('cs_story')], globals: { locale: 'es' } };
export const EnglishWithoutPayment: Story = { args: block.schema.parse(valid.english), decorators: [withSession(undefined)] };

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './hero.stories';

const { WorldCup, Mansion } = composeStories(stories, preview);
const digits = (root: HTMLElement) => root.querySelector('[role="timer"]')?.textContent?.replace(/[^0-9:]/g, '');
const words = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-rotating-word]')].map((holder) => holder.querySelector('[data-rotating-current]')?.textContent);

/** The gallery runs the same behaviours as a page, and React keeps rendering into their markup when args change. */
describe('hero stories', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('tick, and start again from the new value when the countdown arg changes mid-count', () => {
    const { container, rerender } = render(<WorldCup />);
    act(() => vi.advanceTimersByTime(3000));
    expect(digits(container)).toBe('47:59:57');
    // Only the seconds differ from the first render, so React rewrites only those digits.
    rerender(<WorldCup countdown={{ seconds: 172_801, label: 'Offer ends in' }} />);
    expect(digits(container)).toBe('48:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits(container)).toBe('48:00:00');
  });

  it('keep turning when the words arg changes mid-rotation (React adds a sizer beside the shown word)', () => {
    const { container, rerender } = render(<Mansion />);
    act(() => vi.advanceTimersByTime(1500));
    expect(words(container)[0]).toBe('move in');
    rerender(<Mansion rotating={[{ words: ['sell it', 'keep it', 'gift it'], intervalMs: 1000, display: true }]} />);
    expect(words(container)).toEqual(['sell it']);
    act(() => vi.advanceTimersByTime(2000));
    expect(words(container)).toEqual(['gift it']);
    expect(container.querySelectorAll('.invisible')).toHaveLength(3);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RotatingWords from './rotating-words.island';
import { rotatingWordsSchema } from './rotating-words-schema';

const shown = (container: HTMLElement) =>
  container.querySelector('[data-rotating-word] > span[aria-hidden="true"]:not(.invisible)')?.textContent;

describe('rotating words schema', () => {
  it('rotates every second unless told otherwise', () => {
    expect(rotatingWordsSchema.parse({ words: ['a', 'b'] })).toEqual({ words: ['a', 'b'], intervalMs: 1000, display: true });
  });
  it('needs at least two words', () => {
    const result = rotatingWordsSchema.safeParse({ words: ['solo'] });
    expect(result.error?.issues[0]?.message).toMatch(/at least two words/);
  });
});

describe('rotating words island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the first word on the server and the whole set once for screen readers', () => {
    const html = renderToString(<RotatingWords words={['rent it out', 'move in']} intervalMs={1500} />);
    expect(html).toContain('data-rotating-word="rent it out"');
    expect(html).toContain('<span class="sr-only">rent it out / move in</span>');
    expect(html).not.toContain('aria-live');
  });

  it('cycles through the words at the interval and starts over', () => {
    const { container } = render(<RotatingWords words={['freedom', 'future', 'happiness']} intervalMs={1000} />);
    expect(shown(container)).toBe('freedom');
    act(() => vi.advanceTimersByTime(999));
    expect(shown(container)).toBe('freedom');
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container)).toBe('future');
    expect(container.querySelector('.motion-safe\\:animate-word-in')?.textContent).toBe('future');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown(container)).toBe('freedom');
  });

  it('keeps rotating as state only when hidden', () => {
    const { container } = render(<RotatingWords words={['freedom', 'future']} intervalMs={1000} hidden />);
    const holder = container.querySelector('[data-rotating-word]') as HTMLElement;
    expect(holder.hidden).toBe(true);
    expect(holder.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(holder.dataset.rotatingWord).toBe('future');
  });
});

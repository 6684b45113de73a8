// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../interactive/client/enhance';
import { RotatingWords } from './rotating-words';
import { rotatingWordsSchema } from './rotating-words-schema';

const holder = () => document.querySelector<HTMLElement>('[data-rotating-word]')!;
/** The word a sighted visitor sees: the one not hidden, not a width sizer. */
const shown = () => holder().querySelector('span[aria-hidden="true"]:not(.invisible)')?.textContent;

describe('rotating words schema', () => {
  it('rotates every second unless told otherwise', () => {
    expect(rotatingWordsSchema.parse({ words: ['a', 'b'] })).toEqual({ words: ['a', 'b'], intervalMs: 1000, display: true });
  });
  it('needs at least two words', () => {
    const result = rotatingWordsSchema.safeParse({ words: ['solo'] });
    expect(result.error?.issues[0]?.message).toMatch(/at least two words/);
  });
});

describe('rotating words', () => {
  let stop = () => {};
  /** The prerendered markup in the document with its behaviour running, as a page has it. */
  const mount = (element: ReactElement) => {
    document.body.innerHTML = renderToString(element);
    stop = enhance(document.body);
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('prerenders the first word, a sizer per word, and the whole set once for screen readers', () => {
    const html = renderToString(<RotatingWords words={['rent it out', 'move in']} intervalMs={1500} />);
    expect(html).toContain('data-rotating-word="rent it out"');
    expect(html).toContain('<span class="sr-only">rent it out / move in</span>');
    expect(html.match(/class="invisible col-start-1 row-start-1"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-live');
    expect(html).not.toContain('animate-word-in');
  });

  it('cycles through the words at the interval, fading each new one in, and starts over', () => {
    mount(<RotatingWords words={['freedom', 'future', 'happiness']} intervalMs={1000} />);
    expect(shown()).toBe('freedom');
    expect(holder().querySelector('.motion-safe\\:animate-word-in')).toBeNull();
    vi.advanceTimersByTime(999);
    expect(shown()).toBe('freedom');
    vi.advanceTimersByTime(1);
    expect(shown()).toBe('future');
    expect(holder().dataset.rotatingWord).toBe('future');
    expect(holder().querySelector('.motion-safe\\:animate-word-in')?.textContent).toBe('future');
    vi.advanceTimersByTime(2000);
    expect(shown()).toBe('freedom');
    expect(holder().querySelectorAll('span[aria-hidden="true"]:not(.invisible)')).toHaveLength(1);
    expect(holder().querySelector('.sr-only')?.textContent).toBe('freedom / future / happiness');
  });

  it('takes the fade off and puts it back for every word, so it plays each time, not only for the first change', () => {
    mount(<RotatingWords words={['freedom', 'future']} intervalMs={1000} />);
    const current = holder().querySelector<HTMLElement>('[data-rotating-current]')!;
    vi.advanceTimersByTime(1000);
    const classes = new MutationObserver(() => {});
    classes.observe(current, { attributeFilter: ['class'], attributeOldValue: true });
    vi.advanceTimersByTime(1000);
    const before = classes.takeRecords().map((record) => record.oldValue ?? '');
    classes.disconnect();
    expect(before.some((className) => !className.includes('animate-word-in'))).toBe(true);
    expect(current.className).toContain('motion-safe:animate-word-in');
    expect(current.textContent).toBe('freedom');
  });

  it('keeps rotating as state only when hidden, showing nothing', () => {
    mount(<RotatingWords words={['freedom', 'future']} intervalMs={1000} hidden />);
    expect(holder().hidden).toBe(true);
    expect(holder().textContent).toBe('');
    vi.advanceTimersByTime(1000);
    expect(holder().dataset.rotatingWord).toBe('future');
    expect(holder().textContent).toBe('');
  });

  it('shows the first word again, without the fade, and stops when stopped', () => {
    mount(<RotatingWords words={['freedom', 'future']} intervalMs={1000} />);
    vi.advanceTimersByTime(1000);
    stop();
    expect(shown()).toBe('freedom');
    expect(holder().dataset.rotatingWord).toBe('freedom');
    expect(holder().querySelector('.motion-safe\\:animate-word-in')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

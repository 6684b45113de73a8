// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../client/enhance';
import { Countdown } from './countdown';
import { countdownSchema } from './countdown-schema';
import { formatCountdown } from './countdown-format';

const timer = () => document.querySelector<HTMLElement>('[role="timer"]')!;
const digits = () => timer().textContent?.replace(/[^0-9:]/g, '');

describe('formatCountdown', () => {
  it.each([
    [172_800, '48:00:00'],
    [3661, '01:01:01'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [-4, '00:00:00'],
    [360_000, '100:00:00'],
  ])('%i s → %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));
});

describe('countdown schema', () => {
  it('starts at 48 hours unless told otherwise', () => {
    expect(countdownSchema.parse({ label: 'Offer ends in' }).seconds).toBe(172_800);
  });
  it('needs an accessible label', () => {
    expect(countdownSchema.safeParse({ seconds: 10 }).success).toBe(false);
  });
});

describe('countdown', () => {
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

  it('prerenders the start value as a labelled timer, and only the seconds as props', () => {
    const html = renderToString(<Countdown seconds={172_800} label="Offer ends in" />);
    expect(html).toContain('role="timer"');
    expect(html).toContain('aria-label="Offer ends in"');
    expect(html.replace(/<[^>]+>/g, '')).toContain('48:00:00');
    expect(html).toContain('data-behaviour="ui/countdown" data-props="{&quot;seconds&quot;:172800}"');
  });

  it('reads 3 s less after 3 s, ticking once a second, and keeps its label and units', () => {
    mount(<Countdown seconds={3661} label="Offer ends in" units={{ hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }} />);
    expect(digits()).toBe('01:01:01');
    vi.advanceTimersByTime(999);
    expect(digits()).toBe('01:01:01');
    vi.advanceTimersByTime(1);
    expect(digits()).toBe('01:01:00');
    vi.advanceTimersByTime(2000);
    expect(digits()).toBe('01:00:58');
    expect(timer().getAttribute('aria-label')).toBe('Offer ends in');
    expect(timer().textContent).toContain('Minutes');
  });

  it('stops at 00:00:00 and leaves no timer running', () => {
    mount(<Countdown seconds={2} label="Ends in" />);
    vi.advanceTimersByTime(5000);
    expect(digits()).toBe('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the right value when a throttled background tab runs its next tick 10 s late', () => {
    mount(<Countdown seconds={60} label="Ends in" />);
    vi.advanceTimersByTime(1000);
    expect(digits()).toBe('00:00:59');
    // The clock moves on while the browser holds the tab's timers back.
    vi.setSystemTime(Date.now() + 10_000);
    vi.advanceTimersByTime(1000);
    expect(digits()).toBe('00:00:48');
  });
});

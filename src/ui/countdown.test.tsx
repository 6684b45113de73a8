// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Countdown from './countdown.island';
import { countdownSchema } from './countdown-schema';
import { formatCountdown } from './countdown-format';

const digits = () => screen.getByRole('timer').textContent?.replace(/[^0-9:]/g, '');

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

describe('countdown island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders the start value on the server, as a labelled timer', () => {
    const html = renderToString(<Countdown seconds={172_800} label="Offer ends in" />);
    expect(html).toContain('role="timer"');
    expect(html).toContain('aria-label="Offer ends in"');
    expect(html.replace(/<[^>]+>/g, '')).toContain('48:00:00');
  });

  it('ticks down once a second', () => {
    render(<Countdown seconds={3661} label="Offer ends in" units={{ hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }} />);
    expect(digits()).toBe('01:01:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('01:01:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(digits()).toBe('00:59:59');
    expect(screen.getByRole('timer', { name: 'Offer ends in' }).textContent).toContain('Minutes');
  });

  it('stops at zero', () => {
    render(<Countdown seconds={2} label="Ends in" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(digits()).toBe('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});

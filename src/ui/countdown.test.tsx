// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { enhance } from '../interactive/client/enhance';
import { defineBlock } from '../engine/define-block';
import { mountBlock } from '../blocks/testing';
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
  it('starts at 48 hours, and afresh on every view unless told otherwise (editors see that default)', () => {
    const clock = countdownSchema.parse({ label: 'Offer ends in' });
    expect(clock.seconds).toBe(172_800);
    expect(clock.persist).toBeUndefined();
    expect(z.toJSONSchema(countdownSchema, { io: 'input' })).toMatchObject({
      properties: { persist: { default: 'none', enum: ['visitor', 'none'] }, storageKey: { default: 'countdown-deadline' } },
    });
  });
  it('needs an accessible label', () => {
    expect(countdownSchema.safeParse({ seconds: 10 }).success).toBe(false);
  });
  it('takes a deadline only with a time zone, since a visitor elsewhere would read a local time otherwise', () => {
    expect(countdownSchema.safeParse({ label: 'Ends in', deadline: '2026-12-31T23:59:59Z' }).success).toBe(true);
    expect(countdownSchema.safeParse({ label: 'Ends in', deadline: '2026-12-31T23:59:59+07:00' }).success).toBe(true);
    const local = countdownSchema.safeParse({ label: 'Ends in', deadline: '2026-12-31T23:59:59' });
    expect(local.error?.issues[0]?.message).toMatch(/ISO date-time with a time zone, like 2026-12-31T23:59:59Z/);
    expect(countdownSchema.safeParse({ label: 'Ends in', deadline: '31/12/2026' }).success).toBe(false);
  });
  it('refuses a fixed deadline that is also per visitor, naming the key to remove', () => {
    const both = countdownSchema.safeParse({ label: 'Ends in', deadline: '2026-12-31T23:59:59Z', persist: 'visitor' });
    expect(both.error?.issues[0]).toMatchObject({ path: ['persist'], message: expect.stringMatching(/same for every visitor/) });
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
    expect(html).not.toContain('invisible');
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

/** A page's block holding only a clock: the countdown as mountBlock puts it in a page. */
const clockBlock = defineBlock({
  type: 'clock',
  schema: z.strictObject({ countdown: countdownSchema }),
  Component: ({ countdown }) => <Countdown {...countdown} />,
  description: 'A countdown alone, for these tests',
});
type ClockInput = z.input<typeof countdownSchema>;

describe('countdown on a page, across reloads', () => {
  const promo: ClockInput = { label: 'Offer ends in', persist: 'visitor', storageKey: 'promo-deadline', endedText: 'This offer has ended' };
  const opened: { stop: () => void }[] = [];
  /** A page view: the prerendered clock in the document with its behaviour started. */
  const view = async (countdown: ClockInput) => {
    const page = await mountBlock(clockBlock, { countdown });
    opened.push(page);
    const clock = page.container.querySelector<HTMLElement>('[role="timer"]')!;
    const label = page.container.querySelector<HTMLElement>('[data-countdown-label]');
    const ended = page.container.querySelector<HTMLElement>('[data-countdown-ended]');
    return {
      clock,
      read: () => clock.textContent?.replace(/[^0-9:]/g, ''),
      /** The caption a sighted visitor sees: the label, or the ended text in its place. */
      caption: () => [label, ended].find((part) => part && !part.classList.contains('invisible'))?.textContent,
      /** A reload or leaving the page: the behaviour stops and the markup goes. */
      close: () => page.stop(),
    };
  };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    localStorage.clear();
  });
  afterEach(() => {
    for (const page of opened.splice(0)) page.stop();
    vi.restoreAllMocks();
    localStorage.clear();
    vi.useRealTimers();
  });

  it("continues a visitor's clock after a reload from where it was, never from 48:00:00 again", async () => {
    const first = await view(promo);
    expect(first.read()).toBe('48:00:00');
    vi.advanceTimersByTime(2000);
    expect(first.read()).toBe('47:59:58');
    first.close();
    // The reload itself takes a moment.
    vi.setSystemTime(Date.now() + 1500);
    const again = await view(promo);
    expect(again.read()).toBe('47:59:57');
    vi.advanceTimersByTime(500);
    expect(again.read()).toBe('47:59:56');
  });

  it("keeps a continued clock invisible until its behaviour has written the visitor's time, holding its place", async () => {
    const html = renderToString(<Countdown seconds={172_800} label="Offer ends in" persist="visitor" storageKey="k" />);
    // Without JavaScript the start value shows; with it, nothing until the real time is written.
    expect(html).toMatch(/role="timer"[^>]*class="[^"]*\binvisible noscript:visible\b/);
    expect(html).toContain('{&quot;seconds&quot;:172800,&quot;storageKey&quot;:&quot;k&quot;}');
    const page = await view(promo);
    expect(page.clock.classList.contains('invisible')).toBe(false);
    page.close();
    const stopped = await view(promo);
    opened.at(-1)!.stop();
    expect(stopped.clock.classList.contains('invisible')).toBe(true);
  });

  it("stays at 00:00:00 with the ended text once the visitor's deadline has passed, reload or not", async () => {
    const first = await view(promo);
    expect(first.caption()).toBe('Offer ends in');
    first.close();
    vi.setSystemTime(Date.now() + 172_800_000 + 60_000);
    const later = await view(promo);
    expect(later.read()).toBe('00:00:00');
    expect(later.caption()).toBe('This offer has ended');
    expect(later.clock.getAttribute('aria-label')).toBe('This offer has ended');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the ended text the moment a running clock reaches zero', async () => {
    const page = await view({ ...promo, seconds: 3 });
    vi.advanceTimersByTime(2000);
    expect(page.caption()).toBe('Offer ends in');
    vi.advanceTimersByTime(1000);
    expect(page.read()).toBe('00:00:00');
    expect(page.caption()).toBe('This offer has ended');
  });

  it('still counts down from 48 hours when storage is blocked (private mode throws)', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const page = await view(promo);
    expect(page.read()).toBe('48:00:00');
    expect(page.clock.classList.contains('invisible')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(page.read()).toBe('47:59:59');
  });

  it('starts afresh from a stored deadline that is not a time, or further away than the clock is long', async () => {
    localStorage.setItem('promo-deadline', 'soon');
    const garbled = await view(promo);
    expect(garbled.read()).toBe('48:00:00');
    expect(Number(localStorage.getItem('promo-deadline'))).toBe(Date.now() + 172_800_000);
    garbled.close();
    localStorage.setItem('promo-deadline', String(Date.now() + 1000 * 172_800_000));
    const tooFar = await view(promo);
    expect(tooFar.read()).toBe('48:00:00');
  });

  it('gives each storage key its own deadline, and a clock without persist keeps none', async () => {
    const promoClock = await view(promo);
    vi.advanceTimersByTime(5000);
    promoClock.close();
    const other = await view({ ...promo, storageKey: 'other-offer' });
    expect(other.read()).toBe('48:00:00');
    other.close();
    const home = await view({ label: 'Offer ends in' });
    expect(home.read()).toBe('48:00:00');
    expect(home.clock.classList.contains('invisible')).toBe(false);
    expect(Object.keys(localStorage).sort()).toEqual(['other-offer', 'promo-deadline']);
  });

  it('counts down to a fixed deadline, the same after a reload, and ends there', async () => {
    const fixed: ClockInput = { label: 'Offer ends in', deadline: '2026-11-20T11:30:00Z', endedText: 'This offer has ended' };
    const first = await view(fixed);
    expect(first.read()).toBe('01:30:00');
    first.close();
    vi.setSystemTime(new Date('2026-11-20T11:29:58.400Z'));
    const again = await view(fixed);
    expect(again.read()).toBe('00:00:02');
    vi.advanceTimersByTime(600);
    expect(again.read()).toBe('00:00:01');
    vi.advanceTimersByTime(1000);
    expect(again.read()).toBe('00:00:00');
    expect(again.caption()).toBe('This offer has ended');
    expect(localStorage.length).toBe(0);
  });
});

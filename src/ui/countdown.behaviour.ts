import { defineBehaviour } from './define-behaviour';
import { countdownParts } from './countdown-format';
import type { CountdownClock } from './countdown-schema';

/**
 * The deadline this visitor got on their first view (persist: visitor), or a new one, stored now.
 * A stored deadline further away than the clock's whole length was not set by this clock (a
 * longer offer's, or a device clock turned back), so it starts afresh. Storage that throws
 * (private modes, blocked site data) leaves a deadline for this view only: the clock still runs.
 */
function visitorDeadline(key: string, seconds: number, now: number): number {
  const fresh = now + seconds * 1000;
  try {
    const raw = localStorage.getItem(key);
    const stored = raw === null ? Number.NaN : Number(raw);
    if (Number.isFinite(stored) && stored > 0 && stored - now <= seconds * 1000) return stored;
    localStorage.setItem(key, String(fresh));
  } catch {
    // Nothing to keep: this page view counts down from the full length.
  }
  return fresh;
}

/**
 * Ticks the prerendered clock down to a deadline and stops at zero: now + seconds, the visitor's
 * stored deadline, or a fixed one. The time left is read from the clock on every tick rather than
 * counted in ticks, so a background tab whose timers the browser throttled shows the right value
 * on its next tick, and each tick lands when the shown second changes.
 */
export default defineBehaviour<CountdownClock>((element, { seconds, endsAt, storageKey }) => {
  const digits = [...element.querySelectorAll<HTMLElement>('[data-countdown-part]')];
  const timer = element.querySelector<HTMLElement>('[role="timer"]');
  const label = element.querySelector<HTMLElement>('[data-countdown-label]');
  const ended = element.querySelector<HTMLElement>('[data-countdown-ended]');
  const name = timer?.getAttribute('aria-label') ?? '';
  const waits = endsAt !== undefined || storageKey !== undefined;

  const show = (left: number) =>
    countdownParts(left).forEach((part, i) => {
      const digit = digits[i];
      if (digit && digit.textContent !== part) digit.textContent = part;
    });
  // The ended text and the label share one grid cell, so swapping them moves nothing.
  const showEnded = (over: boolean) => {
    if (!label || !ended) return;
    label.classList.toggle('invisible', over);
    ended.classList.toggle('invisible', !over);
    timer?.setAttribute('aria-label', over ? (ended.textContent ?? name) : name);
  };

  const start = Date.now();
  const end = endsAt ?? (storageKey === undefined ? start + seconds * 1000 : visitorDeadline(storageKey, seconds, start));
  let next: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = Date.now();
    const left = Math.max(0, Math.ceil((end - now) / 1000));
    show(left);
    showEnded(left === 0);
    if (left > 0) next = setTimeout(tick, (end - now) % 1000 || 1000);
  };
  // Storybook re-renders the markup under a running clock: this writes it from these props.
  tick();
  // Only now are the digits this visitor's: a continued clock was held invisible until here.
  if (waits) timer?.classList.remove('invisible');
  return () => {
    clearTimeout(next);
    show(seconds);
    showEnded(false);
    if (waits) timer?.classList.add('invisible');
  };
});

import { defineBehaviour } from '../client/behaviour';
import { countdownParts } from './countdown-format';
import type { CountdownData } from './countdown-schema';

/**
 * Ticks the prerendered clock down once a second and stops at zero. Time is measured from the
 * start rather than counted in ticks, so a background tab whose timers the browser throttled
 * shows the right value on its next tick instead of falling behind.
 */
export default defineBehaviour<Pick<CountdownData, 'seconds'>>((element, { seconds }) => {
  const digits = [...element.querySelectorAll<HTMLElement>('[data-countdown-part]')];
  const show = (left: number) =>
    countdownParts(left).forEach((part, i) => {
      const digit = digits[i];
      if (digit && digit.textContent !== part) digit.textContent = part;
    });
  // Storybook re-renders the markup under a running clock: start from what these props say.
  show(seconds);
  if (seconds <= 0) return;
  const started = Date.now();
  const timer = setInterval(() => {
    const left = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
    show(left);
    if (left === 0) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
});

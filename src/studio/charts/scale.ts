/**
 * The arithmetic of the hand-drawn charts, kept apart from React so tests can hold bars and
 * interval ends to exact pixels.
 */

/** Maps [d0, d1] onto [r0, r1]; an empty domain maps everything to r0. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/**
 * The step between ticks: 1, 2, 2.5 or 5 times a power of ten, giving about `count` ticks up to
 * `max`. Counts of people take whole steps (no tick at 2.5 leads).
 */
export function niceStep(max: number, count = 4, integers = false): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const multipliers = integers && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = multipliers.map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  return integers ? Math.max(1, step) : step;
}

/** Ticks from 0 to the first step at or above `max`: the axis ends on a round number. */
export function ticksUpTo(max: number, { count = 4, integers = false, minStep = 0 } = {}): number[] {
  // Nothing above zero: the smallest step the axis allows, so an empty rate reads 0–0.5%, not 0–100%.
  const step = max > 0 ? Math.max(niceStep(max, count, integers), minStep) : integers ? 1 : minStep || 1;
  const ticks = [0];
  while (ticks.at(-1)! < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  if (ticks.length === 1) ticks.push(step);
  return ticks;
}

/** n equal slots across [start, end]: where slot i starts, its width, and the bar's width inside it. */
export function bands(n: number, start: number, end: number, padding = 0.2) {
  const step = n > 0 ? (end - start) / n : 0;
  return {
    step,
    barWidth: step * (1 - padding),
    /** Left edge of slot i's bar. */
    x: (i: number) => start + i * step + (step * padding) / 2,
    /** Centre of slot i. */
    centre: (i: number) => start + (i + 0.5) * step,
  };
}

/** Every how many days a label fits, so that no more than `max` labels share the axis. */
export function labelEvery(n: number, max: number): number {
  return Math.max(1, Math.ceil(n / Math.max(1, max)));
}

import { linearScale } from './scale';

/**
 * What a step chart of shares over time draws, in pixels: computed here, drawn by the bandit's
 * weights chart. A share holds from the moment it was recorded until the next record (the router
 * keeps its weights between recomputations), so each line is flat, then jumps.
 */
export interface StepInput {
  /** When each point was recorded, in milliseconds, oldest first. */
  times: readonly number[];
  /** Until when the newest point holds: now, or the experiment's end. */
  until: number;
  /** Per series, its share in percent at each point; null where a record does not name it. */
  series: readonly (readonly (number | null)[])[];
}

export const STEP_MARGIN = { top: 10, right: 14, bottom: 24, left: 40 };
export const STEP_PLOT_HEIGHT = 180;
/** Pixels a date label needs on the time axis, with room around it. */
const LABEL_WIDTH = 56;
export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Steps the time axis may take, in hours: up to a day they fall on round hours, beyond on midnights. */
const TICK_HOURS = [1, 2, 3, 6, 12, 24, 48, 72, 168, 336, 672];

export interface StepGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** x of each point, and where the newest one's step ends. */
  xs: number[];
  endX: number;
  /** Per point, the stretch of time its shares held: the target for pointer and focus. */
  spans: { x: number; width: number }[];
  /** Per series, its line as an SVG path. */
  paths: string[];
  /** Per series, the y of its share at each point (null where the record does not name it). */
  ys: (number | null)[][];
  yTicks: { value: number; y: number }[];
  xTicks: { time: number; x: number }[];
  /** Where a share of `percent` sits, for a reference line such as the floor. */
  y: (percent: number) => number;
}

export function stepGeometry({ times, until, series }: StepInput, width: number): StepGeometry {
  const left = STEP_MARGIN.left;
  const right = Math.max(left + 1, width - STEP_MARGIN.right);
  const top = STEP_MARGIN.top;
  const bottom = top + STEP_PLOT_HEIGHT;
  const start = times[0] ?? until;
  // A single record just made: an hour of axis, so its step is drawn rather than a point.
  const end = Math.max(until, times.at(-1) ?? until, start + HOUR);
  const x = linearScale([start, end], [left, right]);
  const y = linearScale([0, 100], [bottom, top]);
  const xs = times.map(x);
  const endX = x(end);
  const ys = series.map((shares) => times.map((_, i) => (typeof shares[i] === 'number' ? y(shares[i]) : null)));
  return {
    width,
    height: bottom + STEP_MARGIN.bottom,
    plot: { left, right, top, bottom },
    xs,
    endX,
    spans: xs.map((from, i) => ({ x: from, width: (xs[i + 1] ?? endX) - from })),
    paths: ys.map((line) => stepPath(xs, line, endX)),
    ys,
    yTicks: [0, 25, 50, 75, 100].map((value) => ({ value, y: y(value) })),
    xTicks: timeTicks(start, end, Math.floor((right - left) / LABEL_WIDTH)).map((time) => ({ time, x: x(time) })),
    y,
  };
}

/**
 * A step line: flat from each point to the next, then straight up or down to the next value, and
 * flat from the newest point to `endX`. Where a value is missing the line stops at that point's
 * x and starts again at the next point that has one.
 */
export function stepPath(xs: readonly number[], ys: readonly (number | null)[], endX: number): string {
  let path = '';
  let drawing = false;
  xs.forEach((x, i) => {
    const y = ys[i];
    if (y === null || y === undefined) {
      if (drawing) path += `H${round(x)}`;
      drawing = false;
      return;
    }
    path += drawing ? `H${round(x)}V${round(y)}` : `M${round(x)},${round(y)}`;
    drawing = true;
  });
  if (drawing) path += `H${round(endX)}`;
  return path;
}

/**
 * Times for the axis between `start` and `end`, at most `max` of them: round UTC hours for a
 * short span, UTC midnights every day, days or weeks for a long one.
 */
export function timeTicks(start: number, end: number, max: number): number[] {
  const limit = Math.max(2, max);
  const hours = TICK_HOURS.find((step) => (end - start) / (step * HOUR) < limit) ?? TICK_HOURS.at(-1)!;
  const step = hours * HOUR;
  // Hours fall on multiples of the step (24 divides by each, so midnight is always one); days
  // count from the first midnight of the span, as the daily chart labels from its first day.
  const first = hours < 24 ? Math.ceil(start / step) * step : Math.ceil(start / DAY) * DAY;
  const ticks: number[] = [];
  for (let time = first; time <= end; time += step) ticks.push(time);
  return ticks;
}

const round = (n: number) => Math.round(n * 10) / 10;

import { linearScale, ticksUpTo } from './scale';

/** One arm as the interval chart needs it: its rate and 95% interval, or nothing measured yet. */
export interface IntervalDatum {
  name: string;
  control: boolean;
  visitors: number;
  rate: number;
  low: number;
  high: number;
}

export const INTERVAL_MARGIN = { top: 8, right: 20, bottom: 26, left: 96 };
export const ROW_HEIGHT = 34;

export interface IntervalGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  rows: { name: string; y: number; measured: boolean; x: number; low: number; high: number }[];
  /** The control's interval across every row: the reference an arm is read against. */
  band: { x: number; width: number } | null;
  ticks: { value: number; x: number }[];
}

/**
 * Every arm on one shared rate axis from 0. The axis fits the measured arms' intervals; an arm
 * without visitors (interval 0–100%) is listed but not drawn, or it would squash the others.
 */
export function intervalGeometry(arms: readonly IntervalDatum[], width: number): IntervalGeometry {
  // Arm names take a fixed column, narrower on a phone so the intervals keep most of the width.
  const left = Math.min(INTERVAL_MARGIN.left, Math.round(width * 0.2));
  const right = width - INTERVAL_MARGIN.right;
  const measured = arms.filter((arm) => arm.visitors > 0);
  // A little room past the highest end, so its cap is not drawn on the frame.
  const ticks = ticksUpTo(1.05 * Math.max(0, ...measured.map((arm) => arm.high)), { count: 4, minStep: 0.001 });
  const x = linearScale([0, ticks.at(-1)!], [left, right]);
  const control = measured.find((arm) => arm.control);
  return {
    width,
    height: INTERVAL_MARGIN.top + arms.length * ROW_HEIGHT + INTERVAL_MARGIN.bottom,
    left,
    right,
    rows: arms.map((arm, i) => ({
      name: arm.name,
      y: INTERVAL_MARGIN.top + (i + 0.5) * ROW_HEIGHT,
      measured: arm.visitors > 0,
      x: x(Number.isFinite(arm.rate) ? arm.rate : 0),
      low: x(arm.low),
      high: x(arm.high),
    })),
    band: control ? { x: x(control.low), width: x(control.high) - x(control.low) } : null,
    ticks: ticks.map((value) => ({ value, x: x(value) })),
  };
}

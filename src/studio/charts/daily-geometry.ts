import { bands, labelEvery, linearScale, ticksUpTo } from './scale';

/** What the daily chart draws, in pixels of its viewBox: computed here, drawn by daily-chart.tsx. */
export interface DailyDatum {
  day: string;
  views: number;
  leads: number;
  paid: number;
  rate: number;
}

export const DAILY_MARGIN = { top: 12, right: 44, bottom: 22, left: 48 };
/** Height of the views/leads panel and of the conversion-rate strip beneath it. */
export const MAIN_HEIGHT = 170;
export const RATE_HEIGHT = 64;
const GAP = 30;
export const MAX_BAR = 48;

export interface DailyGeometry {
  width: number;
  height: number;
  plot: { left: number; right: number; mainTop: number; mainBottom: number; rateTop: number; rateBottom: number };
  bars: { x: number; y: number; width: number; height: number }[];
  centres: number[];
  /** y of each day's leads, paid and rate (rate null where a day has no views). */
  leadsY: number[];
  paidY: number[];
  rateY: (number | null)[];
  viewTicks: { value: number; y: number }[];
  countTicks: { value: number; y: number }[];
  rateTicks: { value: number; y: number }[];
  /** Indexes of the days whose date is written under the axis. */
  labelled: number[];
}

export function dailyGeometry(days: readonly DailyDatum[], width: number): DailyGeometry {
  const left = DAILY_MARGIN.left;
  const right = width - DAILY_MARGIN.right;
  const mainTop = DAILY_MARGIN.top;
  const mainBottom = mainTop + MAIN_HEIGHT;
  const rateTop = mainBottom + GAP;
  const rateBottom = rateTop + RATE_HEIGHT;
  const slots = bands(days.length, left, right);
  // A week's bars stay bars, not walls: wide slots get a bar of at most MAX_BAR pixels, centred.
  const barWidth = Math.min(slots.barWidth, MAX_BAR);

  const viewTicks = ticksUpTo(Math.max(0, ...days.map((d) => d.views)), { integers: true });
  const y = linearScale([0, viewTicks.at(-1)!], [mainBottom, mainTop]);
  // Leads and paid are far fewer than views: their own axis (on the right) keeps their line readable.
  const countTicks = ticksUpTo(Math.max(0, ...days.flatMap((d) => [d.leads, d.paid])), { integers: true });
  const yCount = linearScale([0, countTicks.at(-1)!], [mainBottom, mainTop]);
  const rateTicks = ticksUpTo(Math.max(0, ...days.map((d) => (Number.isFinite(d.rate) ? d.rate : 0))), { count: 2, minStep: 0.005 });
  const yRate = linearScale([0, rateTicks.at(-1)!], [rateBottom, rateTop]);

  return {
    width,
    height: rateBottom + DAILY_MARGIN.bottom,
    plot: { left, right, mainTop, mainBottom, rateTop, rateBottom },
    bars: days.map((d, i) => ({ x: slots.centre(i) - barWidth / 2, y: y(d.views), width: barWidth, height: mainBottom - y(d.views) })),
    centres: days.map((_, i) => slots.centre(i)),
    leadsY: days.map((d) => yCount(d.leads)),
    paidY: days.map((d) => yCount(d.paid)),
    rateY: days.map((d) => (Number.isFinite(d.rate) ? yRate(d.rate) : null)),
    viewTicks: viewTicks.map((value) => ({ value, y: y(value) })),
    countTicks: countTicks.map((value) => ({ value, y: yCount(value) })),
    rateTicks: rateTicks.map((value) => ({ value, y: yRate(value) })),
    labelled: days.map((_, i) => i).filter((i) => i % labelEvery(days.length, Math.floor((right - left) / 56)) === 0),
  };
}

/** An SVG path through the points, broken where a value is missing. */
export function linePath(xs: readonly number[], ys: readonly (number | null)[]): string {
  let path = '';
  let drawing = false;
  xs.forEach((x, i) => {
    const y = ys[i];
    if (y === null || y === undefined) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${round(x)},${round(y)}`;
    drawing = true;
  });
  return path;
}

const round = (n: number) => Math.round(n * 10) / 10;

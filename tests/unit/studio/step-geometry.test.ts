import { describe, expect, it } from 'vitest';
import { HOUR, STEP_MARGIN, STEP_PLOT_HEIGHT, stepGeometry, stepPath, timeTicks } from '../../../src/studio/charts/step-geometry';

/** A bandit's shares hold between recomputations: the lines must be flat, then jump, at the recorded times. */
describe('step lines', () => {
  it('stays flat until the next point, then moves straight to its value, and runs on to the end', () => {
    expect(stepPath([0, 10, 20], [50, 30, 40], 30)).toBe('M0,50H10V30H20V40H30');
  });

  it('stops at a point whose record does not name the series and starts again at the next', () => {
    expect(stepPath([0, 10, 20], [50, null, 40], 30)).toBe('M0,50H10M20,40H30');
    expect(stepPath([0, 10], [null, null], 30)).toBe('');
  });
});

describe('the step chart', () => {
  const start = Date.parse('2026-11-01T00:00:00Z');
  const top = STEP_MARGIN.top;
  const bottom = STEP_MARGIN.top + STEP_PLOT_HEIGHT;

  it('puts each record at its time and each share on a 0–100% axis', () => {
    const g = stepGeometry(
      {
        times: [start, start + 12 * HOUR],
        until: start + 24 * HOUR,
        series: [
          [50, 80],
          [50, 20],
        ],
      },
      400,
    );
    const left = STEP_MARGIN.left;
    const right = 400 - STEP_MARGIN.right;
    expect(g.plot).toEqual({ left, right, top, bottom });
    expect(g.xs).toEqual([left, (left + right) / 2]);
    expect(g.endX).toBe(right);
    expect(g.yTicks.map((tick) => [tick.value, tick.y])).toEqual([
      [0, bottom],
      [25, bottom - STEP_PLOT_HEIGHT / 4],
      [50, bottom - STEP_PLOT_HEIGHT / 2],
      [75, bottom - (STEP_PLOT_HEIGHT * 3) / 4],
      [100, top],
    ]);
    expect(g.paths[0]).toBe(`M${left},${g.y(50)}H${(left + right) / 2}V${g.y(80)}H${right}`);
    // Each record's target covers the time its shares held: to the next record, the newest to the end.
    expect(g.spans).toEqual([
      { x: left, width: (right - left) / 2 },
      { x: (left + right) / 2, width: (right - left) / 2 },
    ]);
    expect(g.y(5)).toBeCloseTo(bottom - STEP_PLOT_HEIGHT * 0.05);
  });

  it('draws a single record just made as an hour-long step, not a dot', () => {
    const g = stepGeometry({ times: [start], until: start, series: [[60], [40]] }, 400);
    expect(g.endX - g.xs[0]!).toBe(400 - STEP_MARGIN.right - STEP_MARGIN.left);
    expect(g.paths[1]).toMatch(/^M40,\d+(\.\d)?H386$/);
  });
});

describe('the time axis', () => {
  const start = Date.parse('2026-10-27T18:05:00Z');

  it('labels a month at midnights, a week apart when only five labels fit', () => {
    const ticks = timeTicks(start, start + 30 * 24 * HOUR, 5);
    expect(ticks.map((time) => new Date(time).toISOString().slice(0, 10))).toEqual(['2026-10-28', '2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25']);
    expect(timeTicks(start, start + 30 * 24 * HOUR, 16).length).toBe(15);
  });

  it('labels half a day at round hours', () => {
    const ticks = timeTicks(start, start + 12 * HOUR, 6);
    expect(ticks.map((time) => new Date(time).toISOString().slice(11, 16))).toEqual(['21:00', '00:00', '03:00', '06:00']);
  });
});

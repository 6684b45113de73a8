import { describe, expect, it } from 'vitest';
import { DAILY_MARGIN, dailyGeometry, linePath, MAIN_HEIGHT, MAX_BAR } from '../../../src/studio/charts/daily-geometry';
import { INTERVAL_MARGIN, intervalGeometry } from '../../../src/studio/charts/interval-geometry';
import { bands, labelEvery, linearScale, ticksUpTo } from '../../../src/studio/charts/scale';

/** The charts a marketer reads at a glance must put every bar and interval end where its number says. */
describe('scales', () => {
  it('maps a domain onto pixels, upside down for y', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect([y(0), y(25), y(100)]).toEqual([200, 150, 0]);
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it('ends axes on round numbers, with whole steps for counts of people', () => {
    expect(ticksUpTo(870, { integers: true })).toEqual([0, 250, 500, 750, 1000]);
    expect(ticksUpTo(7, { integers: true })).toEqual([0, 2, 4, 6, 8]);
    expect(ticksUpTo(3, { integers: true })).toEqual([0, 1, 2, 3]);
    expect(ticksUpTo(0, { integers: true })).toEqual([0, 1]);
    expect(ticksUpTo(0.034, { count: 2, minStep: 0.001 })).toEqual([0, 0.02, 0.04]);
  });

  it('splits the width into equal day slots and labels at most as many days as fit', () => {
    const slots = bands(10, 0, 100);
    expect([slots.step, slots.barWidth, slots.x(0), slots.centre(9)]).toEqual([10, 8, 1, 95]);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(5, 8)).toBe(1);
  });
});

describe('the daily chart', () => {
  const days = [
    { day: '2026-11-01', views: 1000, leads: 30, paid: 2, rate: 0.03 },
    { day: '2026-11-02', views: 500, leads: 10, paid: 0, rate: 0.02 },
    { day: '2026-11-03', views: 0, leads: 0, paid: 0, rate: Number.NaN },
    { day: '2026-11-04', views: 250, leads: 5, paid: 1, rate: 0.02 },
  ];
  const g = dailyGeometry(days, 448);

  it('draws views as bars from the baseline, in proportion, in day order', () => {
    const baseline = DAILY_MARGIN.top + MAIN_HEIGHT;
    expect(g.bars.map((bar) => bar.y + bar.height)).toEqual([baseline, baseline, baseline, baseline]);
    // 1000 views reach the top of a 0–1000 axis; 500 reach half-way; none draw nothing.
    expect(g.viewTicks.at(-1)!.value).toBe(1000);
    expect(g.bars.map((bar) => bar.height)).toEqual([MAIN_HEIGHT, MAIN_HEIGHT / 2, 0, MAIN_HEIGHT / 4]);
    expect(g.bars.map((bar) => bar.x)).toEqual([...g.bars.map((bar) => bar.x)].sort((a, b) => a - b));
    // 448 − 48 − 44 = 356 pixels for 4 days: 89 each; a bar is 80% of its slot, 48 at most, centred.
    expect(g.centres[0]).toBeCloseTo(DAILY_MARGIN.left + 44.5);
    expect(g.bars[0]!.width).toBe(MAX_BAR);
    expect(g.bars[0]!.x).toBeCloseTo(DAILY_MARGIN.left + 44.5 - MAX_BAR / 2);
    const month = dailyGeometry(
      Array.from({ length: 30 }, () => days[0]!),
      448,
    );
    expect(month.bars[0]!.width).toBeCloseTo((356 / 30) * 0.8);
  });

  it('puts leads and paid on their own axis, and breaks the rate line on a day without views', () => {
    expect(g.countTicks.map((tick) => tick.value)).toEqual([0, 10, 20, 30]);
    expect(g.leadsY[0]).toBeCloseTo(DAILY_MARGIN.top);
    expect(g.leadsY[1]).toBeCloseTo(DAILY_MARGIN.top + MAIN_HEIGHT * (1 - 10 / 30));
    expect(g.paidY[3]).toBeCloseTo(DAILY_MARGIN.top + MAIN_HEIGHT * (1 - 1 / 30));
    expect(g.rateY[2]).toBeNull();
    expect(linePath([10, 20, 30, 40], [5, 6, null, 8])).toBe('M10,5L20,6M40,8');
  });

  it("keeps the rate axis at a landing page's scale when nothing converted (0–0.5%, not 0–100%)", () => {
    const quiet = dailyGeometry([{ day: '2026-11-26', views: 3, leads: 0, paid: 0, rate: 0 }], 448);
    expect(quiet.rateTicks.map((tick) => tick.value)).toEqual([0, 0.005]);
  });
});

describe('the interval chart', () => {
  const arms = [
    { name: 'control', control: true, visitors: 1000, rate: 0.03, low: 0.02, high: 0.04 },
    { name: 'sumba', control: false, visitors: 1000, rate: 0.05, low: 0.04, high: 0.06 },
    { name: 'late', control: false, visitors: 0, rate: Number.NaN, low: 0, high: 1 },
  ];
  const g = intervalGeometry(arms, 560);

  it('draws every arm on one axis from 0, sized to the measured intervals', () => {
    // 560 − 96 − 20 = 444 pixels for 0–8%.
    expect(g.ticks.map((tick) => tick.value)).toEqual([0, 0.02, 0.04, 0.06, 0.08]);
    const px = (rate: number) => INTERVAL_MARGIN.left + (rate / 0.08) * 444;
    expect(g.rows[1]!.low).toBeCloseTo(px(0.04));
    expect(g.rows[1]!.x).toBeCloseTo(px(0.05));
    expect(g.rows[1]!.high).toBeCloseTo(px(0.06));
  });

  it("shades the control's interval across all rows, so an arm clearing it stands out", () => {
    expect(g.band!.x).toBeCloseTo(INTERVAL_MARGIN.left + 111);
    expect(g.band!.width).toBeCloseTo(111);
    expect(g.rows[1]!.low).toBeGreaterThanOrEqual(g.band!.x + g.band!.width - 1e-9);
  });

  it('lists an arm without visitors without letting its 0–100% interval squash the others', () => {
    expect(g.rows[2]!.measured).toBe(false);
    expect(g.rows.map((row) => row.y)).toEqual([25, 59, 93]);
  });

  it('gives the names a narrower column on a phone, so the intervals keep the width', () => {
    const phone = intervalGeometry(arms, 311);
    expect(phone.left).toBe(62);
    expect(phone.ticks.at(-1)!.x).toBe(311 - INTERVAL_MARGIN.right);
  });
});

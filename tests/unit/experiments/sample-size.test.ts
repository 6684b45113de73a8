import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, normalQuantile, samplePerArm } from '../../../src/experiments/sample-size';

describe('the sample each arm needs', () => {
  it("matches R's power.prop.test help page: p1 = .50, p2 = .75, power = .90 gives n = 76.7 per group", () => {
    // R, ?power.prop.test, Examples: power.prop.test(p1 = .50, p2 = .75, power = .90)  ## =>  n = 76.7
    // (https://rdrr.io/r/stats/power.prop.test.html; two-sided, sig.level 0.05, strict = FALSE).
    expect(samplePerArm({ baselineRate: 0.5, lift: 0.5, power: 0.9 })).toBeCloseTo(76.7, 1);
  });

  it('uses the textbook normal quantiles for two-sided α 0.05 and power 0.8', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 6);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });

  // Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
  it('kills: the upper tail (p > 1 − 0.02425) taken by the central formula, which is far off there', () => {
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 5);
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5);
  });

  it('kills: the range check loosened: 0, 1 and anything outside throw rather than return ±Infinity or NaN', () => {
    for (const p of [0, 1, -0.5, 2, Number.NaN]) expect(() => normalQuantile(p), String(p)).toThrow(new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`));
  });

  it('gets larger as the lift to detect gets smaller, roughly with its inverse square', () => {
    const twenty = samplePerArm({ baselineRate: 0.03, lift: 0.2 });
    const ten = samplePerArm({ baselineRate: 0.03, lift: 0.1 });
    expect(ten / twenty).toBeGreaterThan(3.8);
    expect(ten / twenty).toBeLessThan(4.2);
  });

  it('counts both dates of a test as days of it', () => {
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-01', '2027-01-31')).toBe(62);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { sampleRatioMismatch, twoProportionPValue, twoProportionZ, wilsonInterval } from '../../../src/experiments/stats';

/**
 * The frequentist half of the report, each against figures published by someone else, computed
 * with other tools: never values this code printed.
 */

describe('wilsonInterval (95% rate interval)', () => {
  // R. G. Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
  // seven methods", Statistics in Medicine 17 (1998) 857–872, Table II, method 3 (score
  // interval without continuity correction), given to four decimals.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i converted: [%f, %f] as Newcombe (1998) tabulates', (conversions, visitors, low, high) => {
    const interval = wilsonInterval(conversions, visitors);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('says nothing is known before the first visitor: all of [0, 1]', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('twoProportionPValue (pooled two-proportion z-test, two-sided)', () => {
  // GeoGebra manual, command ZProportion2Test: two dice, 4 sixes in 20 throws against 5 in 30,
  // gives {P = 0.38, z = 0.3} one-sided; with 1 six in 30, P = 0.03. Two-sided is twice that.
  it('matches the GeoGebra manual’s dice examples (one-sided P 0.38 and 0.03, to two decimals)', () => {
    expect(twoProportionPValue({ conversions: 5, visitors: 30 }, { conversions: 4, visitors: 20 }) / 2).toBeCloseTo(0.38, 2);
    expect(twoProportionPValue({ conversions: 1, visitors: 30 }, { conversions: 4, visitors: 20 }) / 2).toBeCloseTo(0.03, 2);
  });

  // A worked textbook exercise (homeworksource.com, problem 1008622): 140 of 200 against 255 of
  // 340, pooled p = 0.7314815, standard error 0.03949401, z = −1.266015. (Its p-value, 0.103
  // one-sided, is read from a t table with 538 df, so only z is compared.)
  it('matches a worked exercise’s z to six decimals (140/200 against 255/340: z = −1.266015)', () => {
    expect(twoProportionZ({ conversions: 255, visitors: 340 }, { conversions: 140, visitors: 200 })).toBeCloseTo(-1.266015, 6);
  });

  it('is symmetric, 1 for equal rates, and undefined for an arm without visitors', () => {
    const a = { conversions: 30, visitors: 1000 };
    const b = { conversions: 45, visitors: 1000 };
    expect(twoProportionPValue(a, b)).toBe(twoProportionPValue(b, a));
    expect(twoProportionPValue({ conversions: 3, visitors: 100 }, { conversions: 6, visitors: 200 })).toBeCloseTo(1, 12);
    expect(twoProportionPValue({ conversions: 0, visitors: 100 }, { conversions: 0, visitors: 100 })).toBe(1);
    expect(twoProportionPValue({ conversions: 0, visitors: 0 }, b)).toBeNaN();
  });
});

describe('sampleRatioMismatch (χ² goodness of fit against the weights)', () => {
  // Mendel's dihybrid cross (1866): 315 round-yellow, 108 round-green, 101 wrinkled-yellow,
  // 32 wrinkled-green against the expected 9:3:3:1, the classic worked χ² example:
  // χ² = 0.470 on 3 degrees of freedom, P = 0.925.
  it("reproduces the textbook χ² of Mendel's peas (0.470, 3 df, P 0.925)", () => {
    const check = sampleRatioMismatch([315, 108, 101, 32], [9, 3, 3, 1]);
    expect(check.chiSquare).toBeCloseTo(0.47, 3);
    expect(check.pValue).toBeCloseTo(0.925, 3);
    expect(check.mismatch).toBe(false);
  });

  it('flags a 50/50 test whose arms got 10,300 and 9,700 visitors (p ≈ 2e-5 < 0.001), not one at 10,050 and 9,950', () => {
    // χ² = (300² + 300²) / 10,000 = 18 on 1 df: P = erfc(√9) = 2.209e-5 (normal tables: 2·(1 − Φ(4.243))).
    const broken = sampleRatioMismatch([10_300, 9_700], [50, 50]);
    expect(broken.chiSquare).toBeCloseTo(18, 10);
    expect(broken.pValue).toBeCloseTo(2.209e-5, 7);
    expect(broken.mismatch).toBe(true);
    expect(sampleRatioMismatch([10_050, 9_950], [50, 50]).mismatch).toBe(false);
  });

  it('judges uneven weights by their own split (a 90/10 test with 900 and 100 is fine)', () => {
    expect(sampleRatioMismatch([900, 100], [90, 10])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatioMismatch([500, 500], [90, 10]).mismatch).toBe(true);
  });

  it('raises no flag before anyone came', () => {
    expect(sampleRatioMismatch([0, 0], [50, 50]).mismatch).toBe(false);
  });

  // Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
  it('kills: the guard without weightSum <= 0, which flagged every test whose weights are all 0', () => {
    expect(sampleRatioMismatch([10, 10], [0, 0])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
  });

  it('kills: the guard without visitors.length < 2, which gave a one-arm split a p-value of NaN', () => {
    expect(sampleRatioMismatch([100], [1])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
  });

  it('kills: expected >= 0, which made an arm of weight 0 and no visitors a NaN χ²; a visitor there is a mismatch', () => {
    expect(sampleRatioMismatch([500, 500, 0], [1, 1, 0])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatioMismatch([500, 500, 3], [1, 1, 0])).toEqual({ chiSquare: Number.POSITIVE_INFINITY, pValue: 0, mismatch: true });
  });
});

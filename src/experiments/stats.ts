import jStat from 'jstat';

/**
 * The statistics of an experiment's report, as pure functions of counts. Each one is the
 * textbook method named in its comment, so a reader can check a figure with another tool;
 * tests/unit/experiments-stats/ holds them to published values.
 */

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
const Z_95 = jStat.normal.inv(0.975, 0, 1);

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson's score interval (Wilson 1927; Newcombe 1998, method 3): unlike the ±1.96·SE "Wald"
 * interval it stays inside [0, 1] and keeps its coverage at the small rates landing pages
 * convert at. No visitors: all of [0, 1].
 */
export function wilsonInterval(conversions: number, visitors: number, z: number = Z_95): Interval {
  if (visitors <= 0) return { low: 0, high: 1 };
  const p = conversions / visitors;
  const z2 = z * z;
  const denominator = 1 + z2 / visitors;
  const centre = (p + z2 / (2 * visitors)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ArmCounts {
  visitors: number;
  conversions: number;
}

/**
 * The pooled two-proportion z statistic of the arm against the control: the difference of the
 * rates over its standard error under "no difference". NaN when an arm has no visitors; 0 when
 * every visitor of both converted or none did (equal rates, no spread).
 */
export function twoProportionZ(control: ArmCounts, arm: ArmCounts): number {
  if (control.visitors <= 0 || arm.visitors <= 0) return Number.NaN;
  const pooled = (control.conversions + arm.conversions) / (control.visitors + arm.visitors);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / arm.visitors));
  if (se === 0) return 0;
  return (arm.conversions / arm.visitors - control.conversions / control.visitors) / se;
}

/**
 * Two-sided p-value of that z-test (the same as Pearson's χ² on the 2×2 table without Yates's
 * correction). NaN when an arm has no visitors: there is nothing to test.
 */
export function twoProportionPValue(control: ArmCounts, arm: ArmCounts): number {
  const z = twoProportionZ(control, arm);
  if (Number.isNaN(z)) return z;
  // jstat's erf(0) is not exactly 0; no difference is p = 1 exactly.
  return z === 0 ? 1 : Math.min(1, jStat.erfc(Math.abs(z) / Math.SQRT2));
}

/**
 * ln Γ(x) for x > 0: Stirling's series from x ≥ 15, reached by Γ(x + 1) = x·Γ(x); its error
 * there is below 1e-14. Our own rather than jstat's, so the tests' numerical integration
 * (which uses jstat's beta density) checks this sum by a route that shares none of its code.
 */
export function logGamma(x: number): number {
  let shift = 0;
  let value = x;
  while (value < 15) {
    shift += Math.log(value);
    value += 1;
  }
  const inverse = 1 / value;
  const inverse2 = inverse * inverse;
  const series = inverse * (1 / 12 - inverse2 * (1 / 360 - inverse2 * (1 / 1260 - inverse2 * (1 / 1680 - inverse2 / 1188))));
  return (value - 0.5) * Math.log(value) - value + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * P(p_B > p_A) for p_A ~ Beta(aA, bA) and p_B ~ Beta(aB, bB) with integer aB: the exact
 * finite sum of Evan Miller, "Formulas for Bayesian A/B Testing" (2015), term by term in logs.
 */
function betaBeatsSum(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0;
  const constant = logBeta(aA, bA);
  for (let i = 0; i < aB; i++) {
    total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - constant);
  }
  return total;
}

/**
 * The probability that the arm's true rate is above the control's, with uniform Beta(1, 1)
 * priors (beta-binomial posteriors). Exact, not sampled: the sum runs over the smaller arm's
 * conversions (P(B > A) = 1 − P(A > B), ties having probability zero).
 */
export function probabilityToBeatControl(control: ArmCounts, arm: ArmCounts): number {
  const aA = 1 + control.conversions;
  const bA = 1 + control.visitors - control.conversions;
  const aB = 1 + arm.conversions;
  const bB = 1 + arm.visitors - arm.conversions;
  const p = aB <= aA ? betaBeatsSum(aA, bA, aB, bB) : 1 - betaBeatsSum(aB, bB, aA, bA);
  return Math.min(1, Math.max(0, p));
}

export interface SampleRatioCheck {
  chiSquare: number;
  pValue: number;
  /** p below 0.001: the split differs from the weights more than chance explains. */
  mismatch: boolean;
}

/** Below this p the split is called broken (the usual SRM threshold, e.g. Fabijan et al. 2019). */
export const SRM_THRESHOLD = 0.001;

/**
 * Sample-ratio mismatch: Pearson's χ² goodness-of-fit of the visitors per arm against the
 * configured weights, k − 1 degrees of freedom. A mismatch means assignment or counting is
 * broken, and no other figure of the test can be trusted.
 */
export function sampleRatioMismatch(visitors: readonly number[], weights: readonly number[]): SampleRatioCheck {
  const total = visitors.reduce((sum, n) => sum + n, 0);
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || weightSum <= 0 || visitors.length < 2) return { chiSquare: 0, pValue: 1, mismatch: false };
  let chiSquare = 0;
  visitors.forEach((observed, i) => {
    const expected = (total * (weights[i] ?? 0)) / weightSum;
    if (expected > 0) chiSquare += (observed - expected) ** 2 / expected;
    else if (observed > 0) chiSquare = Number.POSITIVE_INFINITY;
  });
  const pValue = Number.isFinite(chiSquare) ? Math.max(0, 1 - jStat.chisquare.cdf(chiSquare, visitors.length - 1)) : 0;
  return { chiSquare, pValue, mismatch: pValue < SRM_THRESHOLD };
}

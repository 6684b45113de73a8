import type { ArmCounts } from './stats';

/**
 * Safe peeking: an always-valid p-value for an arm against the control, which may be read after
 * every visitor and acted on the first time it falls below alpha, however often it is looked at.
 *
 * The method is the mixture sequential probability ratio test (mSPRT) of Johari, Koomen, Pekelis
 * and Walsh, "Peeking at A/B Tests: Why it matters, and what to do about it" (KDD 2017; the
 * method behind Optimizely's Stats Engine), on the normal approximation of the difference of
 * the two rates:
 *
 *   Λ = √(V / (V + τ²)) · exp(τ² · d² / (2 · V · (V + τ²)))
 *
 * where d is the arm's rate minus the control's, V the variance of d under "no difference"
 * (the pooled rate, as in the fixed-horizon z-test), and τ² the variance of the mixing normal
 * over the true difference. The always-valid p-value at a look is the smallest 1/Λ so far; under
 * no difference, the chance that it EVER falls below alpha is at most alpha (Ville's inequality).
 *
 * τ is the absolute difference the experiment is sized to detect (baselineRate × the minimum
 * detectable effect): the mixture puts its weight on differences of that size, so the test
 * answers soonest for them (Johari et al. §4.3 on choosing τ).
 */

export const SAFE_ALPHA = 0.05;

/** The mixing variance for an experiment sized for `lift` on `baselineRate`: τ = baselineRate × lift. */
export const mixingVariance = (baselineRate: number, lift: number): number => (baselineRate * lift) ** 2;

/**
 * Λ for an observed difference with this variance under "no difference", mixed over a normal of
 * variance τ²: the formula above, for any difference of two means (rates, or amounts per visitor).
 * 1 when nothing can be said yet.
 */
export function normalMixtureRatio(difference: number, variance: number, tau2: number): number {
  if (!(variance > 0) || !(tau2 > 0) || !Number.isFinite(difference)) return 1;
  return Math.sqrt(variance / (variance + tau2)) * Math.exp((tau2 * difference * difference) / (2 * variance * (variance + tau2)));
}

/** The mixture likelihood ratio Λ of the arm against the control at these counts; 1 when nothing can be said yet. */
export function mixtureLikelihoodRatio(control: ArmCounts, arm: ArmCounts, tau2: number): number {
  if (control.visitors <= 0 || arm.visitors <= 0 || tau2 <= 0) return 1;
  const pooled = (control.conversions + arm.conversions) / (control.visitors + arm.visitors);
  const variance = pooled * (1 - pooled) * (1 / control.visitors + 1 / arm.visitors);
  const difference = arm.conversions / arm.visitors - control.conversions / control.visitors;
  return normalMixtureRatio(difference, variance, tau2);
}

/**
 * The always-valid p-value after a series of looks (cumulative counts at each, oldest first):
 * the smallest 1/Λ of them, never above 1. With only today's counts it is today's 1/Λ, which is
 * never below the figure the whole series would give: reading it alone is safe, only slower.
 */
export function alwaysValidPValue(looks: readonly { control: ArmCounts; arm: ArmCounts }[], tau2: number): number {
  let p = 1;
  for (const { control, arm } of looks) p = Math.min(p, 1 / mixtureLikelihoodRatio(control, arm, tau2));
  return p;
}

export type StopVerdict = 'stop-better' | 'stop-worse' | 'not-yet';

/** What a marketer may do now: stop with a winner or a loser, or keep the test running. */
export function stopVerdict(control: ArmCounts, arm: ArmCounts, safePValue: number, alpha = SAFE_ALPHA): StopVerdict {
  if (!(safePValue <= alpha) || control.visitors <= 0 || arm.visitors <= 0) return 'not-yet';
  return arm.conversions / arm.visitors > control.conversions / control.visitors ? 'stop-better' : 'stop-worse';
}

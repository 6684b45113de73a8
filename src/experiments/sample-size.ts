/**
 * How many visitors each arm needs before a two-proportion test can see the lift an experiment is
 * meant to detect: the standard normal-approximation formula (Fleiss, no continuity correction),
 * the one R's power.prop.test solves,
 *   n = (z₁₋α/₂ · √(2·p̄·(1−p̄)) + z₁₋β · √(p₁(1−p₁) + p₂(1−p₂)))² / (p₂ − p₁)²,  p̄ = (p₁ + p₂)/2.
 */
export function samplePerArm({
  baselineRate,
  lift,
  alpha = 0.05,
  power = 0.8,
}: {
  /** The control's conversion rate p₁. */
  baselineRate: number;
  /** The relative lift to detect: p₂ = p₁ · (1 + lift). */
  lift: number;
  alpha?: number;
  power?: number;
}): number {
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + lift);
  const mean = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const spread = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return (spread * spread) / ((p2 - p1) * (p2 - p1));
}

/**
 * The standard normal quantile, by Acklam's rational approximation (relative error below
 * 1.2e-9), so the edge-free validation needs no statistics package.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  const low = 0.02425;
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** Days from `start` to `end`, both included (dates as YYYY-MM-DD, read as UTC). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The date `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

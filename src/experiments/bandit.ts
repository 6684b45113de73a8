/**
 * A bandit's traffic shares: Thompson sampling over the arms' conversion rates, floored so every
 * arm keeps being measured. Pure and deterministic, so the edge router, `npm run experiments --
 * --reweigh` and the simulation (bandit-simulation.ts) compute the same shares from the same counts.
 *
 * Thompson sampling (Thompson 1933; Chapelle & Li, "An Empirical Evaluation of Thompson
 * Sampling", NIPS 2011) shows each visitor the arm that wins one draw from every arm's posterior.
 * Over many visitors that sends each arm exactly its probability of being the best, so the
 * router, which assigns by weights, is given that probability directly: with a uniform prior an
 * arm's rate is Beta(1 + conversions, 1 + visitors − conversions), and
 *
 *   P(arm i is best) = ∫ f_i(x) · Π_{j≠i} F_j(x) dx
 *
 * is integrated numerically on a grid that is fine where each posterior has its mass, instead of
 * by random draws: two routers given the same counts record the same weights.
 */

export interface BanditArmCounts {
  arm: string;
  visitors: number;
  conversions: number;
}

/** Points per arm on the integration grid (its mean ± 10 standard deviations). */
const POINTS_PER_ARM = 256;

function posterior({ visitors, conversions }: BanditArmCounts): { a: number; b: number } {
  const seen = Math.max(0, visitors);
  const won = Math.min(Math.max(0, conversions), seen);
  return { a: 1 + won, b: 1 + seen - won };
}

/** Each arm's probability of having the highest conversion rate, in the order given; they sum to 1. */
export function probabilityBest(arms: readonly BanditArmCounts[]): number[] {
  if (arms.length === 0) return [];
  if (arms.length === 1) return [1];
  const params = arms.map(posterior);
  const n = params.length;
  // The grid: each posterior's mean ± 10 standard deviations in POINTS_PER_ARM steps, plus 0 and 1,
  // merged in order (a repeated point only adds a step of width 0).
  const xs = new Float64Array(n * (POINTS_PER_ARM + 1) + 2);
  let at = 0;
  xs[at++] = 0;
  xs[at++] = 1;
  for (const { a, b } of params) {
    const total = a + b;
    const mean = a / total;
    const sd = Math.sqrt((a * b) / (total * total * (total + 1)));
    const lo = Math.max(0, mean - 10 * sd);
    const hi = Math.min(1, mean + 10 * sd);
    for (let k = 0; k <= POINTS_PER_ARM; k++) xs[at++] = lo + ((hi - lo) * k) / POINTS_PER_ARM;
  }
  xs.sort();
  const m = xs.length;
  const logX = xs.map((x) => (x === 0 ? Number.NEGATIVE_INFINITY : Math.log(x)));
  const log1mX = xs.map((x) => (x === 1 ? Number.NEGATIVE_INFINITY : Math.log1p(-x)));
  // Each density on the grid scaled by its own peak (the constant cancels when normalised), and
  // its CDF by the trapezoid rule; both then normalised to a total of 1 on the grid.
  const densities: Float64Array[] = [];
  const cdfs: Float64Array[] = [];
  for (const { a, b } of params) {
    const f = new Float64Array(m);
    let peak = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < m; k++) {
      // 0 · log 0 counts as 0: Beta(1, b) is finite at 0 and Beta(a, 1) at 1.
      const l = (a > 1 ? (a - 1) * logX[k]! : 0) + (b > 1 ? (b - 1) * log1mX[k]! : 0);
      f[k] = l;
      if (l > peak) peak = l;
    }
    for (let k = 0; k < m; k++) f[k] = Math.exp(f[k]! - peak);
    const cdf = new Float64Array(m);
    for (let k = 1; k < m; k++) cdf[k] = cdf[k - 1]! + ((f[k]! + f[k - 1]!) / 2) * (xs[k]! - xs[k - 1]!);
    const area = cdf[m - 1]!;
    for (let k = 0; k < m; k++) {
      cdf[k] = cdf[k]! / area;
      f[k] = f[k]! / area;
    }
    densities.push(f);
    cdfs.push(cdf);
  }
  const raw = params.map((_, i) => {
    let sum = 0;
    let previous = 0;
    for (let k = 0; k < m; k++) {
      let product = densities[i]![k]!;
      for (let j = 0; j < n; j++) if (j !== i) product *= cdfs[j]![k]!;
      if (k > 0) sum += ((product + previous) / 2) * (xs[k]! - xs[k - 1]!);
      previous = product;
    }
    return sum;
  });
  const total = raw.reduce((s, p) => s + p, 0);
  return total > 0 ? raw.map((p) => p / total) : params.map(() => 1 / params.length);
}

export interface BanditSettings {
  /** The share every arm keeps whatever its results, like 0.05 for 5% each. */
  floor: number;
}

/**
 * The weights (percent, summing to 100, two decimals) a bandit sends its arms: each arm's
 * probability of being the best, with `floor` of the traffic kept for every arm, so a
 * slow-starting arm is still measured and can come back.
 */
export function banditWeights(arms: readonly BanditArmCounts[], { floor }: BanditSettings): Record<string, number> {
  const best = probabilityBest(arms);
  const kept = Math.min(Math.max(floor, 0), 1 / Math.max(arms.length, 1));
  const shares = best.map((p) => kept + (1 - kept * arms.length) * p);
  return roundedPercents(
    arms.map((arm) => arm.arm),
    shares,
  );
}

/** Shares as percents with two decimals that add up to exactly 100 (largest remainders). */
function roundedPercents(names: readonly string[], shares: readonly number[]): Record<string, number> {
  const hundredths = shares.map((s) => s * 10_000);
  const floors = hundredths.map(Math.floor);
  let left = 10_000 - floors.reduce((s, v) => s + v, 0);
  const order = hundredths.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((x, y) => y.r - x.r || x.i - y.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left--;
  }
  return Object.fromEntries(names.map((name, i) => [name, floors[i]! / 100]));
}

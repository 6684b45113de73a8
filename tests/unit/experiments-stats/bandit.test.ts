import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { banditWeights, probabilityBest } from '../../../src/experiments/bandit.ts';
import { banditReport, simulateBandit, STANDARD_BANDIT_SCENARIO } from '../../../src/experiments/bandit-simulation.ts';
import { seededRandom } from '../../../src/experiments/seeded-random.ts';
import { probabilityToBeatControl } from '../../../src/experiments/stats.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const arm = (name: string, visitors: number, conversions: number) => ({ arm: name, visitors, conversions });
const sum = (weights: Record<string, number>) => Object.values(weights).reduce((s, w) => s + w, 0);

/** P(each arm best) by drawing from the Beta posteriors (Marsaglia–Tsang gamma draws): the definition Thompson sampling follows. */
function sampledBest(arms: { visitors: number; conversions: number }[], draws: number, random: () => number): number[] {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const gamma = (shape: number): number => {
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v > 0 && Math.log(1 - random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const wins = arms.map(() => 0);
  for (let i = 0; i < draws; i++) {
    const rates = arms.map(({ visitors, conversions }) => {
      const x = gamma(1 + conversions);
      return x / (x + gamma(1 + visitors - conversions));
    });
    wins[rates.indexOf(Math.max(...rates))]! += 1;
  }
  return wins.map((w) => w / draws);
}

describe("a bandit's weights (Thompson sampling, floored)", () => {
  it("gives two arms each the exact probability of beating the other (the A/B screen's P(beat control))", () => {
    for (const [control, other] of [
      [arm('control', 1000, 30), arm('sumba', 1000, 39)],
      [arm('control', 4500, 135), arm('sumba', 4400, 160)],
      [arm('control', 40, 2), arm('sumba', 12, 0)],
    ] as const) {
      const [, pOther] = probabilityBest([control, other]);
      expect(pOther).toBeCloseTo(probabilityToBeatControl(control, other), 4);
    }
  });

  it('matches 200,000 Thompson draws for three arms to within sampling error', () => {
    const arms = [arm('a', 3000, 90), arm('b', 2800, 95), arm('c', 900, 38)];
    const sampled = sampledBest(arms, 200_000, seededRandom(7));
    const exact = probabilityBest(arms);
    for (const [i, p] of exact.entries()) expect(Math.abs(p - sampled[i]!)).toBeLessThan(0.005);
    expect(exact.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  });

  it('splits evenly before anyone converts, and sends almost nothing more to an arm nobody has seen than its chance', () => {
    expect(banditWeights([arm('a', 0, 0), arm('b', 0, 0), arm('c', 0, 0)], { floor: 0.05 })).toEqual({ a: 33.34, b: 33.33, c: 33.33 });
    // An unseen arm may be anything from 0 to 100%: it beats a 3.9% arm with probability 0.961.
    const [unseen] = probabilityBest([arm('new', 0, 0), arm('known', 10_000, 390)]);
    expect(unseen).toBeCloseTo(0.961, 3);
  });

  it('keeps the floor for every arm however clear the winner, and the weights add up to exactly 100', () => {
    const weights = banditWeights([arm('control', 20_000, 600), arm('b', 20_000, 660), arm('c', 20_000, 900)], { floor: 0.05 });
    expect(weights.control).toBe(5);
    expect(weights.b).toBe(5);
    expect(weights.c).toBe(90);
    const uneven = banditWeights([arm('a', 300, 9), arm('b', 310, 11), arm('c', 290, 12)], { floor: 0.1 });
    expect(sum(uneven)).toBeCloseTo(100, 9);
    for (const weight of Object.values(uneven)) expect(weight).toBeGreaterThanOrEqual(10);
  });

  it('works the same weights out from the same counts (two routers record the same)', () => {
    const counts = [arm('a', 1234, 40), arm('b', 1200, 47)];
    expect(banditWeights(counts, { floor: 0.05 })).toEqual(banditWeights(counts, { floor: 0.05 }));
  });
});

describe('npm run experiments -- --bandit: the simulation the docs quote', () => {
  it('loses at least 40% fewer conversions than an equal split: 3 arms at 3.0/3.3/3.9%, 900 a day for 30 days, 200 runs', () => {
    const outcome = simulateBandit({ ...STANDARD_BANDIT_SCENARIO, everyHours: 6, floor: 0.05, seed: 1 });
    expect(outcome.equalLost).toBeGreaterThan(120); // 27,000 × (3.9% − 3.4%) = 135 expected
    expect(outcome.equalLost).toBeLessThan(150);
    expect(outcome.fewer).toBeGreaterThanOrEqual(0.4);
    expect(banditReport('Bandit (defaults)', outcome)).toContain(`The bandit loses ${Math.round(outcome.fewer * 100)}% fewer conversions than an equal split.`);
    // The marketers' doc shows exactly what `npm run experiments -- --bandit` prints.
    expect(readFileSync(join(repoRoot, 'docs/marketers/experiments.md'), 'utf8')).toContain(banditReport('Bandit (defaults)', outcome));
  }, 60_000);
});

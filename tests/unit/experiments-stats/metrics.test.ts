import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/experiments/manifest.ts';
import { type AmountRow, breaches, formatAmount, goalsToCount, guardrailWarning, metricResults } from '../../../src/experiments/metrics.ts';
import type { CountedArm, ExperimentPlan } from '../../../src/experiments/results.ts';
import { formatMetricResults } from '../../../src/experiments/results-table.ts';
import { seededRandom } from '../../../src/experiments/seeded-random.ts';
import { normalMixtureRatio } from '../../../src/experiments/sequential.ts';

/** Secondary goals and guardrails (issue 29, point 3): src/experiments/metrics.ts. */

const plan: ExperimentPlan = {
  id: 'home-headline',
  route: '/',
  goal: 'founder-application',
  arms: [
    { name: 'control', weight: 50, control: true },
    { name: 'sumba', weight: 50, control: false },
  ],
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
  secondaryGoals: ['partnership-application'],
  guardrails: ['contact-message', 'paid-amount'],
};

const counted = (control: [number, number], sumba: [number, number]): CountedArm[] => [
  { arm: 'control', views: control[0], visitors: control[0], conversions: control[1] },
  { arm: 'sumba', views: sumba[0], visitors: sumba[0], conversions: sumba[1] },
];

/** Per-visitor amounts as the SQL sums them: payers, sum and sum of squares per arm. */
const rowOf = (arm: string, paid: number[], currency = 'usd'): AmountRow => ({
  arm,
  currency,
  payers: paid.length,
  amount: paid.reduce((s, x) => s + x, 0),
  amountSquares: paid.reduce((s, x) => s + x * x, 0),
});

describe('secondary goals and guardrails', () => {
  const counts = new Map<Goal, CountedArm[]>([
    ['founder-application', counted([4000, 120], [4000, 150])],
    ['partnership-application', counted([4000, 20], [4000, 24])],
    ['contact-message', counted([4000, 80], [4000, 40])],
  ]);

  it('watches the primary goal and each listed goal, in the file’s order, each with its role', () => {
    expect(goalsToCount(plan)).toEqual(['founder-application', 'partnership-application', 'contact-message']);
    const results = metricResults(plan, { counts, amounts: [] });
    expect(results.map((r) => [r.metric, r.role])).toEqual([
      ['partnership-application', 'secondary'],
      ['contact-message', 'guardrail'],
      ['paid-amount', 'guardrail'],
    ]);
  });

  it('gives each rate its Wilson interval and an always-valid p from the mixture over the pooled rate', () => {
    const [, contact] = metricResults(plan, { counts, amounts: [] });
    const sumba = contact!.arms[1]!;
    expect(sumba.value).toBeCloseTo(0.01, 12);
    expect(sumba.difference).toBeCloseTo(-0.01, 12);
    const pooled = 120 / 8000;
    const variance = pooled * (1 - pooled) * (2 / 4000);
    expect(sumba.safePValue).toBeCloseTo(1 / normalMixtureRatio(-0.01, variance, (pooled * 0.2) ** 2), 12);
    expect(sumba.safePValue).toBeLessThan(0.05);
    expect(sumba.direction).toBe('worse');
  });

  it('flags a guardrail an arm makes worse with confidence, and never a secondary goal', () => {
    const results = metricResults(plan, { counts, amounts: [] });
    expect(results.flatMap((r) => breaches(r).map((arm) => `${r.metric}:${arm.name}`))).toEqual(['contact-message:sumba']);
    const asSecondary = metricResults({ ...plan, secondaryGoals: ['contact-message'], guardrails: [] }, { counts, amounts: [] });
    expect(asSecondary[0]!.arms[1]!.direction).toBe('worse');
    expect(breaches(asSecondary[0]!)).toEqual([]);
    expect(guardrailWarning(results[1]!, results[1]!.arms[1]!)).toBe(
      'Guardrail: sumba is worse than the control on contact messages (1.00% of visitors against 2.00% of visitors, always-valid p 0.036). Look into it before declaring sumba the winner.',
    );
  });

  it("works the paid amount per visitor out from the sums as from every visitor's amount, non-payers counting 0", () => {
    const random = seededRandom(3);
    const visitors = 500;
    const paid = Array.from({ length: 12 }, () => [9900, 49900, 199900][Math.floor(random() * 3)]!);
    const everyone = [...paid, ...Array(visitors - paid.length).fill(0)];
    const mean = everyone.reduce((s, x) => s + x, 0) / visitors;
    const variance = everyone.reduce((s, x) => s + (x - mean) ** 2, 0) / (visitors - 1);
    const amounts = [rowOf('control', paid), rowOf('sumba', paid.slice(0, 6))];
    const result = metricResults(plan, { counts: new Map([['founder-application', counted([visitors, 10], [visitors, 10])]]), amounts }).at(-1)!;
    const control = result.arms[0]!;
    expect(result.currency).toBe('usd');
    expect(control.value).toBeCloseTo(mean, 9);
    expect(control.interval.high - control.value).toBeCloseTo(1.959964 * Math.sqrt(variance / visitors), 3);
    expect(control.events).toBe(12);
    expect(formatAmount(control.value, 'usd')).toBe(`USD ${(mean / 100).toFixed(2)}`);
  });

  it('gives one paid-amount figure per currency paid in, and one with no currency before any payment', () => {
    const two = metricResults(plan, {
      counts: new Map([['founder-application', counted([100, 1], [100, 1])]]),
      amounts: [rowOf('control', [1000]), rowOf('sumba', [2000], 'eur'), rowOf('control', [500], 'eur')],
    });
    expect(two.filter((r) => r.metric === 'paid-amount').map((r) => r.currency)).toEqual(['eur', 'usd']);
    const none = metricResults(plan, { counts: new Map([['founder-application', counted([100, 1], [100, 1])]]), amounts: [] }).at(-1)!;
    expect(none.currency).toBeUndefined();
    expect(none.arms.map((arm) => arm.value)).toEqual([0, 0]);
    expect(none.arms[1]!.direction).toBe('unclear');
  });

  it('prints a table per goal and a GUARDRAIL line for the breach, in the report', () => {
    const printed = formatMetricResults(metricResults(plan, { counts, amounts: [rowOf('control', [9900, 9900]), rowOf('sumba', [9900])] }));
    expect(printed).toContain('Secondary goal partnership-application: partnership applications');
    expect(printed).toContain('Guardrail paid-amount (USD): paid amount per visitor');
    expect(printed).toMatch(/^sumba\s+4,000\s+40\s+1\.00% \[0\.74%, 1\.36%\]\s+−1\.00 pp\s+0\.036\s+WORSE$/m);
    expect(printed).toMatch(/^sumba\s+4,000\s+1\s+USD 0\.02 \[USD 0\.00, USD 0\.07\]\s+−USD 0\.02\s+1\.000\s+unclear$/m);
    expect(printed).toContain('GUARDRAIL: sumba is worse than the control on contact messages');
    // The marketers' doc shows the two guardrails' tables and the flag exactly as printed here.
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/marketers/experiments.md'), 'utf8');
    const sample = printed.slice(printed.indexOf('Guardrail contact-message'), printed.indexOf('\nSecondary goals and guardrails use'));
    expect(doc).toContain(sample);
  });
});

describe('a guardrail watched every day calls few no-difference arms worse', () => {
  it('flags at most 5% of 400 A/A tests of 30 days at 900 visitors a day, for a rate and for a skewed paid amount', () => {
    const random = seededRandom(11);
    let rateFlagged = 0;
    let amountFlagged = 0;
    const prices = [9900, 9900, 49900, 199900];
    for (let test = 0; test < 400; test++) {
      const arms = ['control', 'sumba'].map(() => ({ visitors: 0, messages: 0, paid: [] as number[] }));
      let rateSeen = false;
      let amountSeen = false;
      for (let day = 0; day < 30; day++) {
        for (let visitor = 0; visitor < 900; visitor++) {
          const arm = arms[random() < 0.5 ? 0 : 1]!;
          arm.visitors++;
          if (random() < 0.02) arm.messages++;
          if (random() < 0.01) arm.paid.push(prices[Math.floor(random() * prices.length)]!);
        }
        const [c, s] = arms as [(typeof arms)[0], (typeof arms)[0]];
        const results = metricResults(plan, {
          counts: new Map<Goal, CountedArm[]>([
            ['founder-application', counted([c.visitors, 0], [s.visitors, 0])],
            ['contact-message', counted([c.visitors, c.messages], [s.visitors, s.messages])],
          ]),
          amounts: [rowOf('control', c.paid), rowOf('sumba', s.paid)],
        });
        if (breaches(results.find((r) => r.metric === 'contact-message')!).length) rateSeen = true;
        if (breaches(results.find((r) => r.metric === 'paid-amount')!).length) amountSeen = true;
      }
      if (rateSeen) rateFlagged++;
      if (amountSeen) amountFlagged++;
    }
    expect(rateFlagged / 400).toBeLessThanOrEqual(0.05);
    expect(amountFlagged / 400).toBeLessThanOrEqual(0.05);
  }, 60_000);
});

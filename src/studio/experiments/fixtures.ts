import type { ManifestExperiment } from '../../experiments/manifest';
import { banditWeights } from '../../experiments/bandit';
import type { AmountRow, MetricInputs } from '../../experiments/metrics';
import type { CountedArm } from '../../experiments/results';
import { seededRandom } from '../../experiments/seeded-random';
import type { BanditHistory } from './bandit-weights';

const HOUR = 3_600_000;

/** Built-manifest entries and database counts for stories and tests (the repository's own experiment first). */
export const homeHeadline: ManifestExperiment = {
  id: 'home-headline',
  route: '/',
  goal: 'founder-application',
  control: 'control',
  start: '2026-11-01',
  end: '2027-01-31',
  arms: [
    { name: 'control', weight: 50, file: '/index.html' },
    { name: 'sumba', weight: 50, file: '/home-sumba.html' },
  ],
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
};

export const threeArms: ManifestExperiment = {
  ...homeHeadline,
  id: 'pricing-anchor',
  route: '/pricing',
  goal: 'payment-paid',
  start: '2026-10-01',
  end: '2026-10-31',
  arms: [
    { name: 'control', weight: 34, file: '/pricing.html' },
    { name: 'annual', weight: 33, file: '/pricing-annual.html' },
    { name: 'lifetime', weight: 33, file: '/pricing-lifetime.html' },
  ],
  baselineRate: 0.05,
};

export const balancedCounts: CountedArm[] = [
  { arm: 'control', views: 18_020, visitors: 14_210, conversions: 412 },
  { arm: 'sumba', views: 17_880, visitors: 14_102, conversions: 511 },
];

/** 50/50 planned, 55/45 counted: assignment or counting is broken. */
export const mismatchedCounts: CountedArm[] = [
  { arm: 'control', views: 7_100, visitors: 5_500, conversions: 160 },
  { arm: 'sumba', views: 5_800, visitors: 4_500, conversions: 150 },
];

export const earlyCounts: CountedArm[] = [
  { arm: 'control', views: 420, visitors: 312, conversions: 9 },
  { arm: 'annual', views: 401, visitors: 305, conversions: 14 },
  { arm: 'lifetime', views: 399, visitors: 298, conversions: 7 },
];

/** A bandit on the home page: three headlines, weights worked out again every six hours, 5% kept for each. */
export const homeBandit: ManifestExperiment = {
  ...homeHeadline,
  id: 'home-bandit',
  start: '2026-10-27',
  arms: [
    { name: 'control', weight: 34, file: '/index.html' },
    { name: 'sumba', weight: 33, file: '/home-sumba.html' },
    { name: 'bali', weight: 33, file: '/home-bali.html' },
  ],
  bandit: { everyHours: 6, floor: 0.05 },
};

/** The arm whose stretch of 0–100 holds `percent`, as the router assigns by weights. */
function pickArm<T extends { arm: string }>(rows: T[], weights: Record<string, number>, percent: number): T {
  let left = percent;
  for (const row of rows) {
    left -= weights[row.arm] ?? 0;
    if (left < 0) return row;
  }
  return rows.at(-1)!;
}

/** The stories' and tests' clock: three hours after the newest recorded weights below. */
export const BANDIT_NOW = Date.parse('2026-11-26T15:00:00Z');

/**
 * Thirty days of the router at work on `homeBandit`, with the real Thompson sampling and seeded
 * visitors: sumba converts at 3.9%, the control at 3.0%, bali at 2.7%. A recomputation is due
 * every six hours and recorded with the first visitor after that, so records fall a few minutes
 * past the hour; nights bring fewer visitors than afternoons.
 */
export const banditHistory: BanditHistory = (() => {
  const random = seededRandom(29);
  const rates: Record<string, number> = { control: 0.03, sumba: 0.039, bali: 0.027 };
  const visitorsPerBlock = [60, 260, 420, 300];
  const counts = Object.keys(rates).map((arm) => ({ arm, visitors: 0, conversions: 0 }));
  const history: BanditHistory = [];
  const first = Date.parse('2026-10-27T18:00:00Z');
  for (let block = 0; block < 30 * 4; block++) {
    const at = new Date(first + block * 6 * HOUR + Math.floor(1 + random() * 20) * 60_000);
    const weights = banditWeights(counts, { floor: 0.05 });
    history.push({ at: at.toISOString(), weights, counts: counts.map((row) => ({ ...row })) });
    const visitors = Math.round(visitorsPerBlock[(block + 3) % 4]! * (0.8 + 0.4 * random()));
    for (let v = 0; v < visitors; v++) {
      const row = pickArm(counts, weights, random() * 100);
      row.visitors++;
      if (random() < rates[row.arm]!) row.conversions++;
    }
  }
  return history;
})();

/** The bandit's counts as the experiment figures read them: its newest record's, with views. */
export const banditCounts: CountedArm[] = banditHistory.at(-1)!.counts.map((row) => ({ ...row, views: Math.round(row.visitors * 1.27) }));

/** The home headline watching more than its goal: one secondary goal, and two guardrails on what visitors pay. */
export const guardedHeadline: ManifestExperiment = {
  ...homeHeadline,
  id: 'home-offer',
  secondaryGoals: ['early-access-signup'],
  guardrails: ['payment-paid', 'paid-amount'],
};

/** Both arms' rows of one goal, on the visitors of `balancedCounts`. */
const goalCounts = (control: number, sumba: number): CountedArm[] =>
  balancedCounts.map((row) => ({ ...row, conversions: row.arm === 'control' ? control : sumba }));

/** An arm's paid payments in USD cents, from how many payers chose each price. */
function paid(arm: string, payersByPrice: [payers: number, cents: number][]): AmountRow {
  const sum = (of: (payers: number, cents: number) => number) => payersByPrice.reduce((total, [payers, cents]) => total + of(payers, cents), 0);
  return {
    arm,
    currency: 'usd',
    payers: sum((payers) => payers),
    amount: sum((payers, cents) => payers * cents),
    amountSquares: sum((payers, cents) => payers * cents * cents),
  };
}

const controlPaid = paid('control', [
  [90, 4900],
  [150, 9900],
  [60, 19900],
]);

/**
 * sumba brings more early-access sign-ups, and about as many payers, but its payers pick the
 * cheapest plan: it takes in USD 1.63 a visitor against the control's USD 2.20, a guardrail breached.
 */
export const breachedInputs: MetricInputs = {
  counts: new Map([
    ['founder-application', balancedCounts],
    ['early-access-signup', goalCounts(980, 1150)],
    ['payment-paid', goalCounts(300, 284)],
  ]),
  amounts: [
    controlPaid,
    paid('sumba', [
      [150, 4900],
      [110, 9900],
      [24, 19900],
    ]),
  ],
};

/** The same experiment where no figure tells the arms apart yet: nothing flagged. */
export const calmInputs: MetricInputs = {
  counts: new Map([
    ['founder-application', balancedCounts],
    ['early-access-signup', goalCounts(980, 1046)],
    ['payment-paid', goalCounts(300, 309)],
  ]),
  amounts: [
    controlPaid,
    paid('sumba', [
      [92, 4900],
      [157, 9900],
      [60, 19900],
    ]),
  ],
};

/** Before the first visitor: every goal counted, nothing paid. */
export const noMetricInputs: MetricInputs = { counts: new Map(), amounts: [] };

import jStat from 'jstat';
import type { Goal, Metric } from './manifest';
import { type CountedArm, type ExperimentPlan, safePText } from './results';
import { alwaysValidPValue, normalMixtureRatio, SAFE_ALPHA } from './sequential';
import { type Interval, wilsonInterval } from './stats';

/**
 * An experiment's secondary goals and guardrails: per arm, each one's figure against the
 * control, with the always-valid p-value (src/experiments/sequential.ts), since these are
 * watched every day like the primary goal. A guardrail an arm makes worse with confidence is
 * flagged. Pure, so `npm run experiments` and the marketers' area say the same.
 *
 * Rates (every goal) are conversions over visitors. The paid amount is the sum of paid payments
 * over visitors (a visitor who paid nothing counts 0), in the currency's smallest unit, with
 * its variance from the sum of squares: Welch's normal approximation, which the many visitors of
 * a landing page make sound. The mixture's τ is the file's minimum detectable effect times the
 * pooled figure of both arms: the file's baselineRate sizes the primary goal only.
 */

export type MetricRole = 'secondary' | 'guardrail';

/** One row of experiment_arm_amounts: an arm's paid payments in one currency. */
export interface AmountRow {
  arm: string;
  currency: string;
  payers: number;
  /** In the currency's smallest unit (cents). */
  amount: number;
  amountSquares: number;
}

export type Direction = 'better' | 'worse' | 'unclear';

export interface MetricArm {
  name: string;
  control: boolean;
  visitors: number;
  /** Conversions, or payers for the paid amount. */
  events: number;
  /** A rate (0–1), or an amount per visitor in the smallest unit. */
  value: number;
  interval: Interval;
  /** Against the control; NaN on the control. */
  difference: number;
  safePValue: number;
  /** null on the control. */
  direction: Direction | null;
}

export interface MetricResult {
  metric: Metric;
  role: MetricRole;
  /** The paid amount's currency (lowercase ISO 4217); undefined for rates, and before any payment. */
  currency?: string;
  arms: MetricArm[];
}

/** What the figures are read from: each goal's counts per arm, and the paid payments. */
export interface MetricInputs {
  counts: ReadonlyMap<Goal, readonly CountedArm[]>;
  amounts: readonly AmountRow[];
}

const Z_95 = jStat.normal.inv(0.975, 0, 1);

/** The metrics a plan watches beside its goal, each with its role, in the file's order. */
export function watchedMetrics(plan: Pick<ExperimentPlan, 'secondaryGoals' | 'guardrails'>): { metric: Metric; role: MetricRole }[] {
  return [
    ...(plan.secondaryGoals ?? []).map((metric) => ({ metric, role: 'secondary' as const })),
    ...(plan.guardrails ?? []).map((metric) => ({ metric, role: 'guardrail' as const })),
  ];
}

const armNames = (plan: ExperimentPlan) => plan.arms.map((arm) => arm.name);
const controlName = (plan: ExperimentPlan) => plan.arms.find((arm) => arm.control)?.name ?? plan.arms[0]?.name ?? '';

function directionOf(difference: number, safePValue: number): Direction {
  if (!(safePValue <= SAFE_ALPHA) || difference === 0 || !Number.isFinite(difference)) return 'unclear';
  return difference > 0 ? 'better' : 'worse';
}

function rateResult(plan: ExperimentPlan, metric: Metric, role: MetricRole, counted: readonly CountedArm[]): MetricResult {
  const byArm = new Map(counted.map((row) => [row.arm, row]));
  const of = (name: string) => ({ visitors: byArm.get(name)?.visitors ?? 0, conversions: byArm.get(name)?.conversions ?? 0 });
  const controlArm = controlName(plan);
  const control = of(controlArm);
  const arms = armNames(plan).map((name): MetricArm => {
    const own = of(name);
    const value = own.visitors > 0 ? own.conversions / own.visitors : Number.NaN;
    const base = {
      name,
      control: name === controlArm,
      visitors: own.visitors,
      events: own.conversions,
      value,
      interval: wilsonInterval(own.conversions, own.visitors),
    };
    if (name === controlArm) return { ...base, difference: Number.NaN, safePValue: Number.NaN, direction: null };
    // NaN, and a safe p of 1, while either arm has no visitors.
    const difference = value - control.conversions / control.visitors;
    const pooled = (control.conversions + own.conversions) / (control.visitors + own.visitors);
    const safePValue = alwaysValidPValue([{ control, arm: own }], (pooled * plan.minimumDetectableEffect) ** 2);
    return { ...base, difference, safePValue, direction: directionOf(difference, safePValue) };
  });
  return { metric, role, arms };
}

interface AmountStats {
  visitors: number;
  payers: number;
  mean: number;
  /** Variance of one visitor's amount (n − 1 in the denominator). */
  variance: number;
}

function amountStats(visitors: number, row: AmountRow | undefined): AmountStats {
  const payers = row?.payers ?? 0;
  const total = row?.amount ?? 0;
  const squares = row?.amountSquares ?? 0;
  if (visitors <= 0) return { visitors, payers, mean: Number.NaN, variance: Number.NaN };
  const mean = total / visitors;
  const variance = visitors > 1 ? Math.max(0, (squares - visitors * mean * mean) / (visitors - 1)) : Number.NaN;
  return { visitors, payers, mean, variance };
}

function amountResult(
  plan: ExperimentPlan,
  role: MetricRole,
  visitorsOf: (arm: string) => number,
  rows: readonly AmountRow[],
  currency?: string,
): MetricResult {
  const byArm = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.arm, row]));
  const controlArm = controlName(plan);
  const control = amountStats(visitorsOf(controlArm), byArm.get(controlArm));
  const arms = armNames(plan).map((name): MetricArm => {
    const own = amountStats(visitorsOf(name), byArm.get(name));
    const half = Z_95 * Math.sqrt(own.variance / own.visitors);
    const interval = Number.isFinite(half) ? { low: Math.max(0, own.mean - half), high: own.mean + half } : { low: 0, high: Number.POSITIVE_INFINITY };
    const base = { name, control: name === controlArm, visitors: own.visitors, events: own.payers, value: own.mean, interval };
    if (name === controlArm) return { ...base, difference: Number.NaN, safePValue: Number.NaN, direction: null };
    const difference = own.mean - control.mean;
    const variance = own.variance / own.visitors + control.variance / control.visitors;
    const pooledMean = (own.mean * own.visitors + control.mean * control.visitors) / (own.visitors + control.visitors);
    const tau2 = (pooledMean * plan.minimumDetectableEffect) ** 2;
    const safePValue = Math.min(1, 1 / normalMixtureRatio(difference, variance, tau2));
    return { ...base, difference, safePValue, direction: Number.isFinite(difference) ? directionOf(difference, safePValue) : 'unclear' };
  });
  return { metric: 'paid-amount', role, ...(currency ? { currency } : {}), arms };
}

/**
 * Every secondary goal and guardrail of the plan, in the file's order. The paid amount gives one
 * result per currency paid in (none yet: one with no currency). Visitors are the primary goal's
 * (every goal of an experiment has the same visitors: its exposures).
 */
export function metricResults(plan: ExperimentPlan, inputs: MetricInputs): MetricResult[] {
  const primary = inputs.counts.get(plan.goal) ?? [];
  const visitors = new Map(primary.map((row) => [row.arm, row.visitors]));
  const visitorsOf = (arm: string) => visitors.get(arm) ?? 0;
  return watchedMetrics(plan).flatMap(({ metric, role }) => {
    if (metric !== 'paid-amount') return [rateResult(plan, metric, role, inputs.counts.get(metric) ?? [])];
    const currencies = [...new Set(inputs.amounts.map((row) => row.currency))].sort();
    if (!currencies.length) return [amountResult(plan, role, visitorsOf, [])];
    return currencies.map((currency) => amountResult(plan, role, visitorsOf, inputs.amounts, currency));
  });
}

/** The goals whose counts the figures need: the primary one and every watched goal. */
export function goalsToCount(plan: ExperimentPlan): Goal[] {
  const goals = new Set<Goal>([plan.goal]);
  for (const { metric } of watchedMetrics(plan)) if (metric !== 'paid-amount') goals.add(metric);
  return [...goals];
}

import { metricNames } from './manifest';

export { metricNames };

/** Digits after the point of a currency's smallest unit (2 for usd, 0 for jpy), as Intl knows them. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in the smallest unit as people write it: `USD 12.40`. Fixed format, no locale. */
export function formatAmount(minor: number, currency: string | undefined): string {
  if (!Number.isFinite(minor)) return '–';
  if (!currency) return (minor / 100).toFixed(2);
  const digits = currencyDigits(currency);
  return `${currency.toUpperCase()} ${(minor / 10 ** digits).toFixed(digits)}`;
}

const percent = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(2)}%` : '–');

/** The figure of one arm in words: `1.34% of visitors` or `USD 2.40 a visitor`. */
export function metricValueText(result: MetricResult, arm: MetricArm): string {
  return result.metric === 'paid-amount' ? `${formatAmount(arm.value, result.currency)} a visitor` : `${percent(arm.value)} of visitors`;
}

/** The arms a guardrail flags: worse than the control with confidence. */
export const breaches = (result: MetricResult): MetricArm[] => (result.role === 'guardrail' ? result.arms.filter((arm) => arm.direction === 'worse') : []);

/** The flag of an arm that makes a guardrail worse, in plain words: the same in the report and the studio. */
export function guardrailWarning(result: MetricResult, arm: MetricArm): string {
  const control = result.arms.find((candidate) => candidate.control);
  const what = metricNames[result.metric];
  const against = control ? ` (${metricValueText(result, arm)} against ${metricValueText(result, control)}, always-valid p ${safePText(arm.safePValue)})` : '';
  return `Guardrail: ${arm.name} is worse than the control on ${what}${against}. Look into it before declaring ${arm.name} the winner.`;
}

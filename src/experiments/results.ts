import type { Goal, Metric } from './manifest';
import { samplePerArm } from './sample-size';
import { alwaysValidPValue, mixingVariance, stopVerdict, type StopVerdict } from './sequential';
import { probabilityToBeatControl, sampleRatioMismatch, twoProportionPValue, wilsonInterval, type Interval, type SampleRatioCheck } from './stats';

/**
 * An experiment's results: the counts the database holds per arm, turned into the figures a
 * marketer decides on. Pure, so `npm run experiments` and the marketers' area show the same.
 */
export interface ExperimentPlan {
  id: string;
  route: string;
  goal: Goal;
  arms: { name: string; weight: number; control: boolean }[];
  start?: string;
  end?: string;
  minimumDetectableEffect: number;
  baselineRate: number;
  /** The file's estimate of the route's visitors a day, when it gives one. */
  dailyVisitors?: number;
  /** Only on a bandit (type: bandit): its cadence and floor. Its arms' weights are where it started. */
  bandit?: { everyHours: number; floor: number };
  /** Also reported per arm (src/experiments/metrics.ts). */
  secondaryGoals?: Metric[];
  /** Reported per arm, and flagged when an arm makes one worse with confidence. */
  guardrails?: Metric[];
}

/** One arm's row of experiment_arm_counts. */
export interface CountedArm {
  arm: string;
  views: number;
  visitors: number;
  conversions: number;
}

export interface ArmResult {
  name: string;
  control: boolean;
  /** In the plan; false for an arm the database names that the file no longer has. */
  planned: boolean;
  visitors: number;
  conversions: number;
  rate: number;
  interval: Interval;
  /** Against the control; NaN on the control itself. */
  probabilityToBeatControl: number;
  /** The fixed-horizon p-value: valid when read once, at the planned sample. */
  pValue: number;
  /** The always-valid p-value (mSPRT, src/experiments/sequential.ts): valid however often it is read. NaN on the control. */
  safePValue: number;
  /** Whether the test may stop now for this arm; null on the control. */
  verdict: StopVerdict | null;
  sampleReached: boolean;
}

export interface ExperimentResult {
  plan: ExperimentPlan;
  arms: ArmResult[];
  /** Of the planned arms against their weights. */
  sampleRatio: SampleRatioCheck;
  /** Visitors each arm needs (alpha 0.05 two-sided, power 0.8). */
  samplePerArm: number;
}

export function experimentResult(plan: ExperimentPlan, counted: readonly CountedArm[]): ExperimentResult {
  const byName = new Map(counted.map((row) => [row.arm, row]));
  const planned = new Set(plan.arms.map((arm) => arm.name));
  const names = [...plan.arms.map((arm) => arm.name), ...counted.map((row) => row.arm).filter((name) => !planned.has(name))];
  const counts = (name: string) => ({ visitors: byName.get(name)?.visitors ?? 0, conversions: byName.get(name)?.conversions ?? 0 });
  const controlName = plan.arms.find((arm) => arm.control)?.name ?? plan.arms[0]?.name ?? '';
  const control = counts(controlName);
  const needed = Math.ceil(samplePerArm({ baselineRate: plan.baselineRate, lift: plan.minimumDetectableEffect }));
  const tau2 = mixingVariance(plan.baselineRate, plan.minimumDetectableEffect);

  const arms = names.map((name): ArmResult => {
    const own = counts(name);
    const isControl = name === controlName;
    // Today's counts only: a figure never below what the daily series would give (safe, only slower).
    const safePValue = isControl ? Number.NaN : alwaysValidPValue([{ control, arm: own }], tau2);
    return {
      name,
      control: isControl,
      planned: planned.has(name),
      ...own,
      rate: own.visitors > 0 ? own.conversions / own.visitors : Number.NaN,
      interval: wilsonInterval(own.conversions, own.visitors),
      probabilityToBeatControl: isControl ? Number.NaN : probabilityToBeatControl(control, own),
      pValue: isControl ? Number.NaN : twoProportionPValue(control, own),
      safePValue,
      verdict: isControl ? null : stopVerdict(control, own, safePValue),
      sampleReached: own.visitors >= needed,
    };
  });
  // A bandit moves its weights on purpose: a split unlike the file's is no fault to report.
  const sampleRatio = plan.bandit
    ? { chiSquare: Number.NaN, pValue: Number.NaN, mismatch: false }
    : sampleRatioMismatch(
        plan.arms.map((arm) => counts(arm.name).visitors),
        plan.arms.map((arm) => arm.weight),
      );
  return { plan, arms, sampleRatio, samplePerArm: needed };
}

/** An always-valid p-value in the sentences shown to marketers: `< 0.001` or three decimals. */
export const safePText = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

/**
 * Whether a marketer may stop now, in plain words, for an arm other than the control: the same
 * sentence in `npm run experiments` and the marketers' area.
 */
export function stopAdvice(arm: ArmResult): string {
  const p = `always-valid p ${safePText(arm.safePValue)}`;
  if (arm.verdict === 'stop-better') return `You may stop now: ${arm.name} converts better than the control (${p}), however often the results were looked at.`;
  if (arm.verdict === 'stop-worse') return `You may stop now: ${arm.name} converts worse than the control (${p}), however often the results were looked at.`;
  return `Not yet for ${arm.name}: it is not told apart from the control (${p}). Keep it running; looking every day does not spoil this figure.`;
}

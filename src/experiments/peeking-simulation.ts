import { seededRandom } from './seeded-random';
import { twoProportionPValue, type ArmCounts } from './stats';
import { alwaysValidPValue, mixingVariance, SAFE_ALPHA } from './sequential';

/**
 * Why safe peeking exists, as a number: A/A experiments (both arms convert at the same rate, so
 * every "winner" is a false one) looked at once a day, counting how many are ever declared a
 * winner by the fixed-horizon p-value (p < 0.05 at any look) and by the always-valid one
 * (src/experiments/sequential.ts). Seeded, so the same settings print the same shares.
 */
export interface PeekingSettings {
  experiments: number;
  days: number;
  dailyVisitors: number;
  /** The control's share of the visitors (the rest go to the other arm). */
  controlShare: number;
  baselineRate: number;
  minimumDetectableEffect: number;
  seed: number;
}

export interface PeekingOutcome {
  settings: PeekingSettings;
  /** Share of the A/A experiments ever called at p < 0.05 by the fixed-horizon test, looked at daily. */
  fixedHorizon: number;
  /** The same with the always-valid p-value. */
  alwaysValid: number;
  /** Share called by the fixed-horizon test read once, on the last day (what it is made for: about alpha). */
  fixedHorizonOnce: number;
}

export function simulatePeeking(settings: PeekingSettings): PeekingOutcome {
  const random = seededRandom(settings.seed);
  const tau2 = mixingVariance(settings.baselineRate, settings.minimumDetectableEffect);
  let fixed = 0;
  let safe = 0;
  let once = 0;
  for (let experiment = 0; experiment < settings.experiments; experiment++) {
    const control: ArmCounts = { visitors: 0, conversions: 0 };
    const arm: ArmCounts = { visitors: 0, conversions: 0 };
    let fixedCalled = false;
    let safeP = 1;
    for (let day = 0; day < settings.days; day++) {
      for (let visitor = 0; visitor < settings.dailyVisitors; visitor++) {
        const counts = random() < settings.controlShare ? control : arm;
        counts.visitors++;
        if (random() < settings.baselineRate) counts.conversions++;
      }
      if (twoProportionPValue(control, arm) < SAFE_ALPHA) fixedCalled = true;
      // The running minimum over the daily looks: alwaysValidPValue over the whole series.
      safeP = Math.min(safeP, alwaysValidPValue([{ control, arm }], tau2));
    }
    if (fixedCalled) fixed++;
    if (safeP <= SAFE_ALPHA) safe++;
    if (twoProportionPValue(control, arm) < SAFE_ALPHA) once++;
  }
  const share = (n: number) => n / settings.experiments;
  return { settings, fixedHorizon: share(fixed), alwaysValid: share(safe), fixedHorizonOnce: share(once) };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The simulation's figures as `npm run experiments -- --peeking` prints them. */
export function peekingReport(name: string, { settings, fixedHorizon, alwaysValid, fixedHorizonOnce }: PeekingOutcome): string {
  const { experiments, days, dailyVisitors, controlShare, baselineRate } = settings;
  return [
    `${name}: ${experiments.toLocaleString('en-US')} A/A experiments (no true difference) of ${days} days at ${dailyVisitors.toLocaleString('en-US')} visitors a day, ${percent(controlShare)} to the control, converting at ${percent(baselineRate)}, looked at every day:`,
    `  ever declared a winner by the fixed-horizon p < 0.05: ${percent(fixedHorizon)}  (why peeking at it misleads)`,
    `  ever declared a winner by the always-valid p ≤ 0.05:  ${percent(alwaysValid)}  (at most 5% however often it is read)`,
    `  declared by the fixed-horizon p read once, on day ${days}: ${percent(fixedHorizonOnce)}  (what it is made for)`,
  ].join('\n');
}

/** The settings for a plan: its own traffic (900 a day when the file gives none), the control against the first other arm. */
export function peekingSettingsFor(
  plan: { arms: { weight: number; control: boolean }[]; dailyVisitors?: number; baselineRate: number; minimumDetectableEffect: number },
  experiments = 2000,
  seed = 1,
): PeekingSettings {
  const control = plan.arms.find((arm) => arm.control) ?? plan.arms[0];
  const other = plan.arms.find((arm) => arm !== control);
  const total = plan.arms.reduce((sum, arm) => sum + arm.weight, 0);
  const pair = (control?.weight ?? 1) + (other?.weight ?? 1);
  return {
    experiments,
    days: 30,
    dailyVisitors: Math.round(((plan.dailyVisitors ?? 900) * pair) / (total || pair)),
    controlShare: (control?.weight ?? 1) / pair,
    baselineRate: plan.baselineRate,
    minimumDetectableEffect: plan.minimumDetectableEffect,
    seed,
  };
}

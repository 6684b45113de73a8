import { stopAdvice, type ArmResult, type ExperimentResult } from './results';
import { SRM_THRESHOLD } from './stats';

/**
 * An experiment's results as the plain-text table `npm run experiments` prints. Fixed formats
 * (no locale), so the same counts always print the same text.
 */
const DASH = '–';

const thousands = (n: number) =>
  Number.isFinite(n)
    ? Math.round(n)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : '∞';
const percent = (x: number, digits = 2) => (Number.isFinite(x) ? `${(x * 100).toFixed(digits)}%` : DASH);

function pValueText(p: number): string {
  if (!Number.isFinite(p)) return DASH;
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

function cells(arm: ArmResult): string[] {
  const rate = arm.visitors > 0 ? `${percent(arm.rate)} [${percent(arm.interval.low)}, ${percent(arm.interval.high)}]` : DASH;
  const beat = arm.control ? DASH : arm.visitors > 0 ? percent(arm.probabilityToBeatControl, 1) : DASH;
  return [
    `${arm.name}${arm.control && arm.name !== 'control' ? ' (control)' : ''}${arm.planned ? '' : ' (not in the file)'}`,
    thousands(arm.visitors),
    thousands(arm.conversions),
    rate,
    beat,
    arm.control ? DASH : pValueText(arm.pValue),
    arm.control ? DASH : pValueText(arm.safePValue),
    arm.sampleReached ? 'yes' : 'no',
  ];
}

const HEADER = ['arm', 'visitors', 'conversions', 'rate [95% CI]', 'P(beat control)', 'p-value', 'safe p', 'min sample'];
/** Text columns are left-aligned, figures right-aligned. */
const LEFT = new Set([0, 3]);

function layout(rows: string[][]): string[] {
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        return LEFT.has(column) ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd(),
  );
}

function sampleRatioLine({ sampleRatio, plan }: ExperimentResult): string {
  if (plan.bandit) {
    return `Bandit: weights worked out again every ${plan.bandit.everyHours} h, each arm keeping at least ${percent(plan.bandit.floor, 0)}; the split follows the results, so it is not checked against the file's weights.`;
  }
  const weights = plan.arms.map((arm) => arm.weight).join('/');
  const figures = `χ² = ${sampleRatio.chiSquare.toFixed(2)}, p = ${pValueText(sampleRatio.pValue)}`;
  return sampleRatio.mismatch
    ? `SAMPLE RATIO MISMATCH (${figures} < ${SRM_THRESHOLD}): visitors are not split ${weights}; assignment or counting is broken, so no figure above can be trusted.`
    : `Sample ratio: ${figures} against weights ${weights}: no mismatch.`;
}

export function formatExperimentResult(result: ExperimentResult): string {
  const { plan } = result;
  const dates = plan.start || plan.end ? `, ${plan.start ?? '…'} to ${plan.end ?? '…'}` : '';
  return [
    `${plan.id}: ${plan.route}, goal ${plan.goal}${dates}`,
    ...layout([HEADER, ...result.arms.map(cells)]),
    sampleRatioLine(result),
    ...result.arms.filter((arm) => !arm.control && arm.visitors > 0).map(stopAdvice),
    'p-value is for one look at the planned sample; safe p (always-valid, mSPRT) may be read every day.',
    `Min sample: ${thousands(result.samplePerArm)} visitors per arm to detect a ${percent(plan.minimumDetectableEffect, 0)} lift on ${percent(plan.baselineRate, 1)} (alpha 0.05 two-sided, power 0.8).`,
  ].join('\n');
}

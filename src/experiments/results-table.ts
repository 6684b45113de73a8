import { breaches, formatAmount, guardrailWarning, type MetricArm, type MetricResult, metricNames } from './metrics';
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
/** A watched goal's table: arm, figure and verdict are text. */
const METRIC_LEFT = new Set([0, 3, 6]);

/** Rows (the header first) padded into columns: those in `left` left-aligned, the others right-aligned. */
function layout(rows: string[][], left: ReadonlySet<number> = LEFT): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        return left.has(column) ? cell + pad : pad + cell;
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

const signedPercentPoints = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)} pp` : DASH);

function metricCells(result: MetricResult, arm: MetricArm): string[] {
  const amount = result.metric === 'paid-amount';
  const value = (x: number) => (amount ? formatAmount(x, result.currency) : percent(x));
  const figure = arm.visitors > 0 ? `${value(arm.value)} [${value(arm.interval.low)}, ${value(arm.interval.high)}]` : DASH;
  const difference = arm.control
    ? DASH
    : amount
      ? Number.isFinite(arm.difference)
        ? `${arm.difference >= 0 ? '+' : '−'}${formatAmount(Math.abs(arm.difference), result.currency)}`
        : DASH
      : signedPercentPoints(arm.difference);
  const verdict =
    arm.direction === 'better' ? 'better' : arm.direction === 'worse' ? (result.role === 'guardrail' ? 'WORSE' : 'worse') : arm.control ? DASH : 'unclear';
  return [
    `${arm.name}${arm.control && arm.name !== 'control' ? ' (control)' : ''}`,
    thousands(arm.visitors),
    thousands(arm.events),
    figure,
    difference,
    arm.control ? DASH : pValueText(arm.safePValue),
    verdict,
  ];
}

/**
 * The secondary goals and guardrails under an experiment's table: one small table each, then a
 * line for every arm that makes a guardrail worse with confidence.
 */
export function formatMetricResults(results: readonly MetricResult[]): string {
  if (!results.length) return '';
  const blocks = results.map((result) => {
    const amount = result.metric === 'paid-amount';
    const title = `${result.role === 'guardrail' ? 'Guardrail' : 'Secondary goal'} ${result.metric}${amount && result.currency ? ` (${result.currency.toUpperCase()})` : ''}: ${metricNames[result.metric]}`;
    const header = ['arm', 'visitors', amount ? 'payers' : 'conversions', amount ? 'per visitor [95% CI]' : 'rate [95% CI]', 'vs control', 'safe p', 'verdict'];
    return [title, ...layout([header, ...result.arms.map((arm) => metricCells(result, arm))], METRIC_LEFT)].join('\n');
  });
  const flags = results.flatMap((result) => breaches(result).map((arm) => `GUARDRAIL: ${guardrailWarning(result, arm).replace(/^Guardrail: /, '')}`));
  return [
    ...blocks,
    ...flags,
    'Secondary goals and guardrails use the always-valid p (safe to read every day); "unclear" is not told apart from the control yet.',
  ].join('\n');
}

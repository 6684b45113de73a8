import { formatCount, formatPValue } from '../charts/format';
import type { ExperimentResult } from '../../experiments/results';

/**
 * A broken split (sample-ratio mismatch) makes every other figure of the test untrustworthy,
 * so it is said first and loudly, with the counts that show it.
 */
export function SampleRatioWarning({ result }: { result: ExperimentResult }) {
  if (!result.sampleRatio.mismatch) return null;
  const planned = result.arms.filter((arm) => arm.planned);
  const split = planned.map((arm) => `${arm.name} ${formatCount(arm.visitors)}`).join(', ');
  const weights = result.plan.arms.map((arm) => arm.weight).join('/');
  return (
    <div className="rounded-md border-2 border-danger bg-red-50 px-4 py-3 text-sm text-ink" data-testid="srm-warning">
      <p className="font-semibold text-danger">⚠ Sample ratio mismatch: do not trust these results</p>
      <p className="mt-1">
        Visitors per arm ({split}) differ from the planned {weights} split far more than chance explains (p{' '}
        {result.sampleRatio.pValue < 0.001 ? '< 0.001' : `= ${formatPValue(result.sampleRatio.pValue)}`}). Assignment or counting is broken; find the cause
        before reading the rates.
      </p>
    </div>
  );
}

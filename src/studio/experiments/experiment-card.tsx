import type { ManifestExperiment } from '../../experiments/manifest';
import { stopAdvice, type ExperimentResult } from '../../experiments/results';
import { formatCount, formatDay, formatRate } from '../charts/format';
import { IntervalChart } from '../charts/interval-chart';
import { EmptyState } from '../ui/states';
import { ArmsList } from './arms-list';
import { ArmsTable } from './arms-table';
import type { Status } from './plan';
import { SampleRatioWarning } from './sample-ratio-warning';
import { StatusBadge } from './status-badge';

const dates = ({ start, end }: ManifestExperiment) =>
  start || end ? `${start ? formatDay(start) : 'from the first build'} – ${end ? formatDay(end) : 'open-ended'}` : 'No dates set';

/** The header of an experiment: what it tests, where, for how long, and where it stands. */
export function ExperimentHeader({ experiment, status }: { experiment: ManifestExperiment; status: Status }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 className="font-semibold text-ink">{experiment.id}</h2>
        <p className="text-xs text-ink/70">
          <code>{experiment.route}</code> · goal {experiment.goal} · {dates(experiment)}
        </p>
      </div>
      <StatusBadge status={status} />
    </header>
  );
}

/** May the test stop now? Per arm, in plain words, from the always-valid p-value: safe to read every day. */
function StopAdvice({ result }: { result: ExperimentResult }) {
  const arms = result.arms.filter((arm) => !arm.control && arm.visitors > 0);
  if (!arms.length || result.sampleRatio.mismatch) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label={`May ${result.plan.id} stop now?`}>
      {arms.map((arm) => (
        <li
          key={arm.name}
          data-verdict={arm.verdict}
          className={arm.verdict === 'not-yet' ? 'text-ink/80' : arm.verdict === 'stop-better' ? 'font-medium text-emerald-900' : 'font-medium text-amber-900'}
        >
          {stopAdvice(arm)}
        </li>
      ))}
    </ul>
  );
}

/** One experiment's results: the warning that overrides them, the intervals drawn, the numbers, the sample. */
export function ExperimentFigures({ result }: { result: ExperimentResult }) {
  const visitors = result.arms.reduce((sum, arm) => sum + arm.visitors, 0);
  if (visitors === 0) {
    // The arms are named even before any traffic: a marketer checks the plan before the start date.
    const names = result.arms.map((arm) => (arm.control ? `${arm.name} (control)` : arm.name)).join(', ');
    return <EmptyState title="No visitors in this experiment yet">Arms {names}: their figures appear here once the router has split traffic.</EmptyState>;
  }
  const { plan } = result;
  return (
    <div className="space-y-4">
      <SampleRatioWarning result={result} />
      <IntervalChart
        label={`Conversion rate with 95% interval per arm of ${plan.id}; the shaded band is the control's interval`}
        arms={result.arms.map((arm) => ({ name: arm.name, control: arm.control, visitors: arm.visitors, rate: arm.rate, ...arm.interval }))}
      />
      <StopAdvice result={result} />
      <ArmsTable result={result} />
      <ArmsList result={result} />
      <p className="text-xs text-ink/70">
        Each arm needs {formatCount(result.samplePerArm)} visitors to detect a {formatRate(plan.minimumDetectableEffect)} lift over a{' '}
        {formatRate(plan.baselineRate)} baseline (α 0.05, power 0.8). Shaded: the control's 95% interval. The p-value holds for one look at that sample; the
        safe p (always-valid, mSPRT) may be read every day.
      </p>
    </div>
  );
}

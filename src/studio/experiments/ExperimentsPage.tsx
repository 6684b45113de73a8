import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { MANIFEST_FILE, parseManifest, type Manifest, type ManifestExperiment } from '../../experiments/manifest';
import { experimentResult, type CountedArm } from '../../experiments/results';
import { formatError } from '../charts/format';
import { LoadingRows } from '../charts/loading-rows';
import { EmptyState, ErrorState } from '../ui/states';
import { BanditWeights } from './bandit-weights';
import { ExperimentFigures, ExperimentHeader } from './experiment-card';
import { countsQuery, GuardrailWarning, type MetricsState, MetricsPanelView, useMetricInputs } from './metrics-panel';
import { planOf, statusOf } from './plan';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The experiments the site was built with: the same manifest the router reads. */
export async function loadManifest(): Promise<Manifest> {
  const response = await fetch(`/${MANIFEST_FILE}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`/${MANIFEST_FILE} answered ${response.status}: build the site (npm run build) to list its experiments.`);
  return parseManifest(await response.json());
}

/** Experiments: every arm against the control, as rates, intervals and probabilities. */
export default function ExperimentsPage({ today = todayUtc() }: { today?: string }) {
  const manifest = useQuery({ queryKey: ['experiments-manifest'], queryFn: loadManifest });
  return <ExperimentsView manifest={{ ...manifest, retry: () => void manifest.refetch() }} today={today} Panel={ExperimentPanel} />;
}

type PanelProps = { experiment: ManifestExperiment; today: string };

/** The list of experiments in whatever state the manifest is; `Panel` fetches (or, in stories, holds) each one's counts. */
export function ExperimentsView({
  manifest,
  today,
  Panel,
}: {
  manifest: { data?: Manifest; error: unknown; isPending: boolean; retry: () => void };
  today: string;
  Panel: ComponentType<PanelProps>;
}) {
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-semibold text-ink">Experiments</h1>
      {manifest.isPending ? (
        <LoadingRows rows={4} label="Loading experiments" />
      ) : manifest.error || !manifest.data ? (
        <ErrorState message={formatError(manifest.error)} onRetry={manifest.retry} />
      ) : manifest.data.experiments.length === 0 ? (
        <EmptyState title="No experiments yet">Add a file to experiments/ and build the site; it appears here.</EmptyState>
      ) : (
        manifest.data.experiments.map((experiment) => <Panel key={experiment.id} experiment={experiment} today={today} />)
      )}
    </div>
  );
}

function ExperimentPanel({ experiment, today }: PanelProps) {
  const plan = planOf(experiment);
  const counts = useQuery(countsQuery(plan, plan.goal));
  const metrics = useMetricInputs(experiment);
  return (
    <ExperimentSection
      experiment={experiment}
      today={today}
      counts={{ ...counts, retry: () => void counts.refetch() }}
      weights={experiment.bandit && <BanditWeights experiment={experiment} bandit={experiment.bandit} />}
      metrics={metrics}
    />
  );
}

export interface CountsState {
  data?: CountedArm[];
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * One experiment in whatever state its counts are (stories render each one); a bandit's traffic
 * shares (`weights`, fetched on their own) come first, as they explain the arms' uneven visitors.
 * The secondary goals and guardrails (`metrics`, when the file lists any) follow the primary
 * goal's figures, but a guardrail an arm makes worse is said above everything.
 */
export function ExperimentSection({
  experiment,
  today,
  counts,
  weights,
  metrics,
}: {
  experiment: ManifestExperiment;
  today: string;
  counts: CountsState;
  weights?: ReactNode;
  metrics?: MetricsState | undefined;
}) {
  return (
    <section aria-label={`Experiment ${experiment.id}`} className="space-y-4 rounded-lg border border-black/10 bg-white p-4">
      <ExperimentHeader experiment={experiment} status={statusOf(experiment, today)} />
      {metrics?.data && <GuardrailWarning experiment={experiment} inputs={metrics.data} />}
      {weights}
      {counts.isPending ? (
        <LoadingRows rows={3} label={`Loading ${experiment.id}`} />
      ) : counts.error || !counts.data ? (
        <ErrorState message={formatError(counts.error)} onRetry={counts.retry} />
      ) : (
        <ExperimentFigures result={experimentResult(planOf(experiment), counts.data)} />
      )}
      {metrics && <MetricsPanelView experiment={experiment} metrics={metrics} />}
    </section>
  );
}

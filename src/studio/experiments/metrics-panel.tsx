import { useQueries, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Goal, ManifestExperiment } from '../../experiments/manifest';
import {
  breaches,
  goalsToCount,
  guardrailWarning,
  type MetricInputs,
  type MetricResult,
  metricNames,
  metricResults,
  watchedMetrics,
} from '../../experiments/metrics';
import type { ExperimentPlan } from '../../experiments/results';
import { SAFE_ALPHA } from '../../experiments/sequential';
import { rpc, rpcAnswer } from '../api';
import { formatError } from '../charts/format';
import { EmptyState, ErrorState, Skeleton } from '../ui/states';
import { MetricList, MetricTable, metricTitle } from './metric-table';
import { parseCounts, planOf } from './plan';

export interface MetricsState {
  data?: MetricInputs;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/** One goal's counts per arm; the primary goal's query is the card's own, so it is fetched once. */
export const countsQuery = (plan: ExperimentPlan, goal: Goal) => ({
  queryKey: ['studio_experiment_counts', plan.id, goal, plan.start, plan.end],
  queryFn: async () => parseCounts(await rpc('studio_experiment_counts', { experiment: plan.id, goal, from: plan.start, to: plan.end })),
});

/** Does the experiment's file list secondary goals or guardrails? */
export const watchesMetrics = (experiment: ManifestExperiment) => watchedMetrics(experiment).length > 0;

/**
 * What the secondary goals and guardrails are read from: each goal's counts, and the paid payments
 * when the paid amount is watched. Undefined for an experiment that watches nothing beside its goal.
 */
export function useMetricInputs(experiment: ManifestExperiment): MetricsState | undefined {
  const plan = planOf(experiment);
  const watched = watchedMetrics(plan);
  const goals = watched.length ? goalsToCount(plan) : [];
  const wantsAmounts = watched.some(({ metric }) => metric === 'paid-amount');
  const counts = useQueries({ queries: goals.map((goal) => countsQuery(plan, goal)) });
  const amounts = useQuery({
    queryKey: ['studio_experiment_amounts', plan.id, plan.start, plan.end],
    queryFn: () =>
      rpcAnswer('studio_experiment_amounts', { experiment: plan.id, from: plan.start, to: plan.end }, (answers) => answers.experimentAmountsSchema),
    enabled: wantsAmounts,
  });
  if (!watched.length) return undefined;
  const used = wantsAmounts ? [...counts, amounts] : counts;
  const failed = used.filter((query) => query.error);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  if (failed.length) return { error: failed[0]!.error, isPending: false, retry };
  if (used.some((query) => query.isPending)) return { error: null, isPending: true, retry };
  const data: MetricInputs = { counts: new Map(goals.map((goal, i) => [goal, counts[i]!.data ?? []])), amounts: amounts.data ?? [] };
  return { data, error: null, isPending: false, retry };
}

/**
 * An arm that makes a guardrail worse with confidence may not be declared the winner on its goal
 * alone, so it is said at the top of the card, one line per breach, in the words the CLI prints.
 */
export function GuardrailWarning({ experiment, inputs }: { experiment: ManifestExperiment; inputs: MetricInputs }) {
  const heading = useId();
  const flagged = metricResults(planOf(experiment), inputs).flatMap((result) => breaches(result).map((arm) => ({ result, arm })));
  if (!flagged.length) return null;
  return (
    <section aria-labelledby={heading} className="rounded-md border-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-ink" data-testid="guardrail-warning">
      <h3 id={heading} className="font-semibold text-amber-900">
        <span aria-hidden="true">⚠ </span>Check before you pick a winner:{' '}
        {flagged.length === 1 ? 'a guardrail is worse' : `${flagged.length} guardrails are worse`} <span className="sr-only">in {experiment.id}</span>
      </h3>
      <ul className="mt-1 space-y-1">
        {flagged.map(({ result, arm }) => (
          <li key={`${result.metric}-${result.currency ?? ''}-${arm.name}`}>{guardrailWarning(result, arm)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The section under the primary goal's figures: each watched metric per arm, in whatever state its counts are. */
export function MetricsPanelView({ experiment, metrics }: { experiment: ManifestExperiment; metrics: MetricsState }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="space-y-3 rounded-md border border-black/10 p-3 sm:p-4">
      <h3 id={heading} className="text-sm font-semibold text-ink">
        Secondary goals and guardrails <span className="sr-only">of {experiment.id}</span>
      </h3>
      {metrics.isPending ? (
        <MetricsLoading experiment={experiment} />
      ) : metrics.error || !metrics.data ? (
        <ErrorState message={formatError(metrics.error)} onRetry={metrics.retry} />
      ) : (
        <MetricsFigures experiment={experiment} results={metricResults(planOf(experiment), metrics.data)} />
      )}
    </section>
  );
}

/** Shaped like what comes: per watched metric, its header and one row per arm. */
function MetricsLoading({ experiment }: { experiment: ManifestExperiment }) {
  return (
    <div role="status" aria-label={`Loading the secondary goals and guardrails of ${experiment.id}`} className="space-y-4" data-testid="loading">
      {watchedMetrics(experiment).map(({ metric, role }) => (
        <div key={`${role}-${metric}`} className="space-y-2">
          <Skeleton className="h-4 w-48" />
          {experiment.arms.map((arm) => (
            <Skeleton key={arm.name} className="h-6" />
          ))}
        </div>
      ))}
    </div>
  );
}

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' });

const roleNames = { secondary: 'Secondary goal', guardrail: 'Guardrail' } as const;

function MetricsFigures({ experiment, results }: { experiment: ManifestExperiment; results: MetricResult[] }) {
  if (results.every((result) => result.arms.every((arm) => arm.visitors === 0))) {
    const names = listFormat.format(watchedMetrics(experiment).map(({ metric }) => metricNames[metric]));
    return <EmptyState title="No visitors yet">Watching {names}: their figures per arm appear here from the first visitor.</EmptyState>;
  }
  return (
    <>
      {results.map((result) => (
        <div key={`${result.role}-${result.metric}-${result.currency ?? ''}`} className="space-y-2" data-metric={result.metric}>
          <h4 className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-ink">
            {metricTitle(result)}
            <span
              className={
                result.role === 'guardrail' ? 'rounded bg-amber-100 px-1.5 py-0.5 text-[11px] text-amber-900' : 'rounded bg-sand-200 px-1.5 py-0.5 text-[11px]'
              }
            >
              <span className="sr-only">, </span>
              {roleNames[result.role]}
            </span>
            {result.metric === 'paid-amount' && !result.currency && <span className="text-xs font-normal text-ink/70">no payments yet</span>}
          </h4>
          <MetricTable result={result} experiment={experiment.id} />
          <MetricList result={result} experiment={experiment.id} />
        </div>
      ))}
      <p className="text-xs text-ink/70">
        Better or worse: the arm differs from the control with an always-valid (safe) p below {SAFE_ALPHA}, which may be read every day. Higher is better for
        each of them; a guardrail an arm makes worse is flagged at the top of the card.
      </p>
    </>
  );
}

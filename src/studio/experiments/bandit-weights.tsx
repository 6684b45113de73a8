import { useQuery } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import type * as z from 'zod/mini';
import type { banditHistorySchema } from '../../contract/studio-answers';
import type { ManifestExperiment } from '../../experiments/manifest';
import { rpcAnswer } from '../api';
import { formatCount, formatDateTime, formatDay, formatError } from '../charts/format';
import { STEP_MARGIN, STEP_PLOT_HEIGHT } from '../charts/step-geometry';
import { EmptyState, ErrorState, Skeleton } from '../ui/states';
import { type ArmLine, armLines, BanditWeightsChart, formatShare, LineSwatch, type WeightsPoint } from './bandit-weights-chart';
import { statusOf } from './plan';

/** What `studio_bandit_history` answers: every recorded set of weights, oldest first. */
export type BanditHistory = z.infer<typeof banditHistorySchema>;
type Bandit = NonNullable<ManifestExperiment['bandit']>;

export interface HistoryState {
  data?: BanditHistory;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

const DAY = 86_400_000;

/** A bandit's traffic shares over time, fetched; the view below draws them in whatever state they are. */
export function BanditWeights({ experiment, bandit }: { experiment: ManifestExperiment; bandit: Bandit }) {
  const history = useQuery({
    queryKey: ['studio_bandit_history', experiment.id],
    queryFn: () => rpcAnswer('studio_bandit_history', { experiment: experiment.id }, (answers) => answers.banditHistorySchema),
  });
  return <BanditWeightsView experiment={experiment} bandit={bandit} history={{ ...history, retry: () => void history.refetch() }} />;
}

/** The file's arms first, in its order, then any arm a record names that the file no longer has. */
export function armsOfHistory(experiment: ManifestExperiment, history: BanditHistory): { name: string; control: boolean }[] {
  const names = experiment.arms.map((arm) => arm.name);
  for (const record of history) for (const name of Object.keys(record.weights)) if (!names.includes(name)) names.push(name);
  return names.map((name) => ({ name, control: name === experiment.control }));
}

export function pointsOf(arms: readonly { name: string }[], history: BanditHistory): WeightsPoint[] {
  return history.map((record) => ({
    at: record.at,
    shares: arms.map((arm) => record.weights[arm.name] ?? null),
    visitors: record.counts.reduce((sum, row) => sum + row.visitors, 0),
    conversions: record.counts.reduce((sum, row) => sum + row.conversions, 0),
  }));
}

/** `every 6 hours`, `every hour`, `every day`, `every 2 days`. */
export function cadence(hours: number): string {
  if (hours === 1) return 'every hour';
  if (hours % 24 === 0) return hours === 24 ? 'every day' : `every ${hours / 24} days`;
  return `every ${hours} hours`;
}

/** The section of a bandit's card: its shares drawn, the newest named in words, or why there are none. */
export function BanditWeightsView({
  experiment,
  bandit,
  history,
  now = Date.now(),
}: {
  experiment: ManifestExperiment;
  bandit: Bandit;
  history: HistoryState;
  /** The clock, in milliseconds: the newest shares are drawn as holding until now (or the experiment's end). */
  now?: number;
}) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="space-y-3 rounded-md border border-black/10 p-3 sm:p-4">
      <h3 id={heading} className="text-sm font-semibold text-ink">
        Traffic shares over time
      </h3>
      {history.isPending ? (
        // Shaped like what comes: the summary (beside the chart on a wide screen), the chart, the table's toggle.
        <div role="status" aria-label={`Loading the traffic shares of ${experiment.id}`} className="space-y-3" data-testid="loading">
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
            <div className="space-y-2 lg:order-last">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
            <div style={{ height: STEP_MARGIN.top + STEP_PLOT_HEIGHT + STEP_MARGIN.bottom }}>
              <Skeleton className="h-full" />
            </div>
          </div>
          <Skeleton className="h-4 w-56" />
        </div>
      ) : history.error || !history.data ? (
        <ErrorState message={formatError(history.error)} onRetry={history.retry} />
      ) : history.data.length === 0 ? (
        <EmptyState title="No weights recorded yet: the router records the first when the first visitor arrives.">
          Until then it splits traffic as the file says: {experiment.arms.map((arm) => `${arm.name} ${formatShare(arm.weight)}`).join(', ')}.
        </EmptyState>
      ) : (
        <WeightsFigures experiment={experiment} bandit={bandit} history={history.data} now={now} />
      )}
    </section>
  );
}

function WeightsFigures({ experiment, bandit, history, now }: { experiment: ManifestExperiment; bandit: Bandit; history: BanditHistory; now: number }) {
  const arms = armLines(armsOfHistory(experiment, history));
  const points = pointsOf(arms, history);
  const newest = points.at(-1)!;
  const ends = experiment.end ? Date.parse(`${experiment.end}T00:00:00Z`) + DAY : Number.POSITIVE_INFINITY;
  const until = Math.max(Date.parse(newest.at), Math.min(now, ends));
  const running = statusOf(experiment, new Date(now).toISOString().slice(0, 10)).kind === 'running';
  const first = formatDay(history[0]!.at.slice(0, 10));
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="space-y-2 text-sm lg:order-last">
          <Summary arms={arms} point={newest} lead={running ? 'Now' : 'Last'} bandit={bandit} />
          <p className="text-xs text-ink/70">
            Worked out from {formatCount(newest.visitors)} visitors and {formatCount(newest.conversions)} conversions. The shares are of new visitors: a
            returning visitor keeps the arm they were given.
          </p>
        </div>
        <BanditWeightsChart
          arms={arms}
          points={points}
          until={until}
          floor={bandit.floor * 100}
          label={`Share of new visitors per arm of ${experiment.id} since ${first}, at each of ${points.length} recomputations`}
        />
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-lagoon hover:underline">Show every recomputation as a table</summary>
        <WeightsTable experiment={experiment} arms={arms} points={points} />
      </details>
    </>
  );
}

/** The newest shares in words, largest first, with the rules the router follows. */
function Summary({ arms, point, lead, bandit }: { arms: readonly ArmLine[]; point: WeightsPoint; lead: string; bandit: Bandit }) {
  const named = arms.map((arm, i) => ({ arm, share: point.shares[i] })).filter((row): row is { arm: ArmLine; share: number } => typeof row.share === 'number');
  const largestFirst = named.sort((a, b) => b.share - a.share);
  return (
    <p data-testid="bandit-summary" className="leading-relaxed text-ink">
      <span className="font-medium">{lead}:</span>
      {largestFirst.map(({ arm, share }, i) => (
        <Fragment key={arm.name}>
          {i === 0 ? ' ' : ', '}
          <span className="whitespace-nowrap">
            <LineSwatch arm={arm} className="mr-1" />
            {arm.name} <span className="font-semibold tabular-nums">{formatShare(share)}</span>
          </span>
        </Fragment>
      ))}
      , recorded <time dateTime={point.at}>{formatDateTime(point.at)}</time>; reweighed {cadence(bandit.everyHours)}, each arm keeps at least{' '}
      {formatShare(bandit.floor * 100)}.
    </p>
  );
}

/** The chart's numbers, newest first: for screen readers, and for anyone who wants the exact shares. */
function WeightsTable({ experiment, arms, points }: { experiment: ManifestExperiment; arms: readonly ArmLine[]; points: readonly WeightsPoint[] }) {
  const cell = 'py-1.5 pl-3 text-right tabular-nums whitespace-nowrap';
  const region = 'mt-2 max-h-80 overflow-auto rounded border border-black/10 focus-visible:outline-2 focus-visible:outline-sun';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so keys scroll it (WCAG 2.1.1)
    <section aria-label={`Recomputations of ${experiment.id}`} tabIndex={0} className={region}>
      <table className="w-full text-sm">
        <caption className="sr-only">Share of new visitors per arm of {experiment.id} at each recomputation, newest first</caption>
        <thead className="sticky top-0 bg-white text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 pl-2 text-left font-medium">
              Recorded
            </th>
            {arms.map((arm) => (
              <th key={arm.name} scope="col" className="py-2 pl-3 text-right font-medium normal-case">
                {arm.name}
              </th>
            ))}
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Visitors
            </th>
            <th scope="col" className="py-2 pr-2 pl-3 text-right font-medium">
              Conversions
            </th>
          </tr>
        </thead>
        <tbody>
          {points.toReversed().map((point) => (
            <tr key={point.at} className="border-b border-black/5">
              <th scope="row" className="py-1.5 pr-3 pl-2 text-left font-normal whitespace-nowrap">
                <time dateTime={point.at}>{formatDateTime(point.at)}</time>
              </th>
              {arms.map((arm, a) => (
                <td key={arm.name} className={cell}>
                  {formatShare(point.shares[a])}
                </td>
              ))}
              <td className={cell}>{formatCount(point.visitors)}</td>
              <td className={`${cell} pr-2`}>{formatCount(point.conversions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

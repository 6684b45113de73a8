import type { ManifestArm, ManifestExperiment } from '../experiments/manifest.ts';
import { controlOf } from './assignment.ts';

/**
 * Whether an experiment splits traffic now, or serves everyone one arm. Dates are whole days in
 * UTC, both inclusive: `start: 2026-12-01` begins at 00:00 UTC, `end: 2027-01-31` ends at
 * 24:00 UTC, whatever time zone the visitor or the edge location is in.
 */
export type Phase = { kind: 'running' } | { kind: 'settled'; arm: ManifestArm };

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

const started = (experiment: ManifestExperiment, today: string) => !experiment.start || experiment.start <= today;
const ended = (experiment: ManifestExperiment, today: string) => Boolean(experiment.end && experiment.end < today);

export function phaseOf(experiment: ManifestExperiment, now: Date): Phase {
  const winner = experiment.winner ? experiment.arms.find((arm) => arm.name === experiment.winner) : undefined;
  if (winner) return { kind: 'settled', arm: winner };
  const today = dayOf(now);
  if (started(experiment, today) && !ended(experiment, today)) return { kind: 'running' };
  return { kind: 'settled', arm: controlOf(experiment) };
}

/**
 * The experiment that decides a route today. Validation allows several on one route as long as
 * no two run at once: the running one, else the one that ended last (its winner stays until the
 * next begins), else the first (it has not begun: everyone sees its control).
 */
export function experimentFor(candidates: readonly ManifestExperiment[], now: Date): ManifestExperiment | undefined {
  const today = dayOf(now);
  const running = candidates.find((experiment) => started(experiment, today) && !ended(experiment, today));
  if (running) return running;
  const past = candidates.filter((experiment) => started(experiment, today));
  past.sort((a, b) => (a.end ?? '').localeCompare(b.end ?? ''));
  return past.at(-1) ?? candidates[0];
}

import * as z from 'zod/mini';
import type { ManifestExperiment } from '../../experiments/manifest';
import type { CountedArm, ExperimentPlan } from '../../experiments/results';

/** The plan `npm run experiments` reads from the YAML file, rebuilt from the built manifest. */
export function planOf(experiment: ManifestExperiment): ExperimentPlan {
  return {
    id: experiment.id,
    route: experiment.route,
    goal: experiment.goal,
    arms: experiment.arms.map((arm) => ({ name: arm.name, weight: arm.weight, control: arm.name === experiment.control })),
    ...(experiment.start ? { start: experiment.start } : {}),
    ...(experiment.end ? { end: experiment.end } : {}),
    minimumDetectableEffect: experiment.minimumDetectableEffect,
    baselineRate: experiment.baselineRate,
    ...(experiment.bandit ? { bandit: experiment.bandit } : {}),
    ...(experiment.secondaryGoals?.length ? { secondaryGoals: experiment.secondaryGoals } : {}),
    ...(experiment.guardrails?.length ? { guardrails: experiment.guardrails } : {}),
  };
}

export type Status = { kind: 'not-started' } | { kind: 'running' } | { kind: 'ended' } | { kind: 'winner'; arm: string };

/** Where an experiment stands on a UTC day; dates are whole days, both included (as the router reads them). */
export function statusOf(experiment: ManifestExperiment, today: string): Status {
  if (experiment.winner) return { kind: 'winner', arm: experiment.winner };
  if (experiment.start && today < experiment.start) return { kind: 'not-started' };
  if (experiment.end && today > experiment.end) return { kind: 'ended' };
  return { kind: 'running' };
}

const count = z.number().check(z.nonnegative());
export const countsSchema = z.array(z.object({ arm: z.string(), views: count, visitors: count, conversions: count }));

export function parseCounts(rows: unknown): CountedArm[] {
  return countsSchema.parse(rows);
}

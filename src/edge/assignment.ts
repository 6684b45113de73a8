import type { ManifestArm, ManifestExperiment } from '../experiments/manifest.ts';

/**
 * A point in [0, 1) for this visitor in this experiment: the first 32 bits of
 * SHA-256(experiment id, visitor id). The experiment id is part of the input so that one
 * visitor's arms in two experiments are independent; SHA-256 because Web Crypto has it in
 * every runtime the router runs in, and its bits are uniform for any id.
 */
export async function bucketOf(experimentId: string, visitorId: string): Promise<number> {
  const input = new TextEncoder().encode(`${experimentId}\u0000${visitorId}`);
  const digest = new DataView(await crypto.subtle.digest('SHA-256', input));
  return digest.getUint32(0) / 2 ** 32;
}

/** The arm whose share of the total weight contains `point`; an arm of weight 0 is never picked. */
export function armAt(arms: readonly ManifestArm[], point: number): ManifestArm | undefined {
  const total = arms.reduce((sum, arm) => sum + Math.max(arm.weight, 0), 0);
  if (!(total > 0)) return undefined;
  const target = point * total;
  let upTo = 0;
  let last: ManifestArm | undefined;
  for (const arm of arms) {
    if (!(arm.weight > 0)) continue;
    upTo += arm.weight;
    last = arm;
    if (target < upTo) return arm;
  }
  return last; // rounding at the very top of the range
}

export function controlOf(experiment: ManifestExperiment): ManifestArm {
  return experiment.arms.find((arm) => arm.name === experiment.control) ?? experiment.arms[0]!;
}

/** The weighted arm for a visitor id: the same id always gets the same arm. */
export async function assignArm(experiment: ManifestExperiment, visitorId: string): Promise<ManifestArm> {
  return armAt(experiment.arms, await bucketOf(experiment.id, visitorId)) ?? controlOf(experiment);
}

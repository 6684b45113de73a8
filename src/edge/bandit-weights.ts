import { type BanditArmCounts, banditWeights } from '../experiments/bandit.ts';
import type { ManifestExperiment } from '../experiments/manifest.ts';

/**
 * A bandit's current weights, as the router sees them: read from the database, worked out again
 * from its counts when the newest recorded weights are older than the file's cadence, and kept
 * per isolate (or server) for `cacheMs`, so a route's traffic costs at most one request per
 * experiment per `cacheMs`, failures included. No redeploy: the weights live in the database.
 */

/** What the weights need of an experiment: the manifest's entry, or the report's plan of the same file. */
export type BanditExperiment = Pick<ManifestExperiment, 'id' | 'goal' | 'start' | 'end'> & {
  arms: readonly { name: string }[];
  /** Its cadence and floor, as the manifest and the report's plan carry them (defaults filled in). */
  bandit: NonNullable<ManifestExperiment['bandit']>;
};

/** A manifest entry or plan that is a bandit (type: bandit): its settings are then there. */
export const isBandit = <T extends { bandit?: BanditExperiment['bandit'] }>(experiment: T): experiment is T & Pick<BanditExperiment, 'bandit'> =>
  experiment.bandit !== undefined;

/** Weights as recorded: arm name → percent (summing to 100). */
export type Weights = Record<string, number>;

export interface RecordedWeights {
  /** When they were worked out (ISO 8601). */
  at: string;
  weights: Weights;
}

/** What bandit_state answers: the newest weights, and the counts when new ones are due. */
export interface BanditState {
  latest: RecordedWeights | null;
  counts: BanditArmCounts[] | null;
}

/** The two SQL functions (supabase/schemas/functions/bandit_state.sql, record_bandit_weights.sql), however they are reached. */
export interface BanditBackend {
  state(experiment: BanditExperiment, dueBefore: Date): Promise<BanditState>;
  /** Records `weights` unless another caller recorded after `previous`; answers the newest either way. */
  record(experiment: BanditExperiment, previous: string | null, at: Date, weights: Weights, counts: BanditArmCounts[]): Promise<RecordedWeights>;
}

export interface BanditWeightsOptions {
  backend: BanditBackend;
  now?: () => Date;
  /** How long weights read are used before the database is asked again (default one minute). */
  cacheMs?: number;
  /** Called once per distinct failure message: the file's weights are served meanwhile. */
  report?: (message: string) => void;
}

/** The current weights of a bandit experiment; undefined while none could be read (the router then uses the file's). */
export type BanditWeightsSource = ((experiment: ManifestExperiment) => Promise<Weights | undefined>) & {
  /** Resolves once no read started so far is still running (a signal for tests and shutdown). */
  settled(): Promise<void>;
};

const HOUR = 3_600_000;

const armsOf = (experiment: BanditExperiment) => experiment.arms.map((arm) => arm.name);

/** Recorded weights that name exactly the file's arms; after an arm is added or renamed they are due again. */
const fits = (experiment: BanditExperiment, weights: Weights) => {
  const names = armsOf(experiment);
  return names.length === Object.keys(weights).length && names.every((name) => typeof weights[name] === 'number');
};

/** The file's arms with their counts (0 for an arm nobody has seen yet); arms no longer in the file are left out. */
export function countsOfArms(experiment: BanditExperiment, counts: readonly BanditArmCounts[]): BanditArmCounts[] {
  const byArm = new Map(counts.map((row) => [row.arm, row]));
  return armsOf(experiment).map((arm) => ({ arm, visitors: byArm.get(arm)?.visitors ?? 0, conversions: byArm.get(arm)?.conversions ?? 0 }));
}

/** Works the weights out from the counts and records them; the answer is whatever the database holds newest. */
export async function reweigh(backend: BanditBackend, experiment: BanditExperiment, previous: string | null, at: Date, counts: readonly BanditArmCounts[]) {
  const mine = countsOfArms(experiment, counts);
  const weights = banditWeights(mine, experiment.bandit);
  return backend.record(experiment, previous, at, weights, mine);
}

/** Reads the newest weights, reweighing first when they are due. */
export async function currentWeights(backend: BanditBackend, experiment: BanditExperiment, now: Date): Promise<RecordedWeights> {
  const every = experiment.bandit.everyHours * HOUR;
  // Due once `every` has passed since the newest weights: recorded at 00:00 every 6h, due at 06:00.
  let state = await backend.state(experiment, new Date(now.getTime() - every + 1));
  if (state.latest && !state.counts && !fits(experiment, state.latest.weights)) {
    // Not due by the clock, but the file's arms changed: due now.
    state = await backend.state(experiment, new Date(now.getTime() + 1));
  }
  if (!state.counts && state.latest) return state.latest;
  return reweigh(backend, experiment, state.latest?.at ?? null, now, state.counts ?? []);
}

interface Entry {
  weights?: Weights;
  readAt: number;
  pending?: Promise<Weights | undefined>;
}

export function banditWeightsSource({ backend, now = () => new Date(), cacheMs = 60_000, report }: BanditWeightsOptions): BanditWeightsSource {
  const entries = new Map<string, Entry>();
  const refresh = (experiment: BanditExperiment, entry: Entry): Promise<Weights | undefined> => {
    entry.pending ??= (async () => {
      const at = now();
      try {
        const recorded = await currentWeights(backend, experiment, at);
        if (fits(experiment, recorded.weights)) entry.weights = recorded.weights;
      } catch (error) {
        report?.(`the weights of bandit ${experiment.id} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        // A failure waits as long as a success: a database that is down is not asked on every view.
        entry.readAt = at.getTime();
        entry.pending = undefined;
      }
      return entry.weights;
    })();
    return entry.pending;
  };
  const source = async (experiment: ManifestExperiment) => {
    if (!isBandit(experiment)) return undefined;
    let entry = entries.get(experiment.id);
    if (!entry) {
      entry = { readAt: Number.NEGATIVE_INFINITY };
      entries.set(experiment.id, entry);
    }
    const fresh = now().getTime() - entry.readAt < cacheMs;
    if (fresh && !entry.pending) return entry.weights;
    // The first view of an isolate waits for the weights; later ones are served the weights in
    // hand while new ones are read.
    const reading = refresh(experiment, entry);
    return entry.weights ?? reading;
  };
  const settled = async () => {
    await Promise.all([...entries.values()].map((entry) => entry.pending));
  };
  return Object.assign(source, { settled });
}

import * as z from 'zod/mini';

/**
 * `dist/_experiments.json`: what the build hands the router. The router runs on the edge, so this
 * file imports zod/mini only (tree-shaken into the worker) and nothing of the engine.
 */

/** What an experiment counts as a conversion; each is a table or status the backend already records. */
export const GOALS = [
  'founder-application',
  'partnership-application',
  'payment-paid',
  'membership-completed',
  'early-access-signup',
  'contact-message',
] as const;
export type Goal = (typeof GOALS)[number];

/** What an experiment can also watch beside its goal: every goal, and the amount paid per visitor. */
export const METRICS = [...GOALS, 'paid-amount'] as const;
export type Metric = (typeof METRICS)[number];

/** Each metric in the words the report and the studio use. */
export const metricNames: Record<Metric, string> = {
  'founder-application': 'founder applications',
  'partnership-application': 'partnership applications',
  'payment-paid': 'payments',
  'membership-completed': 'completed memberships',
  'early-access-signup': 'early-access sign-ups',
  'contact-message': 'contact messages',
  'paid-amount': 'paid amount per visitor',
};

/** ab keeps the file's weights; bandit moves them toward the best arm (src/experiments/bandit.ts). */
export const EXPERIMENT_TYPES = ['ab', 'bandit'] as const;

export const MANIFEST_FILE = '_experiments.json';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'));

export const manifestArmSchema = z.strictObject({
  name: z.string(),
  weight: z.number().check(z.minimum(0), z.maximum(100)),
  /** Path of the arm's prerendered HTML inside dist, e.g. `/index.html` or `/home-sumba.html`. */
  file: z.string().check(z.startsWith('/')),
});

export const manifestExperimentSchema = z.strictObject({
  id: z.string(),
  route: z.string().check(z.startsWith('/')),
  goal: z.enum(GOALS),
  /** Name of the control arm: bots, and everyone on a host without the router, get it. */
  control: z.string(),
  start: z.optional(isoDate),
  end: z.optional(isoDate),
  winner: z.optional(z.string()),
  arms: z.array(manifestArmSchema).check(z.minLength(2)),
  /** The plan's sizing, for the marketers' area's results (the router ignores them). */
  minimumDetectableEffect: z.number().check(z.positive()),
  baselineRate: z.number().check(z.positive(), z.lt(1)),
  /**
   * Only on a bandit: how often its weights are worked out again, and the share each arm keeps.
   * The arms' weights above are then where it starts, before any weights are recorded.
   */
  bandit: z.optional(z.strictObject({ everyHours: z.number().check(z.positive()), floor: z.number().check(z.minimum(0), z.lt(1)) })),
  /** Also reported per arm (the marketers' area reads them; the router ignores them). */
  secondaryGoals: z.optional(z.array(z.enum(METRICS))),
  /** Reported per arm, and flagged when an arm is worse than the control with confidence. */
  guardrails: z.optional(z.array(z.enum(METRICS))),
});

export const manifestSchema = z.strictObject({
  version: z.literal(1),
  experiments: z.array(manifestExperimentSchema),
  /** Per route, the URL parameters its pages may show in text, with the most characters kept. */
  params: z.record(z.string(), z.record(z.string(), z.int().check(z.positive()))),
});

export type ManifestArm = z.infer<typeof manifestArmSchema>;
export type ManifestExperiment = z.infer<typeof manifestExperimentSchema>;
export type Manifest = z.infer<typeof manifestSchema>;

/** Reads a manifest the build wrote; throws on anything else, so a stale or hand-edited file fails loudly. */
export function parseManifest(json: unknown): Manifest {
  return manifestSchema.parse(json);
}

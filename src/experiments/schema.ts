import { z } from 'zod';
import { EXPERIMENT_TYPES, GOALS, METRICS } from './manifest';

/** A bandit's cadence and floor when its file names none. */
export const DEFAULT_REWEIGH_EVERY = '6h';
export const DEFAULT_EXPLORATION_FLOOR = 0.05;

/** Hours in a cadence such as 6h or 1d. */
export const hoursOf = (every: string): number => Number.parseInt(every, 10) * (every.endsWith('d') ? 24 : 1);

/**
 * An experiment file, `experiments/<id>.yaml`: the single description of its shape. The editor's
 * JSON Schema (schemas/experiment.schema.json) is generated from it; what needs other files (the
 * variants, the other experiments) is checked in cross-checks.ts.
 */

export const experimentSchemaComment = '# yaml-language-server: $schema=../schemas/experiment.schema.json';

/** Names that go into the visitor's cookie (`<experiment>.<arm>` pairs joined by `~`) and the results. */
export const experimentNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

const isoDate = z.iso.date('Dates are written YYYY-MM-DD, like 2026-12-01');

export const armSchema = z
  .strictObject({
    name: z
      .string()
      .regex(experimentNamePattern, 'Arm names are lowercase words joined by hyphens, like sumba')
      .describe('Name of the arm in the results and in the visitor cookie, like control or sumba; lowercase words joined by hyphens'),
    variant: z.string().min(1).describe("The variant file this arm shows (without .yaml), like home-sumba; the control is the route's own page"),
    weight: z.number().min(0).max(100).describe("Share of the route's visitors sent to this arm, in percent; the arms add up to 100"),
    control: z
      .boolean()
      .default(false)
      .describe('true for the one arm that shows the page the route has today: bots, previews of link cards and hosts without the router get it'),
  })
  .describe('One version of the page under test');

export const experimentSchema = z
  .strictObject({
    route: z
      .string()
      .regex(/^\/([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)?$/, 'Routes look like "/" or "/mansion"')
      .describe('The public route under test, like /; visitors keep this address whichever arm they see'),
    goal: z
      .enum(GOALS)
      .describe(
        'What counts as a conversion, the primary goal: founder-application, partnership-application, payment-paid, membership-completed, early-access-signup or contact-message',
      ),
    secondaryGoals: z
      .array(z.enum(METRICS))
      .optional()
      .describe('More goals reported per arm beside the primary one, like [partnership-application, paid-amount]; paid-amount is the amount paid per visitor'),
    guardrails: z
      .array(z.enum(METRICS))
      .optional()
      .describe('Goals an arm must not make worse, like [contact-message, paid-amount]: flagged when an arm is worse than the control with confidence'),
    arms: z.array(armSchema).min(2, 'An experiment needs at least two arms').describe('The versions shown, one of them the control'),
    start: isoDate.optional().describe('First day visitors are split, as YYYY-MM-DD (UTC); before it everyone gets the control'),
    end: isoDate.optional().describe('Last day visitors are split, as YYYY-MM-DD (UTC), included; after it everyone gets the control or the winner'),
    minimumDetectableEffect: z.number().gt(0).max(10).describe('Smallest relative lift the test must be able to detect, like 0.2 for +20% over the control'),
    baselineRate: z.number().gt(0).lt(1).describe("The control's expected conversion rate, like 0.03 for 3%; sizes the sample each arm needs"),
    dailyVisitors: z
      .int()
      .positive()
      .optional()
      .describe('Expected visitors of the route per day; with start and end, validation refuses a test too short to reach its sample'),
    winner: z.string().optional().describe('An arm everyone is shown from now on, once the test is decided'),
    type: z
      .enum(EXPERIMENT_TYPES)
      .default('ab')
      .describe('ab (the default) keeps the arms at their weights; bandit moves traffic toward the arm that converts best (Thompson sampling)'),
    reweighEvery: z
      .string()
      .regex(/^[1-9][0-9]{0,2}[hd]$/, 'Write a number of hours or days, like 6h or 1d')
      .optional()
      .describe("A bandit's cadence: how often its weights are worked out again from the counts, like 6h (the default) or 1d"),
    explorationFloor: z
      .number()
      .min(0)
      .max(0.5)
      .optional()
      .describe("A bandit's floor: the share of visitors every arm keeps whatever its results, like 0.05 (the default) for 5% each"),
  })
  .superRefine((e, context) => {
    const seen = new Map<string, string>([[e.goal, 'goal']]);
    for (const key of ['secondaryGoals', 'guardrails'] as const) {
      for (const [index, metric] of (e[key] ?? []).entries()) {
        const where = seen.get(metric);
        if (where) {
          context.addIssue({
            code: 'custom',
            path: [key, index],
            message: `${metric} is already ${where === 'goal' ? 'the goal' : `in ${where}`}: each goal is watched once`,
          });
        }
        seen.set(metric, key);
      }
    }
  })
  .superRefine((e, context) => {
    if (e.type !== 'bandit') {
      for (const key of ['reweighEvery', 'explorationFloor'] as const) {
        if (e[key] !== undefined) context.addIssue({ code: 'custom', path: [key], message: `${key} belongs to a bandit: add type: bandit, or remove it` });
      }
      return;
    }
    if ((e.explorationFloor ?? DEFAULT_EXPLORATION_FLOOR) * e.arms.length >= 1) {
      context.addIssue({
        code: 'custom',
        path: [e.explorationFloor === undefined ? 'type' : 'explorationFloor'],
        message: `explorationFloor × ${e.arms.length} arms must stay below 1, or no traffic is left to move toward the best arm`,
      });
    }
    if (hoursOf(e.reweighEvery ?? DEFAULT_REWEIGH_EVERY) > 24 * 7) {
      context.addIssue({ code: 'custom', path: ['reweighEvery'], message: 'A bandit is worked out again at least once a week: write at most 168h or 7d' });
    }
  })
  .describe('A test on one route: which variants share its visitors, what counts as a conversion, and for how long');

export type ExperimentFile = z.output<typeof experimentSchema>;

/** A bandit's cadence in hours and floor as the manifest and the report carry them, defaults filled in; undefined for an A/B test. */
export function banditSettingsOf(data: ExperimentFile): { everyHours: number; floor: number } | undefined {
  if (data.type !== 'bandit') return undefined;
  return { everyHours: hoursOf(data.reweighEvery ?? DEFAULT_REWEIGH_EVERY), floor: data.explorationFloor ?? DEFAULT_EXPLORATION_FLOOR };
}
export type Arm = z.output<typeof armSchema>;

export interface LoadedExperiment {
  /** The file name without .yaml: the id in the manifest, the results and the cookie. */
  id: string;
  file: string;
  data: ExperimentFile;
  /** The parsed file before zod, which still carries source positions. */
  located: unknown;
}

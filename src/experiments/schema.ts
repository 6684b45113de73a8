import { z } from 'zod';
import { GOALS } from './manifest';

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
      .describe('What counts as a conversion: founder-application, partnership-application, payment-paid, membership-completed or early-access-signup'),
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
  })
  .refine((e) => e.baselineRate * (1 + e.minimumDetectableEffect) < 1, {
    path: ['minimumDetectableEffect'],
    message: 'baselineRate × (1 + minimumDetectableEffect) is a conversion rate and must stay below 1',
  })
  .describe('An A/B test on one route: which variants share its visitors, what counts as a conversion, and for how long');

export type ExperimentFile = z.output<typeof experimentSchema>;
export type Arm = z.output<typeof armSchema>;

export interface LoadedExperiment {
  /** The file name without .yaml: the id in the manifest, the results and the cookie. */
  id: string;
  file: string;
  data: ExperimentFile;
  /** The parsed file before zod, which still carries source positions. */
  located: unknown;
}

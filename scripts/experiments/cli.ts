import { parseArgs } from 'node:util';
import { experimentResult, type ExperimentPlan } from '../../src/experiments/results.ts';
import { peekingReport, peekingSettingsFor, simulatePeeking } from '../../src/experiments/peeking-simulation.ts';
import { formatExperimentResult } from '../../src/experiments/results-table.ts';
import { DataDirLockedError } from '../../supabase/embedded/lock.ts';
import { loadPlans } from './plans.ts';
import { simulateRun, trueRate } from './simulate.ts';
import { NoDatabaseError, openCountsSource } from './sources.ts';

/**
 * `npm run experiments [-- --dir experiments] [--simulate N [--seed S]] [--peeking [N]]`: one
 * table per experiment file, from the site's database, or from a simulated run of N visitors per
 * experiment in a throwaway one; --peeking prints, per file, how many of N A/A experiments at its
 * traffic a daily look would call a winner, by the fixed-horizon and the always-valid p-value.
 * Returns the exit code; writes through `out` and `err`.
 */

/** What --simulate shows when there is no experiment file yet: the example, / against an extends copy. */
export const examplePlan: ExperimentPlan = {
  id: 'home-headline',
  route: '/',
  goal: 'founder-application',
  arms: [
    { name: 'control', weight: 50, control: true },
    { name: 'sumba', weight: 50, control: false },
  ],
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
};

const usage = 'npm run experiments -- [--dir DIR] [--simulate N [--seed S]] [--peeking [N]]';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const rates = (plan: ExperimentPlan) => plan.arms.map((arm) => `${arm.name} ${(trueRate(plan, arm.name) * 100).toFixed(1)}%`).join(', ');

async function simulate(plans: ExperimentPlan[], visitors: number, seed: number, io: Output): Promise<number> {
  const chosen = plans.length ? plans : [examplePlan];
  const runs = await simulateRun(chosen, visitors, seed);
  for (const { plan, arms } of runs) {
    io.out(
      `Simulated: ${visitors.toLocaleString('en-US')} visitors (seed ${seed}) through count_page_view and the ${plan.goal} calls; true rates ${rates(plan)}.`,
    );
    io.out(`${formatExperimentResult(experimentResult(plan, arms))}\n`);
  }
  return 0;
}

function peeking(plans: ExperimentPlan[], experiments: number, seed: number, io: Output): number {
  for (const plan of plans.length ? plans : [examplePlan]) {
    io.out(`${peekingReport(plan.id, simulatePeeking(peekingSettingsFor(plan, experiments, seed)))}\n`);
  }
  return 0;
}

async function fromDatabase(plans: ExperimentPlan[], dir: string, io: Output, env: Record<string, string | undefined>): Promise<number> {
  if (!plans.length) {
    io.out(`No experiment files in ${dir}/.`);
    return 0;
  }
  let source: Awaited<ReturnType<typeof openCountsSource>>;
  try {
    source = await openCountsSource(env);
  } catch (error) {
    if (error instanceof NoDatabaseError || error instanceof DataDirLockedError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    io.out(`Counts from ${source.describe}.`);
    for (const plan of plans) io.out(`\n${formatExperimentResult(experimentResult(plan, await source.armCounts(plan)))}`);
    return 0;
  } finally {
    await source.close();
  }
}

export async function runExperimentsCli(args: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  let values: { dir?: string; simulate?: string; seed?: string; peeking?: boolean };
  let rest: string[];
  try {
    ({ values, positionals: rest } = parseArgs({
      args,
      allowPositionals: true,
      options: { dir: { type: 'string' }, simulate: { type: 'string' }, seed: { type: 'string' }, peeking: { type: 'boolean' } },
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}. Usage: ${usage}`);
    return 2;
  }
  const experiments = values.peeking ? Number(rest[0] ?? 2000) : undefined;
  if (rest.length > (values.peeking ? 1 : 0) || (experiments !== undefined && !(Number.isInteger(experiments) && experiments > 0))) {
    io.err(`--peeking takes a number of A/A experiments (a whole number above 0). Usage: ${usage}`);
    return 2;
  }
  const visitors = values.simulate === undefined ? undefined : Number(values.simulate);
  const seed = Number(values.seed ?? 1);
  if ((visitors !== undefined && !(Number.isInteger(visitors) && visitors > 0)) || !Number.isInteger(seed)) {
    io.err('--simulate takes a number of visitors (a whole number above 0) and --seed a whole number.');
    return 2;
  }
  const dir = values.dir ?? 'experiments';
  const { plans, skipped } = loadPlans(dir);
  for (const line of skipped) io.err(line);
  if (experiments !== undefined) return peeking(plans, experiments, seed, io);
  return visitors === undefined ? fromDatabase(plans, dir, io, env) : simulate(plans, visitors, seed, io);
}

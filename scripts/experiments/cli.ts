import { parseArgs } from 'node:util';
import { isBandit, reweigh } from '../../src/edge/bandit-weights.ts';
import { banditReport, simulateBandit, STANDARD_BANDIT_SCENARIO } from '../../src/experiments/bandit-simulation.ts';
import type { Goal } from '../../src/experiments/manifest.ts';
import { goalsToCount, metricResults, watchedMetrics } from '../../src/experiments/metrics.ts';
import { type CountedArm, experimentResult, type ExperimentPlan } from '../../src/experiments/results.ts';
import { DEFAULT_EXPLORATION_FLOOR, DEFAULT_REWEIGH_EVERY, hoursOf } from '../../src/experiments/schema.ts';
import { peekingReport, peekingSettingsFor, simulatePeeking } from '../../src/experiments/peeking-simulation.ts';
import { formatExperimentResult, formatMetricResults } from '../../src/experiments/results-table.ts';
import { DataDirLockedError } from '../../supabase/embedded/lock.ts';
import { loadPlans } from './plans.ts';
import { simulateRun, trueRate } from './simulate.ts';
import { type CountsSource, NoDatabaseError, openCountsSource } from './sources.ts';

/**
 * `npm run experiments [-- --dir experiments] [--simulate N [--seed S]] [--peeking [N]]`: one
 * table per experiment file, from the site's database, or from a simulated run of N visitors per
 * experiment in a throwaway one; --peeking prints, per file, how many of N A/A experiments at its
 * traffic a daily look would call a winner, by the fixed-horizon and the always-valid p-value;
 * --bandit simulates a bandit against an equal split; --reweigh works every running bandit's
 * weights out now and records them (what the router does on its cadence).
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

const usage = 'npm run experiments -- [--dir DIR] [--simulate N [--seed S]] [--peeking [N]] [--bandit [RUNS]] [--reweigh]';

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

function bandits(plans: ExperimentPlan[], runs: number, seed: number, io: Output): number {
  const settings = [
    { title: 'Bandit (defaults)', everyHours: hoursOf(DEFAULT_REWEIGH_EVERY), floor: DEFAULT_EXPLORATION_FLOOR },
    ...plans.flatMap((plan) => (plan.bandit ? [{ title: plan.id, ...plan.bandit }] : [])),
  ];
  for (const { title, everyHours, floor } of settings) {
    io.out(`${banditReport(title, simulateBandit({ ...STANDARD_BANDIT_SCENARIO, runs, everyHours, floor, seed }))}\n`);
  }
  return 0;
}

/** In the file's order of arms (jsonb keeps an object's keys in its own order). */
const weightsText = (plan: ExperimentPlan, weights: Record<string, number>) =>
  plan.arms
    .filter((arm) => typeof weights[arm.name] === 'number')
    .map((arm) => `${arm.name} ${weights[arm.name]!.toFixed(2)}%`)
    .join(', ');

/** Whether a plan splits traffic on this UTC day (dates whole days, both included, as the router reads them). */
const runningOn = (plan: ExperimentPlan, today: string) => (!plan.start || plan.start <= today) && (!plan.end || today <= plan.end);

async function withSource(io: Output, env: Record<string, string | undefined>, use: (source: CountsSource) => Promise<number>): Promise<number> {
  let source: CountsSource;
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
    return await use(source);
  } finally {
    await source.close();
  }
}

async function fromDatabase(plans: ExperimentPlan[], dir: string, io: Output, env: Record<string, string | undefined>): Promise<number> {
  if (!plans.length) {
    io.out(`No experiment files in ${dir}/.`);
    return 0;
  }
  return withSource(io, env, async (source) => {
    io.out(`Counts from ${source.describe}.`);
    for (const plan of plans) {
      const counts = new Map<Goal, CountedArm[]>();
      for (const goal of goalsToCount(plan)) counts.set(goal, await source.armCounts({ ...plan, goal }));
      io.out(`\n${formatExperimentResult(experimentResult(plan, counts.get(plan.goal) ?? []))}`);
      const watched = watchedMetrics(plan);
      if (watched.length) {
        const amounts = watched.some(({ metric }) => metric === 'paid-amount') ? await source.armAmounts(plan) : [];
        io.out(formatMetricResults(metricResults(plan, { counts, amounts })));
      }
      if (!isBandit(plan)) continue;
      // Never due before 1970: the newest weights only, no counts worked out.
      const { latest } = await source.bandit.state(plan, new Date(0));
      io.out(
        latest
          ? `Weights now: ${weightsText(plan, latest.weights)} (recorded ${latest.at}).`
          : 'No weights recorded yet: the router records the first when the first visitor arrives.',
      );
    }
    return 0;
  });
}

async function reweighAll(plans: ExperimentPlan[], io: Output, env: Record<string, string | undefined>, now: Date): Promise<number> {
  const banditPlans = plans.filter(isBandit);
  if (!banditPlans.length) {
    io.out('No bandit experiments (type: bandit) to reweigh.');
    return 0;
  }
  return withSource(io, env, async (source) => {
    const today = now.toISOString().slice(0, 10);
    for (const plan of banditPlans) {
      if (!runningOn(plan, today)) {
        io.out(`${plan.id}: not running on ${today}; left as it is.`);
        continue;
      }
      // Always due: the newest weights and the counts they are worked out from.
      const state = await source.bandit.state(plan, new Date(now.getTime() + 1));
      const recorded = await reweigh(source.bandit, plan, state.latest?.at ?? null, now, state.counts ?? []);
      io.out(`${plan.id}: ${weightsText(plan, recorded.weights)} (recorded ${recorded.at}).`);
    }
    return 0;
  });
}

export async function runExperimentsCli(
  args: string[],
  env: Record<string, string | undefined>,
  io: Output,
  now: () => Date = () => new Date(),
): Promise<number> {
  let values: { dir?: string; simulate?: string; seed?: string; peeking?: boolean; bandit?: boolean; reweigh?: boolean };
  let rest: string[];
  try {
    ({ values, positionals: rest } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        dir: { type: 'string' },
        simulate: { type: 'string' },
        seed: { type: 'string' },
        peeking: { type: 'boolean' },
        bandit: { type: 'boolean' },
        reweigh: { type: 'boolean' },
      },
    }));
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}. Usage: ${usage}`);
    return 2;
  }
  const experiments = values.peeking ? Number(rest[0] ?? 2000) : undefined;
  if (rest.length > (values.peeking || values.bandit ? 1 : 0) || (experiments !== undefined && !(Number.isInteger(experiments) && experiments > 0))) {
    io.err(`--peeking takes a number of A/A experiments (a whole number above 0). Usage: ${usage}`);
    return 2;
  }
  const banditRuns = values.bandit ? Number(rest[0] ?? STANDARD_BANDIT_SCENARIO.runs) : undefined;
  if (banditRuns !== undefined && !(Number.isInteger(banditRuns) && banditRuns > 0)) {
    io.err(`--bandit takes a number of simulated runs (a whole number above 0). Usage: ${usage}`);
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
  if (banditRuns !== undefined) return bandits(plans, banditRuns, seed, io);
  if (values.reweigh) return reweighAll(plans, io, env, now());
  return visitors === undefined ? fromDatabase(plans, dir, io, env) : simulate(plans, visitors, seed, io);
}

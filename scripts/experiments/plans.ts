import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import type { ExperimentPlan } from '../../src/experiments/results.ts';
import { banditSettingsOf, experimentSchema } from '../../src/experiments/schema.ts';

/**
 * The experiment files the report covers, read with the one schema validation uses. The report
 * does not repeat validation's file:line:col messages: a file that does not parse is named, with
 * the command that explains it, and skipped.
 */
export interface LoadedPlans {
  plans: ExperimentPlan[];
  skipped: string[];
}

export function loadPlans(dir: string): LoadedPlans {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .sort();
  } catch {
    return { plans: [], skipped: [] };
  }
  const plans: ExperimentPlan[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    let data: unknown;
    try {
      data = parse(readFileSync(join(dir, file), 'utf8'));
    } catch {
      data = undefined;
    }
    const parsed = experimentSchema.safeParse(data);
    if (!parsed.success) {
      skipped.push(`${join(basename(dir), file)} is not valid (npm run validate says why); skipped.`);
      continue;
    }
    const { route, goal, arms, start, end, minimumDetectableEffect, baselineRate, dailyVisitors, secondaryGoals, guardrails } = parsed.data;
    const bandit = banditSettingsOf(parsed.data);
    plans.push({
      id: file.slice(0, -'.yaml'.length),
      route,
      goal,
      arms: arms.map(({ name, weight, control }) => ({ name, weight, control })),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      minimumDetectableEffect,
      baselineRate,
      ...(dailyVisitors ? { dailyVisitors } : {}),
      ...(bandit ? { bandit } : {}),
      ...(secondaryGoals?.length ? { secondaryGoals } : {}),
      ...(guardrails?.length ? { guardrails } : {}),
    });
  }
  return { plans, skipped };
}

/**
 * `npm run test:mutation [-- module…]`: Stryker on each named module of scripts/mutation/modules.ts
 * (all of them without a name), one after another, each against its own tests only; then a line
 * per module with its mutation score and wall time. Reports land in reports/mutation/<module>.html.
 * Exits 1 when a module scores under 85% (issue 24) or Stryker fails. docs/developers/mutation-testing.md.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mutationModules } from './mutation/modules.ts';

const GOAL = 85;
const known = Object.keys(mutationModules);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}; the modules are ${known.join(', ')}`);
  process.exit(2);
}

interface Mutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

/** Killed and timed-out mutants over all that ran or went untested, as Stryker counts its score. */
function scoreOf(name: string): { score: number; survived: number; total: number } {
  const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8')) as Report;
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const detected = mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  const undetected = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage').length;
  return { score: (100 * detected) / (detected + undetected), survived: undetected, total: mutants.length };
}

const lines: string[] = [];
let failed = false;
for (const name of asked.length > 0 ? asked : known) {
  const started = Date.now();
  const run = spawnSync('stryker', ['run', 'stryker.config.mjs'], { stdio: 'inherit', env: { ...process.env, LANDFALL_MUTATION_MODULE: name } });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) {
    failed = true;
    lines.push(`${name}: Stryker failed (exit ${run.status ?? run.signal}) after ${seconds} s`);
    continue;
  }
  const { score, survived, total } = scoreOf(name);
  if (score < GOAL) failed = true;
  lines.push(`${name}: ${score.toFixed(2)}% of ${total} mutants, ${survived} undetected, ${seconds} s`);
}
console.log(`\nMutation scores (goal ${GOAL}%):\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);

/** npm run experiments: the results table of every experiment (scripts/experiments/cli.ts). */
import { runExperimentsCli } from './experiments/cli.ts';

process.exitCode = await runExperimentsCli(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});

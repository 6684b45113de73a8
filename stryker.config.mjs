// @ts-check
import { mutationModules } from './scripts/mutation/modules.ts';

/**
 * Stryker for one module of scripts/mutation/modules.ts, named by LANDFALL_MUTATION_MODULE;
 * `npm run test:mutation [-- name…]` sets it and runs each module in turn (docs/developers/mutation-testing.md).
 * No TypeScript checker: @stryker-mutator/typescript-checker drives the compiler API, which the
 * native TypeScript 7 does not have, so a mutant that would not compile runs and is killed by the
 * tests (or times out) instead of being skipped as a compile error.
 */
const name = process.env.LANDFALL_MUTATION_MODULE ?? '';
const module = mutationModules[/** @type {keyof typeof mutationModules} */ (name)];
if (!module) throw new Error(`LANDFALL_MUTATION_MODULE must be one of ${Object.keys(mutationModules).join(', ')}; got "${name}"`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: module.mutate,
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the tsconfig's extends and references for its sandbox through the compiler
  // API, which TypeScript 7 lacks; this project's tsconfig has neither, so nothing is to rewrite.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  cleanTempDir: true,
  thresholds: { high: 85, low: 70, break: null },
};

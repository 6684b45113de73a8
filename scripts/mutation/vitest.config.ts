import { configDefaults, defineConfig } from 'vitest/config';
import { mutationModules } from './modules.ts';

/**
 * The unit project's settings for one mutation module (LANDFALL_MUTATION_MODULE), including only
 * that module's tests. Without the dev-site plugins of vite.config.ts: these tests are plain .ts
 * against plain functions, and Stryker restarts vitest often enough that their start-up counts.
 */
const name = process.env.LANDFALL_MUTATION_MODULE ?? '';
const module = mutationModules[name as keyof typeof mutationModules];
if (!module) throw new Error(`LANDFALL_MUTATION_MODULE must be one of ${Object.keys(mutationModules).join(', ')}; got "${name}"`);

export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    root: new URL('../..', import.meta.url).pathname,
    include: module.tests,
    exclude: configDefaults.exclude,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});

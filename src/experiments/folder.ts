import { resolve } from 'node:path';

/**
 * The experiments folder that goes with a variants folder: LANDFALL_EXPERIMENTS_DIR when set (as
 * `npm run validate -- --experiments DIR`), else the project's own `experiments/`, which belongs
 * to its own variants only (another variants folder is another site, with none).
 */
export function experimentsDirFor(root: string, variantsDir?: string): string | undefined {
  if (process.env.LANDFALL_EXPERIMENTS_DIR) return resolve(process.env.LANDFALL_EXPERIMENTS_DIR);
  return !variantsDir || resolve(variantsDir) === resolve(root, 'variants') ? resolve(root, 'experiments') : undefined;
}

import { cpSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthorError } from '../../../src/engine/errors';
import { loadSite } from '../../../src/site/engine';
import { loadExperiments } from '../../../src/experiments/load';
import { variantNamesOf } from '../../../src/experiments/build-output';
import { makeVariantsDir, repoRoot, tempDir } from '../engine/variants-dir';

/**
 * The real site with a fixture folder laid over it: the folder's experiment files make the
 * experiments folder (the real experiments are left out), and its `variants/` join the variants.
 */
export function siteWith(fixture: string) {
  const variantsDir = makeVariantsDir([], { withRealVariants: true });
  const experimentsDir = tempDir('experiments');
  for (const name of readdirSync(fixture)) {
    const path = join(fixture, name);
    if (name === 'variants' && statSync(path).isDirectory()) cpSync(path, variantsDir, { recursive: true });
    else cpSync(path, join(experimentsDir, name));
  }
  return { variantsDir, experimentsDir };
}

/** Every author error of the site with `fixture` laid over it: the variants' and the experiments'. */
export function errorsWith(fixture: string): AuthorError[] {
  const { variantsDir, experimentsDir } = siteWith(fixture);
  const site = loadSite({ root: repoRoot, variantsDir });
  const tested = loadExperiments({ root: repoRoot, experimentsDir, pages: site.pages, variantNames: variantNamesOf(site) });
  return [...site.errors, ...tested.errors];
}

/** A folder of experiment files written by the test itself. */
export function experimentsDirWith(files: Record<string, string>): string {
  const dir = tempDir('experiments');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

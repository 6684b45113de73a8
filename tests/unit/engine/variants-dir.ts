import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
// Registered while the importing test file is collected, so it runs when that file ends.
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed when the test file that made it has finished. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `landfall-${prefix}-`));
  made.push(dir);
  return dir;
}

export const repoRoot = join(import.meta.dirname, '../../..');
export const fixtures = join(repoRoot, 'tests/fixtures');

/**
 * A throwaway variants folder: the real site and catalogue settings, the test snippets,
 * the valid fixture pages, and whatever extra files a test names.
 */
export function makeVariantsDir(extra: string[] = [], { withRealVariants = false } = {}): string {
  const dir = tempDir('variants');
  mkdirSync(join(dir, '_shared'));
  const realShared = join(repoRoot, 'variants/_shared');
  const sharedFiles = withRealVariants ? readdirSync(realShared) : ['site.yaml', 'products.yaml', 'dialogs.yaml'];
  for (const f of sharedFiles) copyFileSync(join(realShared, f), join(dir, '_shared', f));
  copyFileSync(join(fixtures, 'shared/snippets.yaml'), join(dir, '_shared/snippets.yaml'));
  if (withRealVariants) {
    for (const f of readdirSync(join(repoRoot, 'variants')).filter((f) => f.endsWith('.yaml'))) {
      copyFileSync(join(repoRoot, 'variants', f), join(dir, f));
    }
  }
  for (const f of readdirSync(join(fixtures, 'valid'))) copyFileSync(join(fixtures, 'valid', f), join(dir, f));
  for (const path of extra) copyFileSync(path, join(dir, path.split('/').pop()!));
  return dir;
}

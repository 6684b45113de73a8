import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One direction between the browser and the servers (docs/developers/architecture.md, "Where the
 * backend lives"): what pages and the studio run (src/, examples/) never imports from a server
 * folder (scripts/, supabase/); rules both sides keep are in src/contract/, which the servers
 * import. The Edge Functions deploy only supabase/functions/, so they import nothing outside it
 * (the file rule and the catalogue reach them as generated copies).
 */
const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string, { tests = false } = {}): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, { tests });
    if (!/\.tsx?$/.test(name)) return [];
    return tests || !/\.(test|test-d|stories)\.tsx?$|\/e2e\//.test(path) ? [path] : [];
  });
}

const importPattern = /\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** Every relative import of the files, as `file → target`, both relative to the repository. */
function importsOf(files: string[]): { from: string; to: string }[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importPattern)].map((m) => ({
      from: relative(root, file),
      to: relative(root, resolve(dirname(file), m[1] ?? m[2] ?? m[3] ?? '')),
    })),
  );
}

const browserFiles = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'examples')).filter((f) => !f.includes('/e2e/'))];

describe('where the backend lives', () => {
  it('finds the browser code and the functions it checks', () => {
    expect(browserFiles.length).toBeGreaterThan(300);
    expect(existsSync(join(root, 'src/contract/file-rule.ts'))).toBe(true);
  });

  it('browser code (src/, examples/) imports nothing from a server folder (was: the file rule from supabase/functions/_shared/)', () => {
    const crossings = importsOf(browserFiles)
      .filter(({ to }) => /^(scripts|supabase)\//.test(to))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(crossings).toEqual([]);
  });

  it('the Edge Functions import only what deploys with them, under supabase/functions/', () => {
    const outside = importsOf(sourceFiles(join(root, 'supabase/functions'), { tests: true }))
      .filter(({ to }) => !to.startsWith('supabase/functions/'))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(outside).toEqual([]);
  });
});

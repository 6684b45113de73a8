import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './engine/variants-dir';

/**
 * The Edge Functions run on Supabase with the npm packages their deno.json files and `npm:`
 * imports name, and in the embedded Node server with package.json's. `deno check` (npm test's
 * 'types check (Deno functions)') proves each set type-checks; this pins them to one version, so
 * the code the tests run is the code that deploys, and a `@2` range cannot drift on deploy day.
 */
const functionsDir = join(repoRoot, 'supabase/functions');
const nodeVersions: Record<string, string> = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).dependencies;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Every `npm:name@version` specifier in the functions' deno.json imports and source files. */
const npmSpecifiers = filesUnder(functionsDir)
  .filter((file) => /\.(ts|json)$/.test(file))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/npm:((?:@[\w.-]+\/)?[\w.-]+)@([^'"\s/]+)/g)].map(([, name, version]) => ({
      where: relative(repoRoot, file),
      name: name ?? '',
      version,
    })),
  );

describe('npm packages of the Edge Functions', () => {
  it('finds the imports it pins', () => {
    expect(new Set(npmSpecifiers.map((s) => s.name))).toEqual(new Set(['zod', '@supabase/supabase-js']));
  });

  it.each(npmSpecifiers)('$where: npm:$name@$version is the exact version package.json installs', ({ name, version }) => {
    expect(version).toBe(nodeVersions[name]);
  });
});

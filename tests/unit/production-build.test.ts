import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeVariantsDir, repoRoot, tempDir } from './engine/variants-dir';

const tsxCli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

/** `npm run build` on a small variants folder, in its own process, as a developer starts it. */
function build(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string; outDir: string }> {
  const outDir = tempDir('production-build');
  // Vitest sets NODE_ENV=test; a developer's shell usually has none.
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [tsxCli, 'scripts/build.ts', '--variants', makeVariantsDir(), '--out', outDir], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (status) => done({ status, stdout, stderr, outDir }));
  });
}

describe('npm run build and React', () => {
  it('does not render pages with React development builds when NODE_ENV is unset', async () => {
    const result = await build({});
    expect(result.stderr).not.toContain('development build');
    expect(result.stdout).toMatch(/✓ prerendered \d+ routes/);
    expect(result.status).toBe(0);
    expect(readdirSync(result.outDir).filter((file) => file.endsWith('.html')).length).toBeGreaterThan(0);
  });

  it('refuses to finish, naming the files, when a development build of React was loaded anyway', async () => {
    // Preloaded before scripts/production-react.ts can set NODE_ENV, as an instrumentation hook might.
    const result = await build({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require react`.trim() });
    expect(result.stderr).toContain("✗ React's development build rendered these pages (react/cjs/react.development.js");
    expect(result.stdout).not.toContain('✓ prerendered');
    expect(result.status).toBe(1);
  });
});

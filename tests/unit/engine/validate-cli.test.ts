import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/engine/errors';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';

const tsxCli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

function validate(...args: string[]) {
  const run = spawnSync(process.execPath, [tsxCli, 'scripts/validate.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run validate', () => {
  it('exits 0 with a one-line summary when every variant is valid', () => {
    const result = validate('--dir', makeVariantsDir());
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toMatch(/^✓ \d+ variants valid\.$/);
    expect(result.status).toBe(0);
  });

  it('prints every problem as file:line:col path: message and exits 1', () => {
    const dir = makeVariantsDir([join(fixtures, 'invalid/unknown-key.yaml'), join(fixtures, 'invalid/bad-extends.yaml')]);
    const result = validate('--dir', dir);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toContain('variants/unknown-key.yaml:13:5 blocks[0].sectons: Unknown key "sectons". Did you mean "sections"?');
    expect(lines).toContain('variants/bad-extends.yaml:2:10 extends: No variant "bse" to extend. Did you mean "base"?');
    expect(lines.at(-1)).toBe('3 problems found.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('printed no hint: the catalogue explained each code and nothing showed it (was: only the lines)', () => {
    const dir = makeVariantsDir([
      join(fixtures, 'invalid/unknown-key.yaml'),
      join(fixtures, 'invalid/misspelt-key.yaml'),
      join(fixtures, 'invalid/bad-extends.yaml'),
    ]);
    const lines = validate('--dir', dir).stderr.split('\n');
    const hints = lines.filter((line) => line.startsWith('  '));
    // Three UnknownKey lines and one UnknownExtends line: each code's hint once, after every line.
    expect(hints).toEqual([`  UnknownExtends: ${errorCodes.UnknownExtends}`, `  UnknownKey: ${errorCodes.UnknownKey}`]);
    expect(lines.indexOf(hints[0]!)).toBe(lines.filter((line) => line.startsWith('variants/')).length);
  });

  it('checks only the named files when given some', () => {
    const dir = makeVariantsDir([join(fixtures, 'invalid/unknown-key.yaml')]);
    writeFileSync(join(dir, 'extra.yaml'), '# yaml-language-server: $schema=../schemas/variant.schema.json\nextends: base\nroute: /extra\n');
    expect(validate('--dir', dir, 'variants/extra.yaml').status).toBe(0);
    expect(validate('--dir', dir, 'variants/unknown-key.yaml').status).toBe(1);
  });
});

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileName, lockHolder } from '../../../scripts/backend/lock.ts';
import { repoRoot } from '../engine/variants-dir';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'landfall-lock-'));
  dirs.push(dir);
  return join(dir, 'db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs an npm script's entry point in a child process with this data directory. */
function runChild(script: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script], { cwd: repoRoot, env: { ...process.env, LANDFALL_DATA_DIR: dataDir, PORT: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the data directory lock', () => {
  it('refuses a second process and names the one holding the folder', async () => {
    const dataDir = tempDataDir();
    const release = lockDataDir(dataDir);
    try {
      const server = await runChild('scripts/backend/serve.ts', dataDir);
      expect(server.code).toBe(1);
      expect(server.output).toContain(`is in use by process ${process.pid}`);
      expect(server.output).toContain('set LANDFALL_DATA_DIR to another folder');

      writeFileSync(join(dataDir, 'keep.txt'), 'data');
      const reset = await runChild('scripts/backend/reset.ts', dataDir);
      expect(reset.code).toBe(1);
      expect(reset.output).toContain(`is in use by process ${process.pid}`);
      expect(existsSync(join(dataDir, 'keep.txt'))).toBe(true);
    } finally {
      release();
    }
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
    const reset = await runChild('scripts/backend/reset.ts', dataDir);
    expect(reset.code).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDataDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    lockDataDir(dataDir)();
    writeFileSync(join(dataDir, lockFileName), String(deadPid));
    expect(lockHolder(dataDir)).toBeUndefined();
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, lockFileName), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('names the live holder in the error', () => {
    const dataDir = tempDataDir();
    lockDataDir(dataDir)();
    // pid 1 is always alive; the lock must not be stolen from it.
    writeFileSync(join(dataDir, lockFileName), '1');
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow('is in use by process 1');
  });
});

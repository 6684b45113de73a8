import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockDirName, lockHolder } from '../../../supabase/embedded/lock.ts';
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

/** A pid that belonged to a process which has exited. */
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());

/** What a process that died holding the folder leaves behind. */
function leaveStaleLock(dataDir: string, pid: number) {
  mkdirSync(join(dataDir, lockDirName), { recursive: true });
  writeFileSync(join(dataDir, lockDirName, String(pid)), '');
}

/**
 * A real process that loads lock.ts, says "ready", and for each folder named on its stdin takes
 * that folder's lock, printing "won" or "refused". It keeps every lock it won until it exits, so
 * a loser cannot win later: each line is one simultaneous race. One process serves all trials.
 */
const racer = `
const { lockDataDir } = await import(process.argv[1]);
let pending = '';
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\\n');
  pending = lines.pop();
  for (const dataDir of lines) {
    try { lockDataDir(dataDir); console.log('won'); }
    catch (error) { console.log(error.name === 'DataDirLockedError' ? 'refused' : 'error ' + error.message); }
  }
});
process.stdin.on('end', () => process.exit(0));
console.log('ready');
`;

function startRacer(): { child: ChildProcessWithoutNullStreams; line: (n: number) => Promise<string> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', racer, join(repoRoot, 'supabase/embedded/lock.ts')]);
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
    for (const wake of waiting.splice(0)) wake();
  });
  child.stderr.on('data', (chunk: Buffer) => lines.push(`stderr ${chunk.toString()}`));
  const line = (n: number): Promise<string> =>
    lines.length > n ? Promise.resolve(lines[n] ?? '') : new Promise<void>((wake) => waiting.push(wake)).then(() => line(n));
  return { child, line };
}

describe('the data directory lock', () => {
  it('refuses a second process and names the one holding the folder', async () => {
    const dataDir = tempDataDir();
    const release = lockDataDir(dataDir);
    try {
      const server = await runChild('supabase/embedded/serve.ts', dataDir);
      expect(server.code).toBe(1);
      expect(server.output).toContain(`is in use by process ${process.pid}`);
      expect(server.output).toContain('set LANDFALL_DATA_DIR to another folder');

      writeFileSync(join(dataDir, 'PG_VERSION'), '18');
      const reset = await runChild('supabase/embedded/reset.ts', dataDir);
      expect(reset.code).toBe(1);
      expect(reset.output).toContain(`is in use by process ${process.pid}`);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      release();
    }
    expect(existsSync(join(dataDir, lockDirName))).toBe(false);
    const reset = await runChild('supabase/embedded/reset.ts', dataDir);
    expect(reset.code).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('backend:reset refuses a folder that is not a database (LANDFALL_DATA_DIR pointed elsewhere)', async () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'thesis.txt'), 'not a database');
    const reset = await runChild('supabase/embedded/reset.ts', dataDir);
    expect(reset.code).toBe(1);
    expect(reset.output).toContain('does not look like a database folder');
    expect(existsSync(join(dataDir, 'thesis.txt'))).toBe(true);
  });

  it('takes over a lock left by a process that died', () => {
    const dataDir = tempDataDir();
    const pid = deadPid();
    leaveStaleLock(dataDir, pid);
    expect(lockHolder(dataDir)).toBeUndefined();
    const release = lockDataDir(dataDir);
    expect(readdirSync(join(dataDir, lockDirName))).toEqual([String(process.pid)]);
    expect(lockHolder(dataDir)).toBe(process.pid);
    release();
    expect(lockHolder(dataDir)).toBeUndefined();
  });

  it('names the live holder in the error', () => {
    const dataDir = tempDataDir();
    // pid 1 is always alive; the lock must not be stolen from it.
    leaveStaleLock(dataDir, 1);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow('is in use by process 1');
  });

  it('respects a live pid in the landfall.pid file of earlier versions', () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'landfall.pid'), '1');
    expect(() => lockDataDir(dataDir)).toThrow('is in use by process 1');
  });

  // Was: the stale lock was removed and re-created, and two racers both did that (3 of 30 trials).
  it('gives a stale lock to exactly one of three processes racing for it, in each of 30 trials (was: two won)', async () => {
    const pid = deadPid();
    const racers = [startRacer(), startRacer(), startRacer()];
    const winners: number[] = [];
    try {
      expect(await Promise.all(racers.map((r) => r.line(0)))).toEqual(['ready', 'ready', 'ready']);
      for (let trial = 1; trial <= 30; trial++) {
        const dataDir = tempDataDir();
        leaveStaleLock(dataDir, pid);
        for (const r of racers) r.child.stdin.write(`${dataDir}\n`);
        const results = await Promise.all(racers.map((r) => r.line(trial)));
        expect(results.filter((result) => !['won', 'refused'].includes(result))).toEqual([]);
        winners.push(results.filter((result) => result === 'won').length);
      }
    } finally {
      for (const r of racers) r.child.stdin.end();
      await Promise.all(racers.map((r) => new Promise((resolve) => (r.child.exitCode === null ? r.child.once('close', resolve) : resolve(null)))));
    }
    expect(winners).toEqual(Array.from({ length: 30 }, () => 1));
  });
});

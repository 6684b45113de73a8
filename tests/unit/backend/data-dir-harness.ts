import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callRpc, openDatabase } from '../../../supabase/embedded/database.ts';
import { repoRoot } from '../engine/variants-dir';

const founder = { phone: '+44 (20) 7946-0958', countryCode: '+44', country: 'GB' };

/** A real data folder with three applications in it, closed cleanly; `filepath` is founder_applications' file. */
export async function makeTemplate(): Promise<{ root: string; dataDir: string; filepath: string }> {
  const root = mkdtempSync(join(tmpdir(), 'landfall-datadir-'));
  const dataDir = join(root, 'template');
  const db = await openDatabase({ dataDir });
  for (const [index, letter] of ['a', 'b', 'c'].entries()) {
    const body = { ...founder, name: `Visitor ${letter}`, email: `visitor-${letter}@example.com` };
    const result = await callRpc(db, 'submit_founder_application', body, { role: 'anon', headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } });
    if (result.status !== 200) throw new Error(`template insert failed: ${JSON.stringify(result.body)}`);
  }
  const { rows } = await db.query<{ path: string }>("select pg_relation_filepath('founder_applications') as path");
  await db.close();
  return { root, dataDir, filepath: rows[0]?.path ?? '' };
}

export function copyFolder(from: string, to: string): string {
  cpSync(from, to, { recursive: true });
  return to;
}

/** Every entry under a folder: path, kind, mode, and for files size and SHA-1. */
export function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    const path = join(dir, relative);
    const stat = lstatSync(path);
    const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
    if (stat.isDirectory()) {
      out.push(`${relative}/ ${mode}`);
      for (const name of readdirSync(path).sort()) walk(relative ? join(relative, name) : name);
    } else {
      out.push(`${relative} ${mode} ${stat.size} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`);
    }
  };
  walk('');
  return out;
}

/**
 * Runs an npm script's entry point in a child process with these variables. A script that should
 * have refused but keeps serving is stopped (with the whole process group npx starts) after
 * `limitMs`, and reported as `code: null`.
 */
export function runScript(script: string, env: Record<string, string>, limitMs = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script], { cwd: repoRoot, env: { ...process.env, PORT: '0', ...env }, detached: true });
    const limit = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), limitMs);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/embedded/database.ts';
import { filesDir } from '../../../supabase/embedded/lead-file-storage.ts';
import { spawnBackend } from '../../../supabase/embedded/load.ts';
import { lockDataDir } from '../../../supabase/embedded/lock.ts';
import { repoRoot } from '../engine/variants-dir';
import { anonKey } from './http-harness';
import { MB10, samples, upload } from './lead-files-harness';

const stateDir = mkdtempSync(join(tmpdir(), 'landfall-upload-kill-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

/** Starts a 10 MB upload, sends 4 MB of it and resolves once the server's socket has taken them. */
function halfUpload(url: string): Promise<{ failed: Promise<unknown> }> {
  const req = request(`${url}/functions/v1/lead-files?name=survey.png`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/octet-stream', 'Content-Length': MB10 },
  });
  const failed = new Promise((resolve) => {
    req.on('error', resolve);
    req.on('response', resolve);
  });
  return new Promise((resolve) => {
    const piece = samples.png(256 * 1024);
    let sent = 0;
    const more = () => {
      while (sent < 4 * 1024 * 1024) {
        sent += piece.byteLength;
        if (!req.write(piece)) return void req.once('drain', more);
      }
      resolve({ failed });
    };
    more();
  });
}

describe('a server killed in the middle of an upload', () => {
  it('leaves no row and no file of it, keeps the finished one, and deletes leftovers when it starts again', async () => {
    const dataDir = join(stateDir, 'db');
    const first = await spawnBackend(repoRoot, dataDir);
    const kept = await upload(first.url, samples.pdf(), 'deed.pdf');
    expect(kept.status).toBe(200);

    const { failed } = await halfUpload(first.url);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    expect(await failed).toBeInstanceOf(Error); // the visitor's upload failed: it was not answered

    // What a kill at another instant leaves: a temporary file mid-write, a renamed file whose row was never written.
    writeFileSync(join(filesDir(dataDir), '.tmp-0123456789abcdef01234567'), samples.png(1024));
    writeFileSync(join(filesDir(dataDir), randomUUID()), samples.png(1024));

    const second = await spawnBackend(repoRoot, dataDir);
    expect((await upload(second.url, samples.csv(), 'after.csv')).status).toBe(200);
    process.kill(second.pid, 'SIGTERM');
    await second.exited;

    const release = lockDataDir(dataDir);
    const db = await openDatabase({ dataDir });
    try {
      const files = await db.query<{ name: string; path: string; linked: boolean }>(
        'select name, path, partnership_application_id is not null as linked from public.lead_files order by name',
      );
      expect(files.rows.map(({ name, linked }) => ({ name, linked }))).toEqual([
        { name: 'after.csv', linked: false },
        { name: 'deed.pdf', linked: false },
      ]);
      const objects = await db.query<{ name: string }>("select name from storage.objects where bucket_id = 'lead-files' order by name");
      const paths = files.rows.map((row) => row.path).sort();
      expect(objects.rows.map((row) => row.name)).toEqual(paths);
      expect(readdirSync(filesDir(dataDir)).sort()).toEqual(paths);
    } finally {
      await db.close();
      release();
    }
  }, 240_000);
});

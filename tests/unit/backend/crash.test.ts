import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/embedded/database.ts';
import { burst, spawnBackend } from '../../../supabase/embedded/load.ts';
import { lockDataDir } from '../../../supabase/embedded/lock.ts';
import { repoRoot } from '../engine/variants-dir';

const stateDir = mkdtempSync(join(tmpdir(), 'landfall-crash-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

describe('kill -9 in the middle of a burst', () => {
  it('loses no application that was answered 200', async () => {
    const dataDir = join(stateDir, 'db');
    const server = await spawnBackend(repoRoot, dataDir);
    let killed = false;
    const killAfter = 40;
    const result = await burst(server.url, 20, (accepted) => {
      // Kill while the other loops still have requests in flight.
      if (accepted >= killAfter && !killed) {
        killed = true;
        process.kill(server.pid, 'SIGKILL');
      }
      return killed;
    });
    await server.exited;
    expect(result.accepted.length).toBeGreaterThanOrEqual(killAfter);
    // Requests were in flight when the process died: the kill really was mid-burst.
    expect(result.failed).toBeGreaterThan(0);

    const release = lockDataDir(dataDir); // the dead server's lock is taken over
    const db = await openDatabase({ dataDir });
    try {
      const stored = await db.query<{ id: string }>('select id::text as id from founder_applications where id = any($1::uuid[])', [result.accepted]);
      const missing = result.accepted.filter((id) => !stored.rows.some((row) => row.id === id));
      expect(missing).toEqual([]);
    } finally {
      await db.close();
      release();
    }
  }, 180_000);
});

import { closeSync, openSync, readdirSync, readFileSync, rmSync, truncateSync, writeSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/embedded/database.ts';
import { startEmbeddedBackend } from '../../../supabase/embedded/embedded.ts';
import { mountBackend } from '../../../supabase/embedded/mount.ts';
import { DataDirDamagedError } from '../../../supabase/embedded/open-data-dir.ts';
import { copyFolder, listing, makeTemplate, runScript } from './data-dir-harness';

let template: Awaited<ReturnType<typeof makeTemplate>>;
let copies = 0;
beforeAll(async () => {
  template = await makeTemplate();
});
afterAll(() => rmSync(template.root, { recursive: true, force: true }));

const copyTemplate = () => copyFolder(template.dataDir, join(template.root, `copy-${++copies}`, 'db'));

function overwrite(file: string, bytes: Buffer, at = 0) {
  const fd = openSync(file, 'r+');
  writeSync(fd, bytes, 0, bytes.length, at);
  closeSync(fd);
}

const lastWalSegment = (dataDir: string) =>
  join(
    dataDir,
    'pg_wal',
    readdirSync(join(dataDir, 'pg_wal'))
      .filter((name) => /^[0-9A-F]{24}$/.test(name))
      .sort()
      .at(-1) ?? '',
  );

const damages: [string, (dataDir: string) => void, RegExp][] = [
  ['PG_VERSION removed', (dataDir) => rmSync(join(dataDir, 'PG_VERSION')), /no PG_VERSION/],
  ['pg_control truncated', (dataDir) => truncateSync(join(dataDir, 'global/pg_control'), 100), /global\/pg_control is 100 bytes/],
  ['a WAL segment truncated', (dataDir) => truncateSync(lastWalSegment(dataDir), 8192), /WAL segment pg_wal\/[0-9A-F]{24} is cut short/],
  [
    'a data page overwritten with garbage',
    (dataDir) => overwrite(join(dataDir, template.filepath), Buffer.alloc(8192, 0xa5)),
    /page is damaged \(base\/\d+\/\d+ block 0/,
  ],
  [
    'pg_control overwritten with garbage',
    (dataDir) => overwrite(join(dataDir, 'global/pg_control'), Buffer.alloc(8192, 0x5a)),
    /PostgreSQL stopped while opening it/,
  ],
];

describe('a damaged data folder', () => {
  // Was: PG_VERSION missing started an empty database over the old files; the others ended in
  // "RuntimeError: Aborted()" naming no folder, or answered visitors with file paths.
  it.each(damages)(
    'is refused, named with the remedy, and left exactly as it was: %s (was: replaced or Aborted())',
    async (_, damage, reason) => {
      const dataDir = copyTemplate();
      damage(dataDir);
      const before = listing(dataDir);
      const error: unknown = await openDatabase({ dataDir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirDamagedError);
      const message = error instanceof Error ? error.message : '';
      expect(message).toMatch(reason);
      expect(message).toContain(`The database folder ${dataDir} cannot be opened`);
      expect(message).toContain('Restore the folder from a backup');
      expect(message).toContain(`LANDFALL_DATA_DIR=${dataDir} npm run backend:reset`);
      expect(listing(dataDir)).toEqual(before);
    },
    30_000,
  );

  it('is refused by npm run backend with that message and no stack trace', async () => {
    const dataDir = copyTemplate();
    rmSync(join(dataDir, 'PG_VERSION'));
    const before = listing(dataDir);
    const run = await runScript('supabase/embedded/serve.ts', { LANDFALL_DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`The database folder ${dataDir} cannot be opened: it holds files but no PG_VERSION`);
    expect(run.output).not.toMatch(/^\s+at /m);
    expect(listing(dataDir)).toEqual(before);
  });

  it('left by a crash is refused once recovery shows a damaged page', async () => {
    // A copy taken while the database is open is what a kill -9 leaves: recovery runs on the next start.
    const source = copyTemplate();
    const db = await openDatabase({ dataDir: source });
    await db.exec('checkpoint');
    const crashed = copyFolder(source, join(template.root, 'crashed', 'db'));
    await db.close();
    expect(readFileSync(join(crashed, 'global/pg_control')).readInt32LE(16)).toBe(6); // DB_IN_PRODUCTION
    overwrite(join(crashed, template.filepath), Buffer.alloc(8192, 0xa5));
    await expect(openDatabase({ dataDir: crashed })).rejects.toThrow(/page is damaged .* beyond replaying its WAL after a crash/);
  });

  it('with only the lock in it is new: a database is created', async () => {
    const dataDir = join(template.root, 'fresh', 'db');
    const backend = await startEmbeddedBackend({ dataDir });
    try {
      expect((await backend.db.query('select count(*)::int as n from founder_applications')).rows).toEqual([{ n: 0 }]);
    } finally {
      await backend.close();
    }
  });
});

describe('error bodies', () => {
  it('say "Internal error" for a page damaged while running, with no file path (was: relation "base/5/16401")', async () => {
    const dataDir = copyTemplate();
    const backend = await startEmbeddedBackend({ dataDir });
    const server = createServer((req, res) => backend.handle(req, res));
    try {
      overwrite(join(dataDir, template.filepath), Buffer.alloc(8192, 0xa5));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/submit_founder_application`, {
        method: 'POST',
        headers: { apikey: 'anon', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Visitor d', email: 'visitor-d@example.com', phone: '+44 20 7946 0958', countryCode: '+44', country: 'GB' }),
      });
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ code: 'XX001', message: 'Internal error', details: null, hint: null });
      expect(text).not.toContain(template.filepath);
      expect(text).not.toContain(dataDir);
    } finally {
      server.close();
      await backend.close();
    }
  });

  it('from npm start / preview say the backend could not start, and only the terminal names the folder (was: the folder in the 503)', async () => {
    const dataDir = copyTemplate();
    rmSync(join(dataDir, 'PG_VERSION'));
    const logged: string[] = [];
    const middlewares: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void)[] = [];
    const previous = process.env.LANDFALL_DATA_DIR;
    process.env.LANDFALL_DATA_DIR = dataDir;
    try {
      // The two hooks vite gives a plugin, around a plain HTTP server.
      mountBackend({
        middlewares: { use: (fn) => middlewares.push(fn) },
        httpServer: null,
        config: { logger: { info: () => {}, error: (message) => logged.push(message) } },
        resolvedUrls: null,
      });
    } finally {
      if (previous === undefined) delete process.env.LANDFALL_DATA_DIR;
      else process.env.LANDFALL_DATA_DIR = previous;
    }
    const server = createServer((req, res) => middlewares[0]?.(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/live_offer_counts`, { method: 'POST', headers: { apikey: 'anon' }, body: '{}' });
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(JSON.parse(text)).toMatchObject({ code: 'LF503', message: 'The backend could not start; the server terminal says why.' });
      expect(text).not.toContain(dataDir);
      expect(logged.join('\n')).toContain(`The database folder ${dataDir} cannot be opened`);
    } finally {
      server.close();
    }
  });
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../../supabase/embedded/migrations';
import { declareSiteLocales } from '../../../supabase/embedded/site-locales';
import { PostgresDatabase } from './postgres-database';

/**
 * vitest globalSetup of the "postgres" project: a throwaway PostgreSQL cluster in a temporary
 * folder, reachable only through a Unix socket in that folder (no TCP port to collide with or
 * expose), with one migrated template database the tests copy. PGlite runs one call at a time;
 * this is where the SQL suite meets real concurrency.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresCluster: { socketDir: string; template: string };
  }
}

const TEMPLATE = 'landfall_template';
const INSTALL_HINT =
  'The SQL tests also run on a real PostgreSQL server (vitest project "postgres"). Install Debian\'s package ' +
  '`postgresql` (sudo apt-get install postgresql), or set LANDFALL_PG_BIN to a folder holding initdb and postgres.';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  try {
    await createTemplate(cluster.socketDir);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresCluster', { socketDir: cluster.socketDir, template: TEMPLATE });
  return cluster.stop;
}

/** The folder with initdb and postgres: LANDFALL_PG_BIN if set, else Debian's newest version, else PATH. */
export function postgresBin(env: NodeJS.ProcessEnv = process.env, debian = '/usr/lib/postgresql'): string {
  const hasBoth = (dir: string) => ['initdb', 'postgres'].every((name) => isExecutable(path.join(dir, name)));
  if (env.LANDFALL_PG_BIN) {
    if (hasBoth(env.LANDFALL_PG_BIN)) return env.LANDFALL_PG_BIN;
    throw new Error(`LANDFALL_PG_BIN=${env.LANDFALL_PG_BIN} holds no initdb and postgres. ${INSTALL_HINT}`);
  }
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = [...versions.map((v) => path.join(debian, v, 'bin')), ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)].find(hasBoth);
  if (!found) throw new Error(`No PostgreSQL found in ${debian}/*/bin or on PATH. ${INSTALL_HINT}`);
  return found;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * postgres refuses to run as root, and CI runs as root: there the cluster belongs to `nobody`.
 * A developer's own account runs it as itself.
 */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('Running as root, and there is no `nobody` user to run PostgreSQL as.');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface Cluster {
  socketDir: string;
  stop: () => Promise<void>;
}

/**
 * `durable`: commits wait for their WAL to reach the disk, as on a production server (the tests
 * skip that; the counting bench, scripts/bench-counting.ts, needs it: a row lock is held until
 * its commit is on disk, which is what makes a hot row slow).
 */
export async function startCluster({ durable = false }: { durable?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBin();
  const owner = clusterOwner();
  const dir = mkdtempSync(path.join(tmpdir(), 'landfall-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = path.join(dir, 'data');
  const as = owner ?? {};

  // C.UTF-8 with libc, as PGlite's own cluster: lower(), regex classes and sorting agree.
  const initdb = spawnSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], {
    ...as,
    encoding: 'utf8',
  });
  if (initdb.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (${initdb.error?.message ?? `exit ${initdb.status}`}):\n${initdb.stderr}`);
  }

  // Durability is worthless for a throwaway cluster; every connection of a race needs a slot.
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-k',
      dir,
      '-c',
      'listen_addresses=',
      '-c',
      'max_connections=300',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      '-c',
      'wal_level=minimal',
      '-c',
      'max_wal_senders=0',
    ],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // If vitest ends without its teardown (an error, Ctrl-C), the cluster goes with it.
  const killOnExit = () => {
    server.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { socketDir: dir, stop };
}

/** Resolves on the server's own "ready to accept connections"; rejects with its log if it exits. */
function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    server.stderr?.setEncoding('utf8');
    server.stderr?.on('data', (chunk: string) => {
      if (log.includes('ready to accept connections')) return;
      log += chunk;
      if (log.includes('ready to accept connections')) resolve();
    });
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`postgres exited (${code}) before accepting connections:\n${log}`)));
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGINT'); // fast shutdown: ends the sessions, no waiting for clients
  });
}

/** Bootstrap + every migration and the site's languages, once, into a template each test database is copied from. */
async function createTemplate(socketDir: string): Promise<void> {
  const admin = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE}`);
    const db = PostgresDatabase.connect({ host: socketDir, database: TEMPLATE });
    try {
      await migrate(db);
      await declareSiteLocales(db);
    } finally {
      await db.close();
    }
    // No one may connect to it from now on: a copy needs the template free of sessions.
    await admin.query(`alter database ${TEMPLATE} with is_template true allow_connections false`);
  } finally {
    await admin.end();
  }
}

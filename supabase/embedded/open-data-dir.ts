import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { resetCommand } from './data-dir.ts';
import { isLockEntry } from './lock.ts';
import { findDamagedPage } from './page-check.ts';

/**
 * Opens PGlite on a data folder without ever replacing or guessing at existing data. PGlite
 * alone runs initdb over any folder without PG_VERSION (an empty database over the old files)
 * and dies with `RuntimeError: Aborted()` on a truncated pg_control or WAL, naming nothing.
 */
export class DataDirDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
    { cause, recovered = false }: { cause?: unknown; recovered?: boolean } = {},
  ) {
    super(
      `The database folder ${dataDir} cannot be opened: ${reason}. The backend did not start and ` +
        (recovered ? 'changed nothing in the folder beyond replaying its WAL after a crash. ' : 'changed nothing in the folder. ') +
        `Restore the folder from a backup, or run \`${resetCommand(dataDir)}\` to delete it and start with an empty database ` +
        `(copy the folder elsewhere first if you may want to recover its data).`,
      { cause },
    );
    this.name = 'DataDirDamagedError';
  }
}

/** pg_control starts with system_identifier (8 bytes), two version numbers (4 + 4), then the state. */
const STATE_OFFSET = 16;
const SHUT_DOWN_CLEANLY = new Set([1, 2]); // DB_SHUTDOWNED, DB_SHUTDOWNED_IN_RECOVERY
const PG_CONTROL_SIZE = 8192;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** What is wrong with the folder's files before Postgres reads them, or undefined. */
function structuralProblem(dataDir: string): string | undefined {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return 'it holds files but no PG_VERSION, so it is not a complete PostgreSQL data folder';
  for (const folder of ['base', 'global', 'pg_wal']) {
    if (!existsSync(join(dataDir, folder))) return `its ${folder}/ folder is missing`;
  }
  const control = join(dataDir, 'global/pg_control');
  if (!existsSync(control)) return 'global/pg_control is missing';
  if (statSync(control).size !== PG_CONTROL_SIZE) return `global/pg_control is ${statSync(control).size} bytes instead of ${PG_CONTROL_SIZE}`;
  const segments = readdirSync(join(dataDir, 'pg_wal')).filter((name) => WAL_SEGMENT.test(name));
  if (segments.length === 0) return 'pg_wal/ holds no WAL segment';
  const sizes = segments.map((name) => statSync(join(dataDir, 'pg_wal', name)).size);
  const size = Math.max(...sizes);
  // Postgres fills a segment to its full size before using it; 1 MB to 1 GB, a power of two.
  const short = segments.find((_, index) => sizes[index] !== size || size < 2 ** 20 || (size & (size - 1)) !== 0);
  if (short) return `the WAL segment pg_wal/${short} is cut short`;
  return undefined;
}

function shutDownCleanly(dataDir: string): boolean {
  return SHUT_DOWN_CLEANLY.has(readFileSync(join(dataDir, 'global/pg_control')).readInt32LE(STATE_OFFSET));
}

/** Owner-only access: 0700 folders, 0600 files (PGlite's initdb writes 0666 files and 0755 folders). */
export function restrictModes(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? 0o700 : 0o600;
  if ((stat.mode & 0o777) !== wanted) chmodSync(path, wanted);
  if (stat.isDirectory()) for (const name of readdirSync(path)) restrictModes(join(path, name));
}

/**
 * Opens the folder, creating a database only if it is absent or holds nothing but our lock. A new
 * one starts as `image` (a migrated image) when given; an existing one never does.
 */
export async function openDataDir(dataDir: string, { image }: { image?: () => Promise<Blob> } = {}): Promise<PGlite> {
  const entries = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !isLockEntry(name)) : [];
  if (entries.length > 0) {
    const problem = structuralProblem(dataDir);
    if (problem) throw new DataDirDamagedError(dataDir, problem);
  }
  // After a crash pages may be torn until the WAL is replayed: check those after opening.
  const clean = entries.length > 0 && shutDownCleanly(dataDir);
  if (clean) {
    const page = findDamagedPage(dataDir);
    if (page) throw new DataDirDamagedError(dataDir, `a table or index page is damaged (${page})`);
  }

  const hadPidFile = existsSync(join(dataDir, 'postmaster.pid'));
  let db: PGlite;
  try {
    db = await PGlite.create(entries.length === 0 && image ? { dataDir, loadDataDir: await image() } : { dataDir });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (entries.length === 0) {
      // It was empty: leave it empty (but for our lock), so the next try starts clean.
      if (existsSync(dataDir))
        for (const name of readdirSync(dataDir).filter((entry) => !isLockEntry(entry))) rmSync(join(dataDir, name), { recursive: true, force: true });
      throw new Error(`Could not create a database in ${dataDir}: ${message}`, { cause: error });
    }
    // Postgres wrote its pid file before giving up; leave the folder as it was found.
    if (!hadPidFile) rmSync(join(dataDir, 'postmaster.pid'), { force: true });
    throw new DataDirDamagedError(dataDir, `PostgreSQL stopped while opening it (${message})`, { cause: error });
  }
  try {
    if (entries.length > 0 && !clean) {
      await db.exec('checkpoint');
      const page = findDamagedPage(dataDir);
      if (page) throw new DataDirDamagedError(dataDir, `a table or index page is damaged (${page})`, { recovered: true });
    }
    restrictModes(realpathSync(dataDir)); // the folder itself may be a symlink
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

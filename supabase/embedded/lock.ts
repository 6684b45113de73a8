import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has one connection and no lock of its own: two processes on one data directory would
 * corrupt it. A lock directory inside the data directory guards it, holding one entry named
 * after the holder's pid. A lock left by a process that died (kill -9, power loss) is taken
 * over, since nothing can still be writing.
 *
 * Every step is one atomic file-system call, so two processes racing for a stale lock cannot
 * both win (the old pid file was removed and re-created, and both racers could do that):
 * - taking: rename a private directory holding our entry onto the lock name; the kernel refuses
 *   when the lock directory exists and is not empty;
 * - clearing a stale holder: unlink its entry by name (`landfall.lock/<dead pid>`), which
 *   removes nothing once someone else's entry has replaced it, then rmdir, which fails unless
 *   the directory is still empty.
 */
export const lockDirName = 'landfall.lock';
/** The pid file earlier versions wrote; a live pid in it is still respected. */
const legacyPidFile = 'landfall.pid';

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  // Plain fields, not parameter properties: the lock tests run this file in Node without a compiler.
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${pid} (another npm start, npm run preview or npm run backend). ` +
        `Stop that process (kill ${pid}), or set LANDFALL_DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/** Names this module puts in a data directory: the lock, racers' private directories, the old pid file. */
export function isLockEntry(name: string): boolean {
  return name === lockDirName || name.startsWith(`${lockDirName}.`) || name === legacyPidFile;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return errorCode(error) === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

const asPid = (text: string) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** The entries of the lock directory (normally one: the holder's pid); none when absent. */
function lockEntries(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, lockDirName));
  } catch {
    return [];
  }
}

function legacyHolder(dataDir: string): number | undefined {
  try {
    return asPid(readFileSync(join(dataDir, legacyPidFile), 'utf8').trim());
  } catch {
    return undefined;
  }
}

/** The pid holding the folder, or undefined when nobody (alive) does. */
export function lockHolder(dataDir: string): number | undefined {
  for (const pid of [...lockEntries(dataDir).map(asPid), legacyHolder(dataDir)]) {
    if (pid !== undefined && isAlive(pid)) return pid;
  }
  return undefined;
}

/** Removes what dead holders left, each step conditional on the name it removes. */
function clearStale(dataDir: string): void {
  const dir = join(dataDir, lockDirName);
  for (const entry of lockEntries(dataDir)) {
    const pid = asPid(entry);
    if (pid !== undefined && isAlive(pid)) continue;
    rmSync(join(dir, entry), { force: true, recursive: true });
  }
  try {
    rmdirSync(dir);
  } catch {
    // Not empty (someone took it meanwhile) or already gone: the next rename decides.
  }
  const legacy = legacyHolder(dataDir);
  if (legacy === undefined || !isAlive(legacy)) rmSync(join(dataDir, legacyPidFile), { force: true });
}

/** Takes the folder for this process; returns the release function. Throws DataDirLockedError. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = join(dataDir, lockDirName);
  const mine = join(lock, String(process.pid));
  if (lockEntries(dataDir).includes(String(process.pid))) return releaser(lock, mine);

  const staging = join(dataDir, `${lockDirName}.${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  writeFileSync(join(staging, String(process.pid)), '', { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      const legacy = legacyHolder(dataDir);
      if (legacy !== undefined && legacy !== process.pid && isAlive(legacy)) throw new DataDirLockedError(dataDir, legacy);
      try {
        renameSync(staging, lock);
        return releaser(lock, mine);
      } catch (error) {
        if (!['ENOTEMPTY', 'EEXIST', 'ENOTDIR', 'EPERM'].includes(errorCode(error) ?? '')) throw error;
      }
      const holder = lockHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      clearStale(dataDir);
    }
    throw new Error(`Could not lock the database folder ${dataDir}: its lock kept changing. Try again.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Locks this process holds, released together at exit (one listener, however many folders). */
const held = new Set<() => void>();
let exitHooked = false;

function releaser(lock: string, mine: string): () => void {
  const release = () => {
    try {
      unlinkSync(mine);
      rmdirSync(lock);
    } catch {
      // Already released, or a new holder's entry is there: leave it.
    }
    held.delete(release);
  };
  if (!exitHooked)
    process.once('exit', () => {
      for (const each of held) each();
    });
  exitHooked = true;
  held.add(release);
  return release;
}

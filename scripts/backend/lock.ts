import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has one connection and no lock of its own: two processes on one data directory would
 * corrupt it. A pid file inside the directory guards it; a lock left by a process that died
 * (kill -9, power loss) is taken over, since nothing can still be writing.
 */
export const lockFileName = 'landfall.pid';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid} (another npm start, npm run preview or npm run backend). ` +
        `Stop that process (kill ${pid}), or set LANDFALL_DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid holding the folder, or undefined when nobody (alive) does. */
export function lockHolder(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, lockFileName), 'utf8').trim();
  } catch {
    return undefined;
  }
  const pid = Number(text);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Takes the folder for this process; returns the release function. Throws DataDirLockedError. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = lockHolder(dataDir);
      if (holder === process.pid) break;
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      // Stale (dead pid or unreadable): remove it and race for a fresh exclusive create.
      rmSync(file, { force: true });
    }
  }
  if (lockHolder(dataDir) !== process.pid) throw new Error(`Could not lock ${dataDir}`);

  const release = () => {
    if (lockHolder(dataDir) === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

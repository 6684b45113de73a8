/** npm run backend:reset: deletes the embedded database (LANDFALL_DATA_DIR or .landfall/db). */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDataDir } from './data-dir.ts';
import { DataDirLockedError, isLockEntry, lockDataDir } from './lock.ts';

const dataDir = resolveDataDir();
if (dataDir === 'memory') {
  console.log('LANDFALL_DATA_DIR=memory: nothing on disk to reset.');
  process.exit(0);
}
if (!existsSync(dataDir)) {
  console.log(`${dataDir} does not exist; nothing to reset.`);
  process.exit(0);
}
// LANDFALL_DATA_DIR may point anywhere: delete only what looks like a database folder.
const entries = readdirSync(dataDir).filter((name) => !isLockEntry(name));
if (entries.length > 0 && !['PG_VERSION', 'base', 'global', 'pg_wal'].some((name) => existsSync(join(dataDir, name)))) {
  console.error(`${dataDir} does not look like a database folder (no PG_VERSION, base, global or pg_wal); not deleting it. Check LANDFALL_DATA_DIR.`);
  process.exit(1);
}
try {
  lockDataDir(dataDir);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
// The lock goes last, so no server opens the folder halfway through.
for (const name of entries) rmSync(join(dataDir, name), { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
console.log(`Deleted ${dataDir}; the next start creates a fresh database.`);

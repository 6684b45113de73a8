/** npm run backend:reset: deletes the embedded database (LANDFALL_DATA_DIR or .landfall/db). */
import { existsSync, rmSync } from 'node:fs';
import { resolveDataDir } from './data-dir.ts';
import { DataDirLockedError, lockHolder } from './lock.ts';

const dataDir = resolveDataDir();
if (dataDir === 'memory') {
  console.log('LANDFALL_DATA_DIR=memory: nothing on disk to reset.');
  process.exit(0);
}
const holder = lockHolder(dataDir);
if (holder !== undefined) {
  console.error(new DataDirLockedError(dataDir, holder).message);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`${dataDir} does not exist; nothing to reset.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Deleted ${dataDir}; the next start creates a fresh database.`);
}

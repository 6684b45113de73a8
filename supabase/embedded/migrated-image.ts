import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirDamagedError, openDataDir } from './open-data-dir.ts';

/**
 * A migrated database as a file: PGlite's dump of a fresh database after bootstrap.sql and every
 * migration, kept in node_modules/.cache/landfall/ under the hash of exactly what made it (the
 * PGlite version, bootstrap.sql, each migration's name and text). Starting a new database from it
 * takes about a second instead of the five or six that running the migrations takes; any change
 * to a migration names another file, so an image is never stale. A missing or unreadable cache
 * (read-only node_modules, a half-written file) only costs the time: the migrations run.
 */
export interface ImageSource {
  bootstrapFile: string;
  migrationsDir: string;
  cacheDir: string;
  /** The package.json of the installed PGlite: another version may write another format. */
  pglitePackage: string;
  /** Migrates a new in-memory database (database.ts's migrate). */
  migrate(db: PGlite): Promise<void>;
}

export function imageKey(source: Pick<ImageSource, 'bootstrapFile' | 'migrationsDir' | 'pglitePackage'>): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${readVersion(source.pglitePackage)}\n`);
  hash.update(readFileSync(source.bootstrapFile));
  for (const file of readdirSync(source.migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()) {
    hash.update(`\n-- ${file}\n`);
    hash.update(readFileSync(path.join(source.migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

function readVersion(packageJson: string): string {
  try {
    return String(JSON.parse(readFileSync(packageJson, 'utf8')).version);
  } catch {
    return 'unknown';
  }
}

/** Per cache file, so each process reads or makes an image once. */
const made = new Map<string, Promise<Blob>>();

/** The image for these migrations: from this process's memory, the cache file, or made now. */
export function migratedImage(source: ImageSource): Promise<Blob> {
  const key = imageKey(source);
  const file = imageFile(source, key);
  let image = made.get(file);
  if (!image) {
    image = readOrMake(source, file);
    made.set(file, image);
    image.catch(() => made.delete(file));
  }
  return image;
}

const imageFile = (source: ImageSource, key: string) => path.join(source.cacheDir, `migrated-${key}.tar`);

async function readOrMake(source: ImageSource, file: string): Promise<Blob> {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet (or unreadable): make it below.
  }
  const db = await PGlite.create();
  let image: Blob;
  try {
    await source.migrate(db);
    image = await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
  try {
    // Whole or not at all: another process may be reading or writing the same name.
    mkdirSync(source.cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, Buffer.from(await image.arrayBuffer()));
    renameSync(temp, file);
  } catch {
    // A read-only cache: this process keeps its copy in memory.
  }
  return image;
}

/** Drops a cached image that failed to load, so the next start makes it again. */
export function forgetImage(source: ImageSource): void {
  const file = imageFile(source, imageKey(source));
  made.delete(file);
  rmSync(file, { force: true });
}

/**
 * A new database that starts as the image (or empty, without a source): in memory, or in a data
 * folder (a folder that already holds a database opens as it is). A cache file that will not load is deleted and the database
 * starts empty instead, for migrate() to fill.
 */
export async function openFromImage(source: ImageSource | undefined, dataDir?: string): Promise<PGlite> {
  if (!source) return dataDir ? openDataDir(dataDir) : PGlite.create();
  const image = () => migratedImage(source);
  try {
    return dataDir ? await openDataDir(dataDir, { image }) : await PGlite.create({ loadDataDir: await image() });
  } catch (error) {
    if (error instanceof DataDirDamagedError) throw error;
    forgetImage(source);
    return dataDir ? openDataDir(dataDir) : PGlite.create();
  }
}

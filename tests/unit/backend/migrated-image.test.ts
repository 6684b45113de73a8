import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { type ImageSource, imageKey, openFromImage } from '../../../supabase/embedded/migrated-image';
import { repoRoot, tempDir } from '../engine/variants-dir';

/**
 * The migrated image new databases start from (supabase/embedded/migrated-image.ts), with migrations
 * of its own in a temporary folder: it must never hand out a database older than its migrations,
 * and a bad cache file must cost time, not a start.
 */
function source(): ImageSource & { runs: number } {
  const dir = tempDir('image');
  const migrationsDir = join(dir, 'migrations');
  tempWrite(migrationsDir, '20260101000000_notes.sql', 'create table notes (body text not null);');
  const made = {
    bootstrapFile: join(repoRoot, 'supabase/embedded/bootstrap.sql'),
    migrationsDir,
    cacheDir: join(dir, 'cache'),
    pglitePackage: join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'),
    runs: 0,
    migrate: async (db: PGlite) => {
      made.runs += 1;
      for (const file of readdirSync(migrationsDir).sort()) await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
    },
  };
  return made;
}

function tempWrite(dir: string, name: string, text: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), text);
}

const tables = async (db: PGlite) =>
  (await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name);

const opened: PGlite[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
});
const open = async (...args: Parameters<typeof openFromImage>) => {
  const db = await openFromImage(...args);
  opened.push(db);
  return db;
};

describe('the migrated image', () => {
  // Made once for the two tests that only read it: making one takes seconds.
  const shared = source();

  it('is made once, by running the migrations, and every new database starts from it', async () => {
    const image = shared;
    expect(await tables(await open(image))).toEqual(['notes']);
    expect(await tables(await open(image))).toEqual(['notes']);
    expect(image.runs).toBe(1);
    expect(readdirSync(image.cacheDir)).toEqual([`migrated-${imageKey(image)}.tar`]);
  });

  it('is never stale: a changed or added migration names another image', () => {
    const image = source();
    const before = imageKey(image);
    expect(imageKey(image)).toBe(before);
    tempWrite(image.migrationsDir, '20260101000000_notes.sql', 'create table notes (body text not null, at timestamptz);');
    const edited = imageKey(image);
    expect(edited).not.toBe(before);
    tempWrite(image.migrationsDir, '20260102000000_tags.sql', 'create table tags (name text);');
    expect(imageKey(image)).not.toBe(edited);
  });

  it('fills a new data folder, and leaves a folder that holds a database as it is', async () => {
    const image = shared;
    const dataDir = join(tempDir('image-data'), 'db');
    const db = await open(image, dataDir);
    expect(await tables(db)).toEqual(['notes']);
    await db.exec('create table kept (id int)');
    await db.close();
    opened.splice(opened.indexOf(db), 1);
    expect(await tables(await open(image, dataDir))).toEqual(['kept', 'notes']);
  });

  it('replaces a damaged cache file, and that start begins empty for the migrations to fill', async () => {
    const image = source();
    const file = join(image.cacheDir, `migrated-${imageKey(image)}.tar`);
    tempWrite(image.cacheDir, `migrated-${imageKey(image)}.tar`, 'not a tar file at all');
    const db = await open(image);
    expect(await tables(db)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    // The next start makes a good one.
    expect(await tables(await open(image))).toEqual(['notes']);
    expect(existsSync(file)).toBe(true);
  });
});

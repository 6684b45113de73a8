import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlTransactor } from './sql-session.ts';

/**
 * The migration runner, as the Supabase CLI's `db push` runs supabase/migrations/: each file not yet
 * recorded in supabase_migrations.schema_migrations, in name order, all or nothing.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const BOOTSTRAP_FILE = path.join(root, 'supabase/embedded/bootstrap.sql');
export const MIGRATIONS_DIR = path.join(root, 'supabase/migrations');

/** Supabase's roles and grants (bootstrap.sql), then every migration not yet recorded. */
export async function migrate(db: SqlTransactor, dir: string = MIGRATIONS_DIR): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  await applyMigrations(db, dir);
}

async function applyMigrations(db: SqlTransactor, dir: string): Promise<void> {
  const files = (await readdir(dir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  await settleSquashedHistory(db, files, done);
  for (const file of files) {
    // Supabase CLI naming: <version>_<name>.sql
    const [version = '', ...rest] = file.slice(0, -'.sql'.length).split('_');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

/**
 * After a squash the first file is a baseline that stands for older migrations, under the version
 * of the last of them (docs/developers/sql.md, "The baseline"). A database that ran them all has
 * that version recorded: its rows for the squashed files go, as `supabase migration repair
 * --status reverted` removes them on a Supabase project, and it continues as if made from the
 * baseline. One that ran only some of them cannot take the baseline on top: it is refused,
 * untouched, with the way forward.
 */
async function settleSquashedHistory(db: SqlTransactor, files: string[], done: Set<string>): Promise<void> {
  const [baselineFile] = files;
  const baseline = baselineFile?.split('_')[0];
  if (!baselineFile || !baseline) return;
  const squashed = [...done].filter((version) => version < baseline).sort();
  if (!squashed.length) return;
  if (!done.has(baseline)) throw new PartlyMigratedError(baselineFile, squashed.at(-1) ?? '');
  await db.transaction(async (tx) => {
    await tx.query('delete from supabase_migrations.schema_migrations where version < $1', [baseline]);
    await tx.query('update supabase_migrations.schema_migrations set name = $2 where version = $1', [
      baseline,
      baselineFile.slice(baseline.length + 1, -'.sql'.length),
    ]);
  });
  for (const version of squashed) done.delete(version);
}

export class PartlyMigratedError extends Error {
  constructor(baselineFile: string, lastApplied: string) {
    super(
      `This database ran the migrations up to ${lastApplied} only; they have since been squashed into ${baselineFile}, which it cannot take on top. ` +
        'Open it once with a Landfall from before the squash (git log -1 --format=%h^ -- supabase/migrations/20261121000000_landfall.sql), which brings it up to the squash, then with this one; ' +
        'or start an empty data directory (npm run backend:reset). Nothing was changed.',
    );
    this.name = 'PartlyMigratedError';
  }
}

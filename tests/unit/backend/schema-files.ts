import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlSession } from '../../../supabase/embedded/database';

const supabaseDir = path.join(import.meta.dirname, '../../../supabase');
const BOOTSTRAP_FILE = path.join(import.meta.dirname, '../../../supabase/embedded/bootstrap.sql');

/**
 * The files of supabase/schemas/ in the order supabase/config.toml's [db.migrations] schema_paths
 * lists them, as the Supabase CLI reads it: a path, or a folder's `*.sql` in name order; a file
 * named twice counts where it is first named. A file the list does not reach is an error, so a new
 * one cannot be left out of `supabase db diff` and of the drift test unnoticed.
 */
export function schemaFiles(dir: string = supabaseDir): string[] {
  const config = readFileSync(path.join(dir, 'config.toml'), 'utf8');
  const list = /^\[db\.migrations\][^[]*?^schema_paths\s*=\s*\[([^\]]*)\]/ms.exec(config)?.[1];
  if (list === undefined) throw new Error(`${dir}/config.toml has no [db.migrations] schema_paths`);
  const files: string[] = [];
  for (const [, entry = ''] of list.matchAll(/"([^"]+)"/g)) {
    const full = path.join(dir, entry);
    const named =
      path.basename(full) === '*.sql'
        ? readdirSync(path.dirname(full))
            .filter((name) => name.endsWith('.sql'))
            .sort()
            .map((name) => path.join(path.dirname(full), name))
        : [full];
    for (const file of named) if (!files.includes(file)) files.push(file);
  }
  const unlisted = allSqlFiles(path.join(dir, 'schemas')).filter((file) => !files.includes(file));
  if (unlisted.length)
    throw new Error(`Not in supabase/config.toml [db.migrations] schema_paths: ${unlisted.map((file) => path.relative(dir, file)).join(', ')}`);
  return files;
}

function allSqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allSqlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.sql') ? [path.join(dir, entry.name)] : [],
  );
}

/** A new database made from the declarative files: Supabase's roles (bootstrap.sql), then each file. */
export async function applySchemaFiles(db: SqlSession, dir: string = supabaseDir): Promise<void> {
  await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
  for (const file of schemaFiles(dir)) {
    try {
      await db.exec(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(dir, file)} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlSession } from '../../../supabase/embedded/sql-session';

/** The baseline migration, whose header lists the migrations it squashed (docs/developers/sql.md). */
export const BASELINE_FILE = path.join(import.meta.dirname, '../../../supabase/migrations/20261130000000_baseline.sql');
export const baselineSql = readFileSync(BASELINE_FILE, 'utf8');
export const squashed = [...baselineSql.matchAll(/^-- {3}(\d+)_(\w+)$/gm)].map(([, version = '', name = '']) => ({ version, name }));

/** A database's migration history, oldest first. */
export const history = async (db: SqlSession) => (await db.query('select version, name from supabase_migrations.schema_migrations order by version')).rows;

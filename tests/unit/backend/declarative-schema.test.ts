import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../supabase/embedded/migrations';
import { type Catalog, catalogDrift, catalogOf } from './schema-catalog';
import { applySchemaFiles } from './schema-files';
import { emptyDatabase } from './sql-harness';

/**
 * supabase/schemas/ is where a reader finds what a function, table, policy or grant is today; the
 * migrations are how a database gets there. Both, applied to new databases on this engine, must
 * leave the same catalog, so the two cannot drift apart (docs/developers/sql.md).
 */
const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../../supabase/migrations');

async function migratedFrom(dir: string) {
  const db = await emptyDatabase();
  await migrate(db, dir);
  return catalogOf(db);
}

let declaredOnce: Promise<Catalog> | undefined;
/** The catalog of the declarative files, made once: both tests compare against it. */
function declared(): Promise<Catalog> {
  declaredOnce ??= (async () => {
    const db = await emptyDatabase();
    await applySchemaFiles(db);
    return catalogOf(db);
  })();
  return declaredOnce;
}

describe('the declarative schema (supabase/schemas/)', () => {
  it('defines every function, table, policy and grant the migrations leave, and nothing else', async () => {
    const [fromMigrations, fromSchemas] = await Promise.all([migratedFrom(MIGRATIONS_DIR), declared()]);
    expect(catalogDrift(fromMigrations, fromSchemas).join('\n\n')).toBe('');
    // Not two empty catalogs agreeing: the objects a reader looks for are there.
    expect(Object.keys(fromSchemas)).toEqual(
      expect.arrayContaining(['function public.submit_founder_application(jsonb)', 'table public.payments', 'policy marketers_read on public.payments']),
    );
  });

  describe('a migration that changes objects but not their files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'landfall-drift-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('names each of them, with the line that differs', async () => {
      cpSync(MIGRATIONS_DIR, dir, { recursive: true });
      writeFileSync(
        path.join(dir, '29991231000000_longer_messages.sql'),
        `create or replace function public.message_error(value text) returns text
         language sql immutable set search_path = public, pg_temp
         as $$ select case when value = '' then 'Message is required' when char_length(value) > 9000 then 'Message too long' end; $$;
         grant select on public.rate_limit_rules to anon;
         alter policy marketers_read on public.payments to authenticated, service_role;`,
      );
      const [fromMigrations, fromSchemas] = await Promise.all([migratedFrom(dir), declared()]);
      const drift = catalogDrift(fromMigrations, fromSchemas);
      expect(drift.map((entry) => entry.split(':')[0])).toEqual([
        'function public.message_error(text)',
        'policy marketers_read on public.payments',
        'table public.rate_limit_rules',
      ]);
      expect(drift[0]).toMatch(/^function public\.message_error\(text\): differs at line \d+\n {2}migrations: .*9000.*\n {2}schemas: {4}.*/);
    });
  });
});

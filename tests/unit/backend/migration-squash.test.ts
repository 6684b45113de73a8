import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_FILE, migrate } from '../../../supabase/embedded/migrations';
import { catalogDrift, catalogOf } from './schema-catalog';
import { emptyDatabase, founder, rows, type SqlDatabase } from './sql-harness';
import { baselineSql, history, squashed } from './squashed-history';

/**
 * The first 21 migrations were squashed into one baseline (docs/developers/sql.md). New databases
 * run the baseline; those that ran the old files, a deployed project or an embedded data folder,
 * must open as they are and end like a new one. The old files are gone from the tree, but what
 * such a database holds is known: the state the baseline makes (the drift test compared the old
 * migrations with supabase/schemas/, from which the baseline was made, on both engines before the
 * squash) and one history row per old file, which the baseline's header lists.
 */

/**
 * A database as the old migrations left it, with their history rows up to `upTo` and one lead,
 * opened again by the old bootstrap.sql, which granted Supabase's defaults anew at every start.
 */
async function migratedBeforeTheSquash(db: SqlDatabase, upTo: number = squashed.length): Promise<void> {
  await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
  await db.exec(baselineSql);
  for (const kind of ['tables', 'sequences', 'functions']) {
    await db.exec(`alter default privileges in schema public grant all on ${kind} to anon, authenticated, service_role`);
  }
  for (const { version, name } of squashed.slice(0, upTo)) {
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
  }
  await db.query(`insert into public.founder_applications (name, email, phone, country_code) values ($1, $2, $3, $4)`, [
    founder.name,
    founder.email,
    founder.phone,
    founder.countryCode,
  ]);
}

describe('a database migrated before the squash', () => {
  it('lists the 21 squashed migrations in the baseline', () => {
    expect(squashed).toHaveLength(21);
    expect(squashed[0]).toEqual({ version: '20261121000000', name: 'landfall' });
    expect(squashed.at(-1)).toEqual({ version: '20261130000000', name: 'site_locales' });
  });

  it('opens with its rows and ends with the catalog and history of a new database', async () => {
    const old = await emptyDatabase();
    await migratedBeforeTheSquash(old);
    await migrate(old);
    const fresh = await emptyDatabase();
    await migrate(fresh);

    expect(await rows(old, 'select name from public.founder_applications')).toEqual([{ name: founder.name }]);
    const { 'rows of public.founder_applications': _lead, ...upgraded } = await catalogOf(old);
    expect(catalogDrift(await catalogOf(fresh), upgraded)).toEqual([]);
    expect(await history(old)).toEqual(await history(fresh));
    expect((await history(old))[0]).toEqual({ version: '20261130000000', name: 'baseline' });
  });

  it('is refused, untouched, when it ran only some of the squashed migrations', async () => {
    const partly = await emptyDatabase();
    await migratedBeforeTheSquash(partly, 15);
    const before = await history(partly);
    await expect(migrate(partly)).rejects.toThrow(
      /ran the migrations up to 20261129000000 only; they have since been squashed into 20261130000000_baseline\.sql.*Nothing was changed\./,
    );
    expect(await history(partly)).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/embedded/database';
import { tempDir } from '../engine/variants-dir';
import { history, squashed } from './squashed-history';

/**
 * An embedded data folder (PGlite on disk) whose history lists the 21 migrations squashed into the
 * baseline opens as it is. PGlite only, so it is not in the SQL suite (migration-squash.test.ts runs
 * the same upgrade on both engines): a deployed PostgreSQL has no data folder of ours.
 */
const founder = { name: 'Ana Silva', email: 'ana@example.com', phone: '555 123 4567', countryCode: '+1' };

describe('an embedded data folder migrated before the squash', () => {
  it('opens as it is and keeps its leads', async () => {
    const dataDir = tempDir('pglite-before-squash');
    const made = await openDatabase({ dataDir });
    // Made from the image, then given the history a data folder of the old migrations has.
    await made.exec('delete from supabase_migrations.schema_migrations');
    for (const { version, name } of squashed) {
      await made.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name]);
    }
    await made.query('insert into public.founder_applications (name, email, phone, country_code) values ($1, $2, $3, $4)', [
      founder.name,
      founder.email,
      founder.phone,
      founder.countryCode,
    ]);
    await made.close();

    const reopened = await openDatabase({ dataDir });
    expect((await reopened.query('select name from public.founder_applications')).rows).toEqual([{ name: founder.name }]);
    expect((await history(reopened))[0]).toEqual({ version: '20261130000000', name: 'baseline' });
    expect(await history(reopened)).not.toContainEqual(expect.objectContaining({ version: squashed[0]?.version }));
    await reopened.close();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteLocales } from '../../supabase/embedded/site-locales';
import { siteLocales } from '../../supabase/functions/_shared/locales.generated.ts';

/**
 * `locales` in variants/_shared/site.yaml is the one list of the site's languages. The database is told
 * them at deploy (declare_site_locales; tests/unit/backend/site-locales.test.ts), so no migration
 * may write a list of its own again: the ones squashed into 20261130000000_baseline.sql before
 * site_locales did, and a new language then needed a migration.
 */
const migrations = join(import.meta.dirname, '../../supabase/migrations');
const LANGUAGES_ARE_DATA = '20261130000000';

describe('the list of languages', () => {
  it('is written in no migration since languages became site data', () => {
    const files = readdirSync(migrations).filter((file) => file.endsWith('.sql') && file >= LANGUAGES_ARE_DATA);
    expect(files.length).toBeGreaterThan(0);
    const lists = files.flatMap((file) => [...readFileSync(join(migrations, file), 'utf8').matchAll(/locale\s+in\s*\(\s*'/g)].map(() => file));
    expect(lists).toEqual([]);
  });

  it('is the one the payment functions were generated with (npm run generate)', () => {
    expect([...siteLocales]).toEqual(readSiteLocales());
  });
});

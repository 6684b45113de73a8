import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/engine/site-schema';
import { siteLocales } from '../../supabase/functions/_shared/locales.generated.ts';

/**
 * `locales` in src/engine/site-schema.ts is the one list of the site's languages. The SQL cannot
 * import it: its checks are held to it here, so adding a language fails until a migration
 * widens them.
 */
const migrations = join(import.meta.dirname, '../../supabase/migrations');

describe('the list of languages', () => {
  it('is the one the SQL checks allow, in every `locale in (…)` of the migrations', () => {
    const lists = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => [...readFileSync(join(migrations, file), 'utf8').matchAll(/locale in \(([^)]*)\)/g)].map((match) => ({ file, list: match[1]! })));
    expect(lists.length).toBeGreaterThan(0);
    for (const { file, list } of lists)
      expect(
        list.split(',').map((code) => code.trim().replace(/^'|'$/g, '')),
        file,
      ).toEqual([...locales]);
  });

  it('is the one the payment functions were generated with (npm run generate)', () => {
    expect([...siteLocales]).toEqual([...locales]);
  });
});

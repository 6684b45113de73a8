import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { localesWritten } from '../../src/lib/locales.ts';

const repoRoot = join(import.meta.dirname, '../..');

/**
 * The languages the site declares: the keys of `locales` in its site.yaml, in order. Read from the
 * file as written (the backend does not load the whole site); a site.yaml without them is refused
 * here, and npm run validate says what is wrong with it.
 */
export function readSiteLocales(root: string = repoRoot): string[] {
  const file = join(root, 'variants/_shared/site.yaml');
  const locales = localesWritten(parse(readFileSync(file, 'utf8')));
  if (!locales.length) throw new Error(`${file} declares no languages under locales: (npm run validate says more)`);
  return locales;
}

/**
 * Tells the database which languages the site declares (site.yaml's `locales`): leads keep a
 * locale only while it is one of them (supabase/schemas/functions/declare_site_locales.sql). What
 * `npm run declare-locales` does for a Supabase project.
 */
export async function declareSiteLocales(
  db: { query(sql: string, params: unknown[]): Promise<unknown> },
  declared: readonly string[] = readSiteLocales(),
): Promise<void> {
  await db.query('select public.declare_site_locales($1::text[])', [declared]);
}

import { locales } from '../../src/lib/locales.ts';

/**
 * Tells the database which languages the site declares (src/lib/locales.ts): leads keep a locale
 * only while it is one of them (supabase/migrations/20261130000000_site_locales.sql). What
 * `npm run declare-locales` does for a Supabase project.
 */
export async function declareSiteLocales(
  db: { query(sql: string, params: unknown[]): Promise<unknown> },
  declared: readonly string[] = locales,
): Promise<void> {
  await db.query('select public.declare_site_locales($1::text[])', [declared]);
}

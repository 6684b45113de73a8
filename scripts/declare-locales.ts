/**
 * npm run declare-locales [-- --env FILE]: tells a Supabase project's database which languages the
 * site declares (the locales of variants/_shared/site.yaml), after `supabase db push` (docs/operators/deploying.md, "Deploying to Supabase").
 * Leads keep a locale only while it is one of them; a language added to the site needs this run,
 * not a migration (supabase/schemas/functions/declare_site_locales.sql). Connects with
 * SUPABASE_DB_URL, from the environment or the --env file as `npm run doctor` reads it. Exit 0 with
 * the languages declared; 1 when the database refuses or cannot be reached; 2 for bad usage.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { declareSiteLocales, readSiteLocales } from '../supabase/embedded/site-locales';
import { readSettingsOrExit } from './doctor/settings';

const usage = 'usage: npm run declare-locales -- [--env FILE]';
let envFile: string | undefined;
try {
  envFile = parseArgs({ options: { env: { type: 'string' } } }).values.env;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const connectionString = readSettingsOrExit(envFile).SUPABASE_DB_URL;
if (!connectionString) {
  console.error(`SUPABASE_DB_URL is not set: give the project's connection string (Dashboard → Connect), in the environment or the --env file\n${usage}`);
  process.exit(2);
}

const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
try {
  await client.connect();
  const locales = readSiteLocales();
  await declareSiteLocales({ query: (sql, params) => client.query(sql, params) }, locales);
  console.log(`declared the site's languages: ${locales.join(', ')} (a lead in any other keeps no locale)`);
} catch (error) {
  console.error(`declare-locales: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}

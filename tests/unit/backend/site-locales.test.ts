import { beforeEach, describe, expect, it } from 'vitest';
import { readSiteLocales } from '../../../supabase/embedded/site-locales';
import { asAnon, createdId, founder, freshDatabase, rows, type SqlDatabase } from './sql-harness';

const locales = readSiteLocales();

/**
 * Languages are site data (issue 26): the database accepts the locales the deployed site declares
 * (supabase/schemas/tables/site_locales.sql, functions/declare_site_locales.sql), not a list written into SQL, so a third
 * language needs no migration.
 */
let db: SqlDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});

/** declare_site_locales as the deploy calls it: as the service role. */
async function declare(tags: (string | null)[], role = 'service_role'): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    return (await tx.query<{ result: unknown }>('select public.declare_site_locales($1::text[]) as result', [tags])).rows[0]?.result;
  });
}

async function declareError(tags: (string | null)[], role = 'service_role'): Promise<{ code: string; message: string }> {
  try {
    await declare(tags, role);
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error(`declare_site_locales(${JSON.stringify(tags)}) as ${role} succeeded`);
}

/** The locale stored with a founder application sent from a page in `locale`. */
async function storedLocale(locale: string): Promise<unknown> {
  const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, email: `${locale || 'none'}@example.com`, route: '/', locale }));
  return (await rows(db, 'select locale from founder_applications where id = $1', [id]))[0]?.locale;
}

describe("the database's languages", () => {
  it("are the site's own (site.yaml's locales), declared when the embedded backend opens its database", async () => {
    expect(await rows(db, 'select locale from site_locales where accepted order by locale')).toEqual([...locales].sort().map((locale) => ({ locale })));
    for (const locale of locales) expect(await storedLocale(locale)).toBe(locale);
  });

  it('keep a lead whose page is in an undeclared language, with no locale (as a malformed one)', async () => {
    expect(await storedLocale('de')).toBeNull();
    expect(await storedLocale('EN')).toBeNull();
  });

  it('take a third language without a migration: once declared, leads in German keep "de"', async () => {
    expect(await declare([...locales, 'de'])).toEqual({ accepted: [...locales, 'de'] });
    expect(await storedLocale('de')).toBe('de');
    expect(await storedLocale('en')).toBe('en');
  });

  it('stop accepting a language the site no longer declares, and keep the rows that carry it', async () => {
    await declare([...locales, 'pt-BR']);
    expect(await storedLocale('pt-BR')).toBe('pt-BR');
    await declare([...locales]);
    expect(await storedLocale('pt-BR')).toBeNull();
    expect(await rows(db, `select count(*)::int as n from founder_applications where locale = 'pt-BR'`)).toEqual([{ n: 1 }]);
    expect(await rows(db, `select accepted from site_locales where locale = 'pt-BR'`)).toEqual([{ accepted: false }]);
  });

  it('are declared by the service role only: a visitor or a signed-in user may not', async () => {
    for (const role of ['anon', 'authenticated']) {
      expect(await declareError(['en', 'xx'], role)).toMatchObject({ code: '42501' });
    }
    expect(await rows(db, `select count(*)::int as n from site_locales where locale = 'xx'`)).toEqual([{ n: 0 }]);
    expect(await rows(db, 'select locale from site_locales')).toEqual(expect.not.arrayContaining([{ locale: 'xx' }]));
  });

  it('refuse an empty list and a tag not shaped like a language, naming it, and change nothing', async () => {
    expect(await declareError([])).toEqual({ code: '22023', message: 'A site declares at least one language' });
    expect(await declareError(['en', 'english'])).toEqual({ code: '22023', message: "Not a language tag: 'english'" });
    expect(await declareError(['en', "es'); drop table founder_applications; --"])).toMatchObject({ code: '22023' });
    expect(await declareError(['en', null])).toEqual({ code: '22023', message: 'Not a language tag: null' });
    expect(await rows(db, 'select locale from site_locales where accepted order by locale')).toEqual([...locales].sort().map((locale) => ({ locale })));
  });

  it('are written nowhere in the SQL that runs now: no check lists them, lead_context looks them up', async () => {
    const checks = await rows(
      db,
      `select conrelid::regclass::text as tab, conname from pg_constraint
       where contype = 'c' and pg_get_constraintdef(oid) ~ 'locale = ANY'`,
    );
    expect(checks).toEqual([]);
    const [definition] = await rows(db, `select pg_get_functiondef('public.lead_context(jsonb)'::regprocedure) as sql`);
    expect(String(definition?.sql)).not.toMatch(/'en'|'es'/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentStatuses } from '../../../supabase/functions/_shared/payments';
import { consentStates } from '../../../src/interactive/tags/consent';
import { filterKeys, sortColumns } from '../../../src/studio/leads/lead-query';
import { leadKinds } from '../../../src/contract/studio-answers';
import { freshDatabase, rows, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, signedInUser } from './studio-harness';

/**
 * Lists the SQL and the TypeScript both spell out. TypeScript is their source; the SQL keeps its
 * copy (a check constraint, a function's list) because a migration cannot import it, and these
 * tests ask the migrated database for that copy, so adding a value on one side only fails here.
 */
let db: SqlDatabase;
let marketer: Caller;
beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
});
const studioLeads = (body: Record<string, unknown>) => asUser(db, marketer, 'studio_leads', body);

/** The values a column's check constraint allows (`column in ('a', 'b')`), in the database's order. */
async function checkedValues(table: string, column: string): Promise<string[]> {
  const [row] = await rows(
    db,
    `select pg_get_constraintdef(r.oid) as def from pg_constraint as r join pg_attribute as a on a.attrelid = r.conrelid
     where r.conrelid = $1::regclass and r.contype = 'c' and r.conkey = array[a.attnum] and a.attname = $2`,
    [`public.${table}`, column],
  );
  const def = z.object({ def: z.string() }).parse(row).def;
  return [...def.matchAll(/'([^']*)'::text/g)].map((match) => match[1] ?? '');
}

describe('lists SQL and TypeScript share', () => {
  it("studio_leads counts and filters exactly the studio's kinds of lead (leadKinds)", async () => {
    const answer = await studioLeads({});
    const counts = z.object({ counts: z.record(z.string(), z.number()) }).parse(answer.body).counts;
    expect(Object.keys(counts).sort()).toEqual([...leadKinds].sort());
    for (const kind of leadKinds) expect((await studioLeads({ kind })).status, kind).toBe(200);
  });

  it('studio_leads takes every filter and sort column the leads screen sends (filterKeys, sortColumns)', async () => {
    for (const key of filterKeys) expect((await studioLeads({ [key]: null })).status, key).toBe(200);
    for (const sort of sortColumns) expect((await studioLeads({ sort })).status, sort).toBe(200);
  });

  it("payments.status allows exactly the payment functions' states (paymentStatuses)", async () => {
    expect(await checkedValues('payments', 'status')).toEqual([...paymentStatuses]);
  });

  it('every lead table stores exactly the consent states the page gives (consentStates)', async () => {
    const tables = await rows(
      db,
      `select c.relname as name from pg_attribute as a join pg_class as c on c.oid = a.attrelid join pg_namespace as n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'consent' order by 1`,
    );
    const names = tables.map((table) => String(table.name));
    expect(names).toEqual(['contact_messages', 'early_access_signups', 'founder_applications', 'partnership_applications', 'payments']);
    for (const table of names) expect(await checkedValues(table, 'consent'), table).toEqual([...consentStates]);
  });
});

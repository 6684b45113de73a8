import { beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type SqlDatabase } from './sql-harness';
import { type Caller, claimsOf, insertLead, selectAs, signedInUser } from './studio-harness';

/**
 * Row-level security, not the functions, decides who reads leads: a direct select shows a
 * marketer the rows, a signed-in user who is not one nothing, and anon is refused outright.
 */
const READABLE = ['founder_applications', 'partnership_applications', 'early_access_signups', 'payments', 'page_views'];

let db: SqlDatabase;
let marketer: Caller;
let plain: Caller;

beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
  plain = await signedInUser(db, { marketer: false });
  await insertLead(db, 'founder');
  await insertLead(db, 'partnership');
  await insertLead(db, 'early_access');
  await insertLead(db, 'payment');
  await db.query(`insert into public.page_views (day, route, views) values ('2026-11-01', '/', 3)`);
});

describe.each(READABLE)('%s', (table) => {
  it('shows a marketer every row', async () => {
    const [owner] = (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows;
    expect(owner?.n).toBeGreaterThan(0);
    expect(await selectAs(db, 'authenticated', `select count(*)::int as n from public.${table}`, claimsOf(marketer))).toEqual([owner]);
  });

  it('shows a signed-in user who is not a marketer nothing, and a token without a user nothing', async () => {
    expect(await selectAs(db, 'authenticated', `select * from public.${table}`, claimsOf(plain))).toEqual([]);
    expect(await selectAs(db, 'authenticated', `select * from public.${table}`)).toEqual([]);
  });

  it('refuses anon, and writes by anyone signed in, the marketer too', async () => {
    expect(await selectAs(db, 'anon', `select * from public.${table}`)).toBe('42501');
    for (const sql of [`insert into public.${table} default values`, `delete from public.${table}`, `truncate public.${table}`]) {
      expect({ sql, code: await selectAs(db, 'authenticated', sql, claimsOf(marketer)) }).toEqual({ sql, code: '42501' });
    }
  });
});

describe('tables the studio reads only through its functions', () => {
  it.each(['webhook_endpoints', 'webhook_outbox', 'security_events', 'failed_login_attempts', 'rate_limit_hits'])(
    'stay closed to a marketer: %s',
    async (table) => {
      expect(await selectAs(db, 'authenticated', `select * from public.${table}`, claimsOf(marketer))).toBe('42501');
    },
  );
});

import { beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, clearLeads, insertLead, ok, signedInUser } from './studio-harness';

/** studio_leads' order: each column both ways, ties broken by id so pages never overlap. */
type Lead = { id: string; kind: string; created_at: string; name: string | null; email: string | null; route: string | null };

let db: SqlDatabase;
let marketer: Caller;

beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
  await clearLeads(db);
  const sameTime = '2026-11-10T12:00:00Z';
  // Ties on every column, mixed case, and leads without a name or a route.
  await insertLead(db, 'founder', { name: 'bob', email: 'Bob@example.com', route: '/b', created_at: sameTime });
  await insertLead(db, 'founder', { name: 'Bob', email: 'bob@example.com', route: '/b', created_at: sameTime });
  await insertLead(db, 'founder', { name: 'Bob', email: 'bob@example.com', route: '/b', created_at: sameTime });
  await insertLead(db, 'partnership', { name: 'alice', email: 'alice@example.com', route: '/a', created_at: '2026-11-09T12:00:00Z' });
  await insertLead(db, 'partnership', { name: 'Carol', email: 'carol@example.com', route: null, created_at: '2026-11-11T12:00:00Z' });
  await insertLead(db, 'early_access', { email: 'dave@example.com', route: '/c', created_at: sameTime });
  await insertLead(db, 'payment', { full_name: null, email: null, route: '/a', created_at: '2026-11-12T12:00:00Z' });
  await insertLead(db, 'payment', { full_name: 'Erin', email: 'erin@example.com', route: '/a', created_at: sameTime });
});

const all = async (sort: string, direction: string) =>
  ok<{ rows: Lead[] }>(await asUser(db, marketer, 'studio_leads', { sort, direction, per_page: 100 })).rows;

/** The order a marketer expects: by the column (text ignoring case, empty values last), then by id. */
function expected(rows: Lead[], sort: keyof Lead, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (row: Lead) => {
    const value = row[sort];
    if (value === null) return null;
    return sort === 'created_at' ? new Date(value).getTime() : value.toLowerCase();
  };
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x === null || y === null) return x === y ? sign * compare(a.id, b.id) : x === null ? 1 : -1;
      return sign * compare(x, y) || sign * compare(a.id, b.id);
    })
    .map((row) => row.id);
}

describe('sorting leads', () => {
  it.each(['created_at', 'name', 'email', 'route', 'kind'] as const)('by %s, both ways, ties by id', async (sort) => {
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await all(sort, direction);
      expect(rows).toHaveLength(8);
      expect({ direction, ids: rows.map((row) => row.id) }).toEqual({ direction, ids: expected(rows, sort, direction) });
    }
  });

  it('defaults to the newest first', async () => {
    const rows = ok<{ rows: Lead[] }>(await asUser(db, marketer, 'studio_leads', {})).rows;
    expect(rows.map((row) => row.id)).toEqual(expected(rows, 'created_at', 'desc'));
    expect(rows[0]?.kind).toBe('payment');
  });

  it('gives pages of one row that never repeat or skip a lead among equal values', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 8; page += 1) {
      const { rows } = ok<{ rows: Lead[] }>(await asUser(db, marketer, 'studio_leads', { sort: 'name', direction: 'asc', page, per_page: 1 }));
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen).toEqual((await all('name', 'asc')).map((row) => row.id));
    expect(new Set(seen).size).toBe(8);
  });
});

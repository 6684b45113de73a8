import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asService, createdId, freshDatabase, membership, rows, type SqlDatabase } from './sql-harness';
import { selectAs } from './studio-harness';

/**
 * The goals an experiment watches beside its own (issue 29), in SQL: the contact block's messages
 * as conversions (experiment_arm_counts, goal contact-message) and what the paid payments took in
 * per arm (experiment_arm_amounts). Every row is made through the functions the site calls. Runs on
 * PGlite and on PostgreSQL (sql-harness).
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const context = (experiment: string, arm: string) => ({ route: '/goals', locale: 'en', experiment, arm });

const counts = (experiment: string, goal: string, from: string | null = null, to: string | null = null) =>
  rows(db, 'select arm, views, visitors, conversions from public.experiment_arm_counts($1, $2, $3::date, $4::date)', [experiment, goal, from, to]);

describe('experiment_arm_counts for contact-message', () => {
  let message = 0;
  /** A message sent from the contact block on an arm, dated `at` (UTC). */
  const sent = async (at: string, lead: Record<string, string>) => {
    message += 1;
    const id = createdId(
      await asAnon(db, 'submit_contact', { name: 'Ada Lovelace', email: `ada${message}@example.com`, message: 'Can I visit in March?', ...lead }),
    );
    await db.query('update public.contact_messages set created_at = $1 where id = $2', [at, id]);
  };

  beforeAll(async () => {
    await sent('2026-11-02T09:00:00Z', context('contact-test', 'control'));
    await sent('2026-11-01T23:59:59Z', context('contact-test', 'sumba'));
    await sent('2026-11-02T00:00:00Z', context('contact-test', 'sumba'));
    await sent('2026-11-02T10:00:00Z', context('another-test', 'sumba'));
    await sent('2026-11-02T11:00:00Z', { route: '/goals' });
  });

  it("counts each arm's messages as its conversions", async () => {
    expect(await counts('contact-test', 'contact-message')).toEqual([
      { arm: 'control', views: 0, visitors: 0, conversions: 1 },
      { arm: 'sumba', views: 0, visitors: 0, conversions: 2 },
    ]);
  });

  it('counts only the UTC days between the dates, both included', async () => {
    expect(await counts('contact-test', 'contact-message', '2026-11-02', '2026-11-02')).toEqual([
      { arm: 'control', views: 0, visitors: 0, conversions: 1 },
      { arm: 'sumba', views: 0, visitors: 0, conversions: 1 },
    ]);
    expect(await counts('contact-test', 'contact-message', null, '2026-11-01')).toEqual([{ arm: 'sumba', views: 0, visitors: 0, conversions: 1 }]);
    expect(await counts('contact-test', 'contact-message', '2026-11-03')).toEqual([]);
  });

  it("leaves out another experiment's messages, and counts messages for no other goal", async () => {
    expect(await counts('another-test', 'contact-message')).toEqual([{ arm: 'sumba', views: 0, visitors: 0, conversions: 1 }]);
    expect(await counts('contact-test', 'founder-application')).toEqual([]);
  });

  it('still refuses a goal it does not know (22023)', async () => {
    const error = await counts('contact-test', 'contact-messages').catch((e: unknown) => e);
    expect(error instanceof Error ? { code: Reflect.get(error, 'code'), message: error.message } : error).toEqual({
      code: '22023',
      message: 'Unknown goal contact-messages',
    });
  });
});

describe('experiment_arm_amounts', () => {
  let session = 0;
  /** A checkout on an arm, created at `at` (UTC), taken as far as `status` the way the site takes it. */
  const payment = async (at: string, lead: Record<string, string>, amount: number, currency: string, status: string) => {
    session += 1;
    const sessionId = `cs_amounts_${session}`;
    createdId(await asService(db, 'record_pending_payment', { sessionId, productId: 'mansion', amount, currency, ...lead }));
    await db.query('update public.payments set created_at = $1 where stripe_session_id = $2', [at, sessionId]);
    const charged = status === 'needs_review' ? amount + 1 : amount;
    if (status !== 'pending' && status !== 'canceled') await asService(db, 'mark_payment_paid', { sessionId, amountTotal: charged, currency });
    if (status === 'canceled') await asService(db, 'mark_payment_canceled', { sessionId });
    if (status === 'completed') await asAnon(db, 'complete_membership', { ...membership, sessionId });
    expect(await rows(db, 'select status from public.payments where stripe_session_id = $1', [sessionId])).toEqual([{ status }]);
  };
  const amounts = (experiment: string, from: string | null = null, to: string | null = null) =>
    rows(db, 'select arm, currency, payers, amount, amount_squares::text as squares from public.experiment_arm_amounts($1, $2::date, $3::date)', [
      experiment,
      from,
      to,
    ]);

  beforeAll(async () => {
    const control = context('revenue-test', 'control');
    const sumba = context('revenue-test', 'sumba');
    await payment('2026-11-01T12:00:00Z', control, 6500, 'usd', 'paid');
    await payment('2026-11-02T12:00:00Z', control, 10_000, 'usd', 'completed');
    await payment('2026-11-02T13:00:00Z', control, 3000, 'eur', 'paid');
    await payment('2026-11-02T14:00:00Z', control, 9999, 'usd', 'pending');
    await payment('2026-11-02T15:00:00Z', control, 5000, 'usd', 'canceled');
    await payment('2026-11-02T16:00:00Z', control, 4000, 'usd', 'needs_review');
    await payment('2026-11-02T00:00:00Z', sumba, 6500, 'usd', 'paid');
    await payment('2026-11-02T23:59:59Z', sumba, 2500, 'usd', 'completed');
    await payment('2026-11-03T00:00:00Z', sumba, 12_000, 'usd', 'paid');
    await payment('2026-11-02T12:00:00Z', context('another-test', 'sumba'), 7000, 'usd', 'paid');
  });

  it('sums the paid and completed payments per arm and currency, with their squares, in cents', async () => {
    expect(await amounts('revenue-test')).toEqual([
      { arm: 'control', currency: 'eur', payers: 1, amount: 3000, squares: '9000000' },
      { arm: 'control', currency: 'usd', payers: 2, amount: 16_500, squares: String(6500 ** 2 + 10_000 ** 2) },
      { arm: 'sumba', currency: 'usd', payers: 3, amount: 21_000, squares: String(6500 ** 2 + 2500 ** 2 + 12_000 ** 2) },
    ]);
  });

  it('takes only the payments created on the UTC days between the dates, both included', async () => {
    expect(await amounts('revenue-test', '2026-11-02', '2026-11-02')).toEqual([
      { arm: 'control', currency: 'eur', payers: 1, amount: 3000, squares: '9000000' },
      { arm: 'control', currency: 'usd', payers: 1, amount: 10_000, squares: '100000000' },
      { arm: 'sumba', currency: 'usd', payers: 2, amount: 9000, squares: String(6500 ** 2 + 2500 ** 2) },
    ]);
    expect(await amounts('revenue-test', '2026-11-03')).toEqual([{ arm: 'sumba', currency: 'usd', payers: 1, amount: 12_000, squares: '144000000' }]);
    expect(await amounts('revenue-test', null, '2026-10-31')).toEqual([]);
  });

  it("keeps each experiment's payments apart", async () => {
    expect(await amounts('another-test')).toEqual([{ arm: 'sumba', currency: 'usd', payers: 1, amount: 7000, squares: '49000000' }]);
    expect(await amounts('no-such-test')).toEqual([]);
  });

  it('adds squares past what a bigint holds without losing a digit', async () => {
    const big = context('big-test', 'control');
    for (const at of ['2026-11-01T00:00:00Z', '2026-11-01T00:00:01Z', '2026-11-01T00:00:02Z']) await payment(at, big, 2_147_483_647, 'idr', 'paid');
    expect(await amounts('big-test')).toEqual([
      { arm: 'control', currency: 'idr', payers: 3, amount: 3 * 2_147_483_647, squares: (3n * 2_147_483_647n ** 2n).toString() },
    ]);
  });

  it('is for the service role only', async () => {
    const sql = `select * from public.experiment_arm_amounts('revenue-test')`;
    expect(await selectAs(db, 'anon', sql)).toBe('42501');
    expect(await selectAs(db, 'authenticated', sql)).toBe('42501');
    expect(await selectAs(db, 'service_role', sql)).toHaveLength(3);
  });
});

describe('the migration (supabase/migrations/20261204000000_experiment_goals.sql)', () => {
  it('runs again on a database that already has it, and the functions still answer', async () => {
    const again = await freshDatabase();
    const migration = readFileSync(path.join(import.meta.dirname, '../../../supabase/migrations/20261204000000_experiment_goals.sql'), 'utf8');
    await again.exec(migration);
    await again.exec(migration);
    expect((await again.query(`select * from public.experiment_arm_counts('x', 'contact-message')`)).rows).toEqual([]);
    expect((await again.query(`select * from public.experiment_arm_amounts('x')`)).rows).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ExperimentPlan } from '../../../src/experiments/results';
import { countPageView, type CountedView } from '../../../scripts/experiments/count-page-view';
import { armCountsAsService } from '../../../scripts/experiments/sources';
import { asAnon, asService, createdId, founder, freshDatabase, nextIp, partnership, rows, type SqlDatabase } from './sql-harness';

/**
 * Issue 12's SQL (supabase/schemas/tables/page_views.sql, functions/count_page_view.sql, experiment_arm_counts.sql): page views counted per day, arm and UTM
 * source without personal data; leads and payments that say which arm they came from; and the
 * per-arm counts the report is computed from.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const count = (view: CountedView, ip = nextIp()) => countPageView(db, view, { role: 'anon', headers: { 'cf-connecting-ip': ip, 'x-forwarded-for': ip } });
// Summed over the shards, as every reader does: on real PostgreSQL each connection counts in its own row.
const viewsOf = (route: string) =>
  rows(
    db,
    'select experiment, arm, utm_source, sum(views)::int as views, sum(exposures)::int as exposures from page_views where route = $1 group by 1, 2, 3 order by arm, utm_source',
    [route],
  );

describe('count_page_view', () => {
  it('adds up views and first exposures per arm and UTM source, for today (UTC)', async () => {
    const arm = { route: '/count', experiment: 'home-headline', arm: 'sumba' };
    expect(await count({ ...arm, exposure: true })).toBe(200);
    await count({ ...arm, exposure: false });
    await count({ ...arm, exposure: true });
    await count({ ...arm, utmSource: 'google', exposure: true });
    await count({ route: '/count', exposure: false });
    expect(await viewsOf('/count')).toEqual([
      { experiment: '', arm: '', utm_source: '', views: 1, exposures: 0 },
      { experiment: 'home-headline', arm: 'sumba', utm_source: '', views: 3, exposures: 2 },
      { experiment: 'home-headline', arm: 'sumba', utm_source: 'google', views: 1, exposures: 1 },
    ]);
    expect(await rows(db, `select distinct day = (now() at time zone 'utc')::date as today from page_views where route = '/count'`)).toEqual([{ today: true }]);
  });

  it('keeps no cookie, address or other personal data: the table has counters only', async () => {
    const columns = await rows(db, `select column_name from information_schema.columns where table_name = 'page_views' order by ordinal_position`);
    // shard: which of a key's counters (the counting connection's), a number from 0 to 63.
    expect(columns.map((row) => row.column_name)).toEqual(['day', 'route', 'experiment', 'arm', 'utm_source', 'views', 'exposures', 'shard']);
  });

  it('counts an exposure only inside an experiment', async () => {
    await count({ route: '/no-test', exposure: true });
    expect(await viewsOf('/no-test')).toEqual([{ experiment: '', arm: '', utm_source: '', views: 1, exposures: 0 }]);
  });

  it('takes the longest values it allows (route 200, names 64, utm_source 100 characters), stored as sent', async () => {
    const route = `/${'r'.repeat(199)}`;
    const odd = `<b>${'e'.repeat(61)}`;
    expect(await count({ route, experiment: odd, arm: 'a'.repeat(64), utmSource: 's'.repeat(100), exposure: true })).toBe(200);
    expect(await rows(db, 'select experiment, views::int from page_views where route = $1', [route])).toEqual([{ experiment: odd, views: 1 }]);
  });

  it.each([
    ['a route without its slash', { route: 'count', exposure: false }, 'Invalid route'],
    ['a route over 200 characters', { route: `/${'r'.repeat(200)}`, exposure: false }, 'Invalid route'],
    ['an experiment over 64 characters', { route: '/bad', experiment: 'e'.repeat(65), arm: 'a', exposure: true }, 'Invalid experiment'],
    ['an arm over 64 characters', { route: '/bad', experiment: 'e', arm: 'a'.repeat(65), exposure: true }, 'Invalid arm'],
    ['an arm without its experiment', { route: '/bad', arm: 'sumba', exposure: true }, 'Invalid arm'],
    ['an experiment without an arm', { route: '/bad', experiment: 'home-headline', exposure: true }, 'Invalid arm'],
    ['a utm_source over 100 characters', { route: '/bad', utmSource: 's'.repeat(101), exposure: false }, 'Invalid utm_source'],
  ])('refuses %s with 400, counts nothing and logs the refusal', async (_label, view: CountedView, message) => {
    const ip = nextIp();
    expect(await count(view, ip)).toBe(400);
    expect(await rows(db, `select count(*)::int as n from page_views where route like '/bad%' or route = 'count' or length(route) > 200`)).toEqual([{ n: 0 }]);
    expect(await rows(db, `select action, resource, details ->> 'error' as error from security_events where ip_address = $1`, [ip])).toEqual([
      { action: 'form_validation_failed', resource: 'page_view', error: message },
    ]);
  });

  it('counts 120 views a minute from one address, refuses the rest with 429 (one security event), and keeps counting others', async () => {
    const ip = '198.51.100.120';
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) statuses.push(await count({ route: '/flood', exposure: false }, ip));
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429]);
    expect(await count({ route: '/flood', exposure: false })).toBe(200);
    expect(await viewsOf('/flood')).toEqual([{ experiment: '', arm: '', utm_source: '', views: 121, exposures: 0 }]);
    expect(await rows(db, `select action, occurrences from security_events where resource = 'page_view' and rate_limit_key = $1`, [ip])).toEqual([
      { action: 'rate_limit_exceeded', occurrences: 2 },
    ]);
  });
});

const attributed = { experiment: 'home-headline', arm: 'sumba' };
const leadOf = async (table: string, id: string) => (await rows(db, `select experiment, arm from ${table} where id = $1`, [id]))[0];

describe('leads and payments carry the experiment and arm', () => {
  it('stores them on founder and partnership applications, early-access sign-ups and payments', async () => {
    const context = { route: '/', locale: 'en', ...attributed };
    const founderId = createdId(await asAnon(db, 'submit_founder_application', { ...founder, ...context }));
    const partnerId = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, ...context }));
    const signupId = createdId(await asAnon(db, 'submit_early_access', { email: 'arm@example.com', ...context }));
    const paymentId = createdId(
      await asService(db, 'record_pending_payment', { sessionId: 'cs_arm', productId: 'mansion', amount: 100, currency: 'usd', ...context }),
    );
    expect(await leadOf('founder_applications', founderId)).toEqual(attributed);
    expect(await leadOf('partnership_applications', partnerId)).toEqual(attributed);
    expect(await leadOf('early_access_signups', signupId)).toEqual(attributed);
    expect(await leadOf('payments', paymentId)).toEqual(attributed);
  });

  it('stores NULL for callers that send none (every page outside an experiment, and older pages)', async () => {
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, route: '/mansion' }));
    expect(await leadOf('founder_applications', id)).toEqual({ experiment: null, arm: null });
  });

  it.each([
    ['an arm without its experiment', { arm: 'sumba' }],
    ['an experiment without its arm', { experiment: 'home-headline' }],
    ['an experiment over 64 characters', { experiment: 'e'.repeat(65), arm: 'sumba' }],
    ['a control character', { experiment: 'home\nheadline', arm: 'sumba' }],
    ['numbers instead of names', { experiment: 12, arm: 3 }],
  ])('keeps the lead but drops %s (attribution never refuses a lead)', async (_label, sent) => {
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, ...sent }));
    expect(await leadOf('founder_applications', id)).toEqual({ experiment: null, arm: null });
  });
});

describe('experiment_arm_counts', () => {
  const plan = (goal: ExperimentPlan['goal'], dates: { start?: string; end?: string } = {}): ExperimentPlan => ({
    id: 'counted-test',
    route: '/counted',
    goal,
    arms: [
      { name: 'control', weight: 50, control: true },
      { name: 'sumba', weight: 50, control: false },
    ],
    minimumDetectableEffect: 0.2,
    baselineRate: 0.03,
    ...dates,
  });
  const context = (arm: string) => ({ route: '/counted', locale: 'en', experiment: 'counted-test', arm });

  beforeAll(async () => {
    for (const [arm, visitors] of [
      ['control', 5],
      ['sumba', 4],
    ] as const) {
      for (let i = 0; i < visitors; i++) {
        await count({ route: '/counted', experiment: 'counted-test', arm, exposure: true });
        await count({ route: '/counted', experiment: 'counted-test', arm, exposure: false });
      }
    }
    await asAnon(db, 'submit_founder_application', { ...founder, ...context('control') });
    await asAnon(db, 'submit_founder_application', { ...founder, ...context('sumba') });
    await asAnon(db, 'submit_founder_application', { ...founder, ...context('sumba') });
    await asAnon(db, 'submit_founder_application', { ...founder, ...context('sumba'), experiment: 'another-test' });
    await asAnon(db, 'submit_partnership_application', { ...partnership, ...context('control') });
    await asAnon(db, 'submit_early_access', { email: 'counted@example.com', ...context('sumba') });
    for (const [session, arm, status] of [
      ['cs_c1', 'control', 'pending'],
      ['cs_c2', 'control', 'paid'],
      ['cs_s1', 'sumba', 'paid'],
      ['cs_s2', 'sumba', 'completed'],
      ['cs_s3', 'sumba', 'canceled'],
    ] as const) {
      await asService(db, 'record_pending_payment', { sessionId: session, productId: 'mansion', amount: 100, currency: 'usd', ...context(arm) });
      await db.query('update payments set status = $1 where stripe_session_id = $2', [status, session]);
    }
  });

  it.each([
    ['founder-application', 1, 2],
    ['partnership-application', 1, 0],
    ['early-access-signup', 0, 1],
    ['payment-paid', 1, 2],
    ['membership-completed', 0, 1],
  ] as const)('counts %s per arm (control %i, sumba %i) beside the same visitors and views', async (goal, control, sumba) => {
    expect(await armCountsAsService(db, plan(goal))).toEqual([
      { arm: 'control', views: 10, visitors: 5, conversions: control },
      { arm: 'sumba', views: 8, visitors: 4, conversions: sumba },
    ]);
  });

  it('counts only the days between start and end', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await armCountsAsService(db, plan('founder-application', { end: yesterday }))).toEqual([]);
    expect(await armCountsAsService(db, plan('founder-application', { start: yesterday }))).toHaveLength(2);
  });

  it('refuses a goal it does not know, and anyone but the service role', async () => {
    await expect(db.query(`select * from public.experiment_arm_counts('counted-test', 'page-view')`)).rejects.toThrow(/Unknown goal page-view/);
    const refused = await db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      const error = await tx.query(`select * from public.experiment_arm_counts('counted-test', 'payment-paid')`).catch((e: unknown) => e);
      await tx.rollback();
      return error instanceof Error ? Reflect.get(error, 'code') : 'no error';
    });
    expect(refused).toBe('42501');
  });
});

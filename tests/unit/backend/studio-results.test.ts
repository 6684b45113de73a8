import { beforeAll, describe, expect, it } from 'vitest';
import { experimentAmountsSchema } from '../../../src/contract/studio-answers';
import { asAnon, fieldErrors, freshDatabase, rows, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, clearLeads, insertLead, ok, signedInUser } from './studio-harness';

/** The studio's Results page: studio_daily, studio_experiment_counts, studio_experiment_amounts, and the filter menus. */
let db: SqlDatabase;
let marketer: Caller;

const view = (day: string, route: string, views: number, extra: { experiment?: string; arm?: string; utm_source?: string; exposures?: number } = {}) =>
  db.query('insert into public.page_views (day, route, experiment, arm, utm_source, views, exposures) values ($1, $2, $3, $4, $5, $6, $7)', [
    day,
    route,
    extra.experiment ?? '',
    extra.arm ?? '',
    extra.utm_source ?? '',
    views,
    extra.exposures ?? 0,
  ]);

beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
  await clearLeads(db);
  await view('2026-10-31', '/', 100);
  await view('2026-11-01', '/', 10, { utm_source: 'google' });
  await view('2026-11-01', '/', 5, { experiment: 'home-headline', arm: 'a', exposures: 4 });
  await view('2026-11-01', '/mansion', 7);
  await view('2026-11-02', '/', 3, { utm_source: 'newsletter' });
  await view('2026-11-02', '/', 2, { experiment: 'home-headline', arm: 'b', exposures: 2 });
  await insertLead(db, 'founder', { route: '/', utm: { source: 'google' }, created_at: '2026-11-01T05:00:00Z', experiment: 'home-headline', arm: 'a' });
  await insertLead(db, 'partnership', { route: '/', created_at: '2026-11-01T23:59:59Z', experiment: 'home-headline', arm: 'b' });
  await insertLead(db, 'early_access', { route: '/mansion', utm: { source: 'newsletter' }, created_at: '2026-11-02T00:00:00Z' });
  await insertLead(db, 'founder', { route: null, created_at: '2026-11-02T10:00:00Z', experiment: 'home-headline', arm: 'b' });
  await insertLead(db, 'founder', { route: '/', created_at: '2026-11-03T00:00:00Z' });
  await insertLead(db, 'payment', {
    route: '/',
    status: 'paid',
    utm: { source: 'google' },
    created_at: '2026-11-01T12:00:00Z',
    experiment: 'home-headline',
    arm: 'a',
  });
  await insertLead(db, 'payment', { route: '/mansion', status: 'completed', created_at: '2026-11-02T12:00:00Z' });
  await insertLead(db, 'payment', { route: '/', status: 'pending', created_at: '2026-11-01T12:00:00Z', experiment: 'home-headline', arm: 'b' });
  await insertLead(db, 'payment', { route: '/', status: 'canceled', created_at: '2026-11-01T13:00:00Z' });
  await insertLead(db, 'payment', { route: '/', status: 'needs_review', locale: 'es', created_at: '2026-11-01T14:00:00Z' });
});

const daily = async (body: Record<string, unknown>) => ok(await asUser(db, marketer, 'studio_daily', body));

describe('studio_daily', () => {
  it('sums views, leads and paid payments per UTC day and route, and per source, inside the range only', async () => {
    expect(await daily({ from: '2026-11-01', to: '2026-11-02' })).toEqual({
      days: [
        { day: '2026-11-01', route: '/', views: 15, leads: 2, matched: 2, paid: 1 },
        { day: '2026-11-01', route: '/mansion', views: 7, leads: 0, matched: 0, paid: 0 },
        { day: '2026-11-02', route: '', views: 0, leads: 1, matched: 0, paid: 0 },
        { day: '2026-11-02', route: '/', views: 5, leads: 0, matched: 0, paid: 0 },
        { day: '2026-11-02', route: '/mansion', views: 0, leads: 1, matched: 0, paid: 1 },
      ],
      sources: [
        { utm_source: '', views: 14, leads: 2, matched: 1, paid: 1 },
        { utm_source: 'google', views: 10, leads: 1, matched: 1, paid: 1 },
        { utm_source: 'newsletter', views: 3, leads: 1, matched: 0, paid: 0 },
      ],
    });
  });

  it('agrees with the tables summed by hand', async () => {
    const { days } = await daily({ from: '2026-11-01', to: '2026-11-02' });
    const total = (key: 'views' | 'leads' | 'paid') => (days as Record<string, number>[]).reduce((sum, day) => sum + (day[key] ?? 0), 0);
    const [byHand] = await rows(
      db,
      `select (select sum(views) from page_views where day between '2026-11-01' and '2026-11-02')::int as views,
              (select count(*) from (select created_at from founder_applications union all select created_at from partnership_applications
                                     union all select created_at from early_access_signups) l
               where (created_at at time zone 'utc')::date between '2026-11-01' and '2026-11-02')::int as leads,
              (select count(*) from payments where status in ('paid', 'completed')
               and (created_at at time zone 'utc')::date between '2026-11-01' and '2026-11-02')::int as paid`,
    );
    expect({ views: total('views'), leads: total('leads'), paid: total('paid') }).toEqual(byHand);
  });

  it('narrows to one route', async () => {
    expect(await daily({ from: '2026-11-01', to: '2026-11-02', route: '/' })).toEqual({
      days: [
        { day: '2026-11-01', route: '/', views: 15, leads: 2, matched: 2, paid: 1 },
        { day: '2026-11-02', route: '/', views: 5, leads: 0, matched: 0, paid: 0 },
      ],
      sources: [
        { utm_source: 'google', views: 10, leads: 1, matched: 1, paid: 1 },
        { utm_source: '', views: 7, leads: 1, matched: 1, paid: 0 },
        { utm_source: 'newsletter', views: 3, leads: 0, matched: 0, paid: 0 },
      ],
    });
  });

  it('is empty for a range with nothing in it', async () => {
    expect(await daily({ from: '2025-01-01', to: '2025-01-31' })).toEqual({ days: [], sources: [] });
  });

  it.each([{}, { from: '2026-11-01' }, { from: '2026-11-01', to: 'tomorrow' }, { from: 20261101, to: '2026-11-02' }])(
    'needs both days as YYYY-MM-DD: %j',
    async (body) => {
      expect(await asUser(db, marketer, 'studio_daily', body)).toMatchObject({ status: 400, body: { message: 'Enter dates as YYYY-MM-DD' } });
    },
  );
});

describe('studio_experiment_counts', () => {
  it.each([
    ['founder-application', null, null],
    ['partnership-application', null, null],
    ['payment-paid', null, null],
    ['membership-completed', null, null],
    ['founder-application', '2026-11-02', '2026-11-02'],
    ['founder-application', '2026-11-01', null],
  ])('for %s from %s to %s equals experiment_arm_counts', async (goal, from, to) => {
    const body = { experiment: 'home-headline', goal, ...(from ? { from } : {}), ...(to ? { to } : {}) };
    const direct = await rows(db, 'select arm, views::int, visitors::int, conversions::int from public.experiment_arm_counts($1, $2, $3, $4)', [
      'home-headline',
      goal,
      from,
      to,
    ]);
    expect(direct.length).toBeGreaterThan(0);
    expect(ok(await asUser(db, marketer, 'studio_experiment_counts', body))).toEqual(direct);
  });

  it('reads the figures the arms really have', async () => {
    expect(ok(await asUser(db, marketer, 'studio_experiment_counts', { experiment: 'home-headline', goal: 'founder-application' }))).toEqual([
      { arm: 'a', views: 5, visitors: 4, conversions: 1 },
      { arm: 'b', views: 2, visitors: 2, conversions: 1 },
    ]);
    expect(ok(await asUser(db, marketer, 'studio_experiment_counts', { experiment: 'no-such-test', goal: 'founder-application' }))).toEqual([]);
  });

  it('refuses an unknown goal or a missing experiment with 400', async () => {
    expect(await asUser(db, marketer, 'studio_experiment_counts', { experiment: 'home-headline', goal: 'clicks' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown goal clicks' },
    });
    expect(await asUser(db, marketer, 'studio_experiment_counts', { goal: 'founder-application' })).toMatchObject({ status: 400 });
  });
});

describe('studio_lead_filters', () => {
  it('lists each value present once, sorted, for the filter menus', async () => {
    await insertLead(db, 'founder', { route: '/z', locale: 'en', utm: { source: 'b', medium: 'cpc', campaign: 'spring' } });
    await insertLead(db, 'partnership', { route: '/z', locale: 'en', utm: { source: 'a', medium: 'cpc' } });
    expect(ok(await asUser(db, marketer, 'studio_lead_filters', {}))).toEqual({
      routes: ['/', '/mansion', '/z'],
      locales: ['en', 'es'],
      utm_sources: ['a', 'b', 'google', 'newsletter'],
      utm_mediums: ['cpc'],
      utm_campaigns: ['spring'],
      experiments: [
        { experiment: 'home-headline', arm: 'a' },
        { experiment: 'home-headline', arm: 'b' },
      ],
      payment_statuses: ['canceled', 'completed', 'needs_review', 'paid', 'pending'],
    });
  });
});

describe('studio_experiment_amounts', () => {
  const amounts = async (body: Record<string, unknown>) => experimentAmountsSchema.parse(ok(await asUser(db, marketer, 'studio_experiment_amounts', body)));

  beforeAll(async () => {
    await insertLead(db, 'payment', { amount: 4900, currency: 'eur', created_at: '2026-11-02T08:00:00Z', experiment: 'home-headline', arm: 'a' });
    await insertLead(db, 'payment', { status: 'completed', amount: 12_000, created_at: '2026-11-02T09:00:00Z', experiment: 'home-headline', arm: 'b' });
    await insertLead(db, 'payment', { status: 'canceled', amount: 8000, created_at: '2026-11-02T10:00:00Z', experiment: 'home-headline', arm: 'b' });
  });

  it('reads what the paid payments of each arm took in, per currency, in cents', async () => {
    expect(await amounts({ experiment: 'home-headline' })).toEqual([
      { arm: 'a', currency: 'eur', payers: 1, amount: 4900, amountSquares: 24_010_000 },
      { arm: 'a', currency: 'usd', payers: 1, amount: 6500, amountSquares: 42_250_000 },
      { arm: 'b', currency: 'usd', payers: 1, amount: 12_000, amountSquares: 144_000_000 },
    ]);
    expect(await amounts({ experiment: 'no-such-test' })).toEqual([]);
  });

  it.each([
    [null, null],
    ['2026-11-02', '2026-11-02'],
    ['2026-11-01', null],
    [null, '2026-11-01'],
  ])('from %s to %s equals experiment_arm_amounts', async (from, to) => {
    const direct = await rows(
      db,
      'select arm, currency, payers::int, amount::int, amount_squares::float8 as "amountSquares" from public.experiment_arm_amounts($1, $2, $3)',
      ['home-headline', from, to],
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(await amounts({ experiment: 'home-headline', ...(from ? { from } : {}), ...(to ? { to } : {}) })).toEqual(direct);
  });

  it('answers a sum of squares past 2^53 as a JSON number', async () => {
    for (const at of ['2026-11-01T00:00:00Z', '2026-11-01T00:00:01Z']) {
      await insertLead(db, 'payment', { amount: 2_000_000_000, currency: 'idr', created_at: at, experiment: 'big-spender', arm: 'a' });
    }
    const answer = ok<unknown[]>(await asUser(db, marketer, 'studio_experiment_amounts', { experiment: 'big-spender' }));
    expect(answer).toEqual([{ arm: 'a', currency: 'idr', payers: 2, amount: 4_000_000_000, amountSquares: 8e18 }]);
  });

  it.each([
    [{}, { experiment: 'Name the experiment' }],
    [{ experiment: '' }, { experiment: 'Name the experiment' }],
    [{ experiment: 'e'.repeat(65) }, { experiment: 'Name the experiment' }],
    [{ experiment: 42 }, { experiment: 'Name the experiment' }],
    [{ experiment: 'home-headline', from: 'yesterday' }, { from: 'Enter dates as YYYY-MM-DD' }],
    [{ experiment: 'home-headline', to: '2026-02-30' }, { to: 'Enter dates as YYYY-MM-DD' }],
  ])('refuses %j with 400 and the field that is wrong', async (body, fields) => {
    expect(fieldErrors(await asUser(db, marketer, 'studio_experiment_amounts', body))).toEqual(fields);
  });

  it('refuses a signed-in user who is not a marketer, and anon', async () => {
    const plain = await signedInUser(db, { marketer: false });
    const body = { experiment: 'home-headline' };
    expect(await asUser(db, plain, 'studio_experiment_amounts', body)).toMatchObject({
      status: 401,
      body: { code: '42501', message: 'Only marketers may read results' },
    });
    expect(await asAnon(db, 'studio_experiment_amounts', body)).toMatchObject({ status: 401, body: { code: '42501' } });
  });
});

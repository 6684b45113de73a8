import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, freshDatabase, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, clearLeads, insertLead, ok, signedInUser } from './studio-harness';

/** studio_leads: the marketers' one table of applications, sign-ups and payments. */
type Lead = Record<string, unknown> & { id: string; kind: string };
type Page = { total: number; page: number; per_page: number; rows: Lead[]; counts: Record<string, number> };

let db: SqlDatabase;
let marketer: Caller;
const ids: Record<string, string> = {};
const label = (id: string) => Object.keys(ids).find((name) => ids[name] === id) ?? id;

const leads = async (body: Record<string, unknown>) => ok<Page>(await asUser(db, marketer, 'studio_leads', { per_page: 100, ...body }));
const labels = async (body: Record<string, unknown>) => (await leads(body)).rows.map((row) => label(row.id)).sort();

beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
  await clearLeads(db);
  const google = { source: 'google', medium: 'cpc', campaign: 'spring' };
  ids.obrien = await insertLead(db, 'founder', {
    name: "Siobhán O'Brien",
    email: 'obrien@example.ie',
    route: '/',
    locale: 'en',
    utm: google,
    experiment: 'home-headline',
    arm: 'a',
    country: 'IE',
    plot: 12,
    referrer: 'https://www.google.com/',
    consent: 'granted',
    created_at: '2026-11-01T10:00:00Z',
  });
  ids.jose = await insertLead(db, 'founder', {
    name: 'José Álvarez',
    email: 'jose@example.es',
    route: '/mansion',
    locale: 'es',
    utm: { source: 'newsletter' },
    created_at: '2026-11-02T23:59:59Z',
  });
  ids.yamada = await insertLead(db, 'partnership', {
    name: '山田 太郎',
    email: 'yamada@example.jp',
    route: '/mansion',
    locale: 'en',
    utm: { source: 'google', medium: 'cpc' },
    company_name: '<img src=x onerror=alert(1)>',
    experiment: 'home-headline',
    arm: 'b',
    created_at: '2026-11-03T00:00:00Z',
  });
  ids.underscore = await insertLead(db, 'early_access', { email: 'under_score@example.com', route: '/ranking', created_at: '2026-11-04T12:00:00Z' });
  ids.percent = await insertLead(db, 'founder', { name: 'Percent 100% Sure', email: 'percent@example.com', route: '/', created_at: '2026-11-05T09:00:00Z' });
  ids.backslash = await insertLead(db, 'partnership', { name: 'Back\\Slash', email: 'back@example.com', route: '/', created_at: '2026-11-05T10:00:00Z' });
  ids.paid = await insertLead(db, 'payment', {
    full_name: 'Zoë Smith',
    email: 'zoe@example.com',
    route: '/mansion',
    utm: { source: 'google' },
    experiment: 'home-headline',
    arm: 'a',
    status: 'paid',
    created_at: '2026-11-02T08:00:00Z',
  });
  ids.pending = await insertLead(db, 'payment', { route: '/', status: 'pending', created_at: '2026-11-06T00:00:00Z' });
});

describe('filters', () => {
  it.each([
    [{}, ['backslash', 'jose', 'obrien', 'paid', 'pending', 'percent', 'underscore', 'yamada']],
    [{ kind: 'founder' }, ['jose', 'obrien', 'percent']],
    [{ kind: 'early_access' }, ['underscore']],
    [{ route: '/mansion' }, ['jose', 'paid', 'yamada']],
    [{ locale: 'es' }, ['jose']],
    [{ from: '2026-11-02', to: '2026-11-02' }, ['jose', 'paid']],
    [{ from: '2026-11-05' }, ['backslash', 'pending', 'percent']],
    [{ to: '2026-11-01' }, ['obrien']],
    [{ utm_source: 'google' }, ['obrien', 'paid', 'yamada']],
    [{ utm_medium: 'cpc' }, ['obrien', 'yamada']],
    [{ utm_campaign: 'spring' }, ['obrien']],
    [{ experiment: 'home-headline' }, ['obrien', 'paid', 'yamada']],
    [{ experiment: 'home-headline', arm: 'a' }, ['obrien', 'paid']],
    [{ payment_status: 'pending' }, ['pending']],
    [{ route: '/mansion', utm_source: 'google' }, ['paid', 'yamada']],
    [{ route: '/mansion', utm_source: 'google', kind: 'partnership' }, ['yamada']],
    [{ route: '/', from: '2026-11-05', search: 'example.com' }, ['backslash', 'percent']],
    [{ route: '', locale: '', kind: '' }, ['backslash', 'jose', 'obrien', 'paid', 'pending', 'percent', 'underscore', 'yamada']],
  ])('%j shows exactly its leads', async (filters, expected) => {
    const page = await leads(filters);
    expect(page.rows.map((row) => label(row.id)).sort()).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('counts each kind under all the other filters, so the kind tabs show what each would list', async () => {
    const page = await leads({ route: '/mansion', kind: 'founder' });
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({ founder: 1, partnership: 1, early_access: 0, payment: 1, contact: 0 });
    expect((await leads({ utm_source: 'google', kind: 'payment' })).counts).toEqual({ founder: 1, partnership: 1, early_access: 0, payment: 1, contact: 0 });
    expect((await leads({})).counts).toEqual({ founder: 3, partnership: 2, early_access: 1, payment: 2, contact: 0 });
    expect((await leads({ route: '/nowhere' })).counts).toEqual({ founder: 0, partnership: 0, early_access: 0, payment: 0, contact: 0 });
  });

  it('refuses an unknown kind, filter, sort, direction or a date that is not YYYY-MM-DD', async () => {
    for (const body of [
      { kind: 'lead' },
      { colour: 'red' },
      { sort: 'phone' },
      { direction: 'up' },
      { from: '2026-02-30' },
      { to: '1/2/2026' },
      { route: 3 },
    ]) {
      const result = await asUser(db, marketer, 'studio_leads', body);
      expect({ body, status: result.status }).toEqual({ body, status: 400 });
    }
    expect((await asUser(db, marketer, 'studio_leads', { from: '2026-11-05', to: '2026-11-01' })).body).toMatchObject({
      message: 'The first day is after the last day',
    });
  });
});

describe('search', () => {
  it.each([
    ["O'BRIEN", ['obrien']],
    ['josé', ['jose']],
    ['JOSÉ', ['jose']],
    ['山田', ['yamada']],
    ['ZOE@', ['paid']],
    ['%', ['percent']],
    ['_', ['underscore']],
    ['\\', ['backslash']],
    ['100%', ['percent']],
    ['o_b', []],
    ['  percent  ', ['percent']],
  ])('%s finds name or email literally, whatever the case', async (search, expected) => {
    expect(await labels({ search })).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['x'.repeat(201), '201 characters'],
  ])('refuses %j (%s) with the search rule', async (search) => {
    const result = await asUser(db, marketer, 'studio_leads', { search });
    expect(result).toMatchObject({ status: 400, body: { code: '22023', message: 'Search must be between 1 and 200 characters' } });
    expect(JSON.parse(String((result.body as { details: string }).details))).toEqual({ search: 'Search must be between 1 and 200 characters' });
  });

  it('takes exactly 200 characters', async () => {
    expect((await leads({ search: 'x'.repeat(200) })).rows).toEqual([]);
  });
});

describe('pages', () => {
  it('are 25 rows by default, and pages of 3 cover every lead once, with the total on each', async () => {
    expect(await leads({ per_page: undefined })).toMatchObject({ page: 1, per_page: 25, total: 8 });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => leads({ per_page: 3, page })));
    expect(pages.map((page) => page.rows.length)).toEqual([3, 3, 2, 0]);
    expect(pages.map((page) => page.total)).toEqual([8, 8, 8, 8]);
    const seen = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(seen).size).toBe(8);
    expect(seen).toEqual((await leads({})).rows.map((row) => row.id));
  });

  it('beyond the end are empty with the right total', async () => {
    expect(await leads({ page: 1000, per_page: 100 })).toMatchObject({ page: 1000, per_page: 100, total: 8, rows: [] });
  });

  it.each([0, 101, 2.5, '10', -1])('refuse per_page %j with the pagination rule', async (per_page) => {
    expect(await asUser(db, marketer, 'studio_leads', { per_page })).toMatchObject({
      status: 400,
      body: { message: 'Rows per page must be between 1 and 100' },
    });
  });

  it.each([0, 1001, 1.5, '2'])('refuse page %j with the pagination rule', async (page) => {
    expect(await asUser(db, marketer, 'studio_leads', { page })).toMatchObject({ status: 400, body: { message: 'Page must be between 1 and 1000' } });
  });
});

describe('each lead', () => {
  it('comes back exactly as stored, markup and all, with its kind-specific fields in details', async () => {
    const rows = (await leads({})).rows;
    const byLabel = (name: string) => rows.find((row) => label(row.id) === name);
    const obrien = byLabel('obrien');
    expect({ ...obrien, created_at: new Date(String(obrien?.created_at)).toISOString() }).toEqual({
      kind: 'founder',
      id: ids.obrien,
      created_at: '2026-11-01T10:00:00.000Z',
      name: "Siobhán O'Brien",
      email: 'obrien@example.ie',
      phone: '7946 0958',
      country: 'IE',
      route: '/',
      locale: 'en',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: null,
      utm_content: null,
      referrer: 'https://www.google.com/',
      experiment: 'home-headline',
      arm: 'a',
      consent: 'granted',
      payment_status: null,
      amount: null,
      currency: null,
      product_id: null,
      details: { country_code: '+44', plot: 12 },
    });
    expect(byLabel('yamada')).toMatchObject({
      kind: 'partnership',
      name: '山田 太郎',
      details: { company_name: '<img src=x onerror=alert(1)>', land_details: 'Four hectares of coastal land with road access.' },
    });
    expect(byLabel('jose')).toMatchObject({ name: 'José Álvarez', locale: 'es' });
    expect(byLabel('backslash')).toMatchObject({ name: 'Back\\Slash' });
    expect(byLabel('paid')).toMatchObject({ kind: 'payment', name: 'Zoë Smith', payment_status: 'paid', amount: 6500, currency: 'usd', product_id: 'mansion' });
    expect(byLabel('underscore')).toMatchObject({ kind: 'early_access', name: null, phone: null, details: {} });
  });

  it('never carries the visitor address', async () => {
    await insertLead(db, 'founder', { name: 'Addressed', email: 'ip@example.com', ip_address: '203.0.113.9', created_at: '2020-01-01T00:00:00Z' });
    const [row] = (await leads({ search: 'ip@example.com' })).rows;
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    await db.query(`delete from founder_applications where email = 'ip@example.com'`);
  });
});

describe('a real submission', () => {
  it('from the founder form is listed as the form stored it', async () => {
    const sent = { name: "Mary-Jane O'Neil", email: 'MJ@Example.com', phone: '+44 (20) 7946-0958', countryCode: '+44', country: 'GB', route: '/mansion' };
    const result = await asAnon(db, 'submit_founder_application', sent);
    expect(result.status).toBe(200);
    const [row] = (await leads({ search: "o'neil" })).rows;
    expect(row).toMatchObject({
      kind: 'founder',
      name: "Mary-Jane O'Neil",
      email: 'mj@example.com',
      phone: '+44 (20) 7946-0958',
      route: '/mansion',
      country: 'GB',
    });
    await db.query(`delete from founder_applications where email = 'mj@example.com'`);
  });
});

describe('refusals', () => {
  it('answer a signed-in user who is not a marketer with 401, and anon too', async () => {
    const plain = await signedInUser(db, { marketer: false });
    for (const fn of ['studio_leads', 'studio_lead_filters', 'studio_daily', 'studio_experiment_counts']) {
      const body = fn === 'studio_daily' ? { from: '2026-11-01', to: '2026-11-30' } : { experiment: 'home-headline', goal: 'founder-application' };
      expect({ fn, ...(await asUser(db, plain, fn, fn === 'studio_leads' || fn === 'studio_lead_filters' ? {} : body)) }).toMatchObject({
        fn,
        status: 401,
        body: { code: '42501' },
      });
      expect({ fn, ...(await asAnon(db, fn, body)) }).toMatchObject({ fn, status: 401, body: { code: '42501' } });
    }
  });
});

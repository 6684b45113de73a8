import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlDatabase } from './sql-harness';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, createdId, errorOf, fieldErrors, founder, freshDatabase, partnership, rows } from './sql-harness';

const publicSchema = readFileSync(join(import.meta.dirname, '../../../supabase/schemas/public.sql'), 'utf8');

let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

describe('founder applications', () => {
  it.each([
    ["O'Brien", "Siobhán O'Brien"],
    ['José', 'José García'],
    ['Zoë-Ann', 'Zoë-Ann Smith'],
    ['Łukasz', 'Łukasz Nowak'],
    ['initials', 'J. R. R. Tolkien'],
  ])('stores a valid application with a name like %s exactly as typed', async (_label, name) => {
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, name }));
    const [row] = await rows(db, 'select name, email, phone, country_code, country, contribution from founder_applications where id = $1', [id]);
    expect(row).toEqual({
      name,
      email: 'siobhan@example.ie',
      phone: '+44 (20) 7946-0958',
      country_code: '+44',
      country: 'GB',
      contribution: 'N/A',
    });
  });

  it('trims every field and lowercases the email, changing nothing else', async () => {
    const id = createdId(
      await asAnon(db, 'submit_founder_application', {
        name: '  José  ',
        email: '\u00a0 Jose.Garcia@Example.ES \t',
        phone: ' +34 612 345 678\n',
        countryCode: ' +34 ',
        country: 'ES',
      }),
    );
    const [row] = await rows(db, 'select name, email, phone, country_code from founder_applications where id = $1', [id]);
    expect(row).toEqual({ name: 'José', email: 'jose.garcia@example.es', phone: '+34 612 345 678', country_code: '+34' });
  });

  it('keeps a decomposed accent as typed while judging the composed form', async () => {
    const decomposed = 'Jose\u0301';
    const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, name: decomposed }));
    const [row] = await rows(db, 'select name from founder_applications where id = $1', [id]);
    expect(row?.name).toBe(decomposed);
  });

  it('stores the country only when it is an ISO alpha-2 code, never refusing for it', async () => {
    for (const [country, stored] of [
      ['gb', null],
      ['GBR', null],
      [42, null],
      ['PT', 'PT'],
    ] as const) {
      const id = createdId(await asAnon(db, 'submit_founder_application', { ...founder, country }));
      const [row] = await rows(db, 'select country from founder_applications where id = $1', [id]);
      expect(row?.country).toBe(stored);
    }
  });

  it('records the client address the server saw', async () => {
    const id = createdId(await asAnon(db, 'submit_founder_application', founder, '192.0.2.77'));
    const [row] = await rows(db, 'select ip_address from founder_applications where id = $1', [id]);
    expect(row?.ip_address).toBe('192.0.2.77');
  });
});

describe('partnership applications', () => {
  it('stores every field exactly, trimmed and with the email lowercased', async () => {
    const id = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, email: ' Lukasz@Example.PL ' }));
    const [row] = await rows(db, 'select name, email, phone, country_code, company_name, location, land_details from partnership_applications where id = $1', [
      id,
    ]);
    expect(row).toEqual({
      name: 'Łukasz Nowak',
      email: 'lukasz@example.pl',
      phone: '600 123 456',
      country_code: '+48',
      company_name: 'Nowak Land Sp. z o.o.',
      location: 'Sumba, East Nusa Tenggara',
      land_details: 'Four hectares of coastal land with road access and a fresh-water well.',
    });
  });

  it('stores the optional company name and location as NULL when left empty', async () => {
    const id = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, companyName: '   ', location: undefined }));
    const [row] = await rows(db, 'select company_name, location from partnership_applications where id = $1', [id]);
    expect(row).toEqual({ company_name: null, location: null });
  });
});

describe('lead context', () => {
  const context = {
    route: '/mansion',
    locale: 'es',
    utm: { source: 'facebook', medium: 'cpc', campaign: 'launch', term: 'villa', content: 'hero-b', extra: 'dropped' },
    referrer: 'https://www.google.com/',
  };

  it('stores route, locale, utm and referrer with each kind of lead', async () => {
    const founderId = createdId(await asAnon(db, 'submit_founder_application', { ...founder, ...context }));
    const partnerId = createdId(await asAnon(db, 'submit_partnership_application', { ...partnership, ...context }));
    const stored = [
      ...(await rows(db, 'select route, locale, utm, referrer from founder_applications where id = $1', [founderId])),
      ...(await rows(db, 'select route, locale, utm, referrer from partnership_applications where id = $1', [partnerId])),
    ];
    const { extra: _dropped, ...utm } = context.utm;
    expect(stored).toEqual([
      { route: '/mansion', locale: 'es', utm, referrer: 'https://www.google.com/' },
      { route: '/mansion', locale: 'es', utm, referrer: 'https://www.google.com/' },
    ]);
  });

  it('stores a malformed context part as NULL and still accepts the lead', async () => {
    const id = createdId(
      await asAnon(db, 'submit_founder_application', {
        ...founder,
        route: 'https://evil.example/<script>',
        locale: 'fr',
        utm: { source: 42, medium: 'x'.repeat(201), campaign: 'ok' },
        referrer: `https://example.com/${'a'.repeat(2048)}`,
      }),
    );
    const [row] = await rows(db, 'select route, locale, utm, referrer from founder_applications where id = $1', [id]);
    expect(row).toEqual({ route: null, locale: null, utm: { campaign: 'ok' }, referrer: null });
  });

  it('answers the documented compare-variants query per route', async () => {
    const compare = /<compare-variants>\n([\s\S]*?)-- <\/compare-variants>/.exec(publicSchema)?.[1];
    expect(compare).toBeDefined();
    const sql = (compare ?? '').replace(/^-- ?/gm, '');
    const fresh = await freshDatabase();
    for (const route of ['/', '/mansion', '/mansion']) {
      createdId(await asAnon(fresh, 'submit_founder_application', { ...founder, route, utm: { source: 'fb' } }));
    }
    createdId(await asAnon(fresh, 'submit_partnership_application', { ...partnership, route: '/mansion' }));
    createdId(await asAnon(fresh, 'submit_founder_application', { ...founder, route: '/howispossible' }));
    expect(await rows(fresh, sql)).toEqual([
      { route: '/', founder_applications: 1, partnership_applications: 0, paid_payments: 0, from_campaigns: 1 },
      { route: '/mansion', founder_applications: 2, partnership_applications: 1, paid_payments: 0, from_campaigns: 2 },
    ]);
    // With few rows the planner prefers a scan; with sequential scans priced out it must find the index.
    await fresh.exec('set enable_seqscan = off');
    const plan = await rows(fresh, `explain ${sql}`);
    expect(JSON.stringify(plan)).toContain('route_created_at');
  });
});

describe('bodies that are not a JSON object', () => {
  it.each([null, [], 'name', 42, true])('answers 400 "Expected a JSON object" for %j', async (body) => {
    const result = await asAnon(db, 'submit_founder_application', body);
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'LF400', message: 'Expected a JSON object', details: '{}', hint: null });
  });

  it('reports every failing field at once', async () => {
    const result = await asAnon(db, 'submit_partnership_application', { email: 'nope', phone: '12', landDetails: 'short' });
    expect(errorOf(result)).toMatchObject({ code: 'LF400', message: 'Validation failed', hint: null });
    expect(fieldErrors(result)).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone format',
      countryCode: 'Select a country code',
      landDetails: 'Please provide more details about your land',
    });
  });
});

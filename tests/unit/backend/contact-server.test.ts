import { beforeAll, describe, expect, it } from 'vitest';
import { contactFormSchema } from '../../../src/interactive/forms/schemas';
import { validate } from '../../../src/interactive/forms/validate';
import { badValues } from './fuzz-inputs';
import { asAnon, asService, createdId, errorOf, fieldErrors, freshDatabase, nextIp, rows, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, claimsOf, ok, selectAs, signedInUser } from './studio-harness';

/**
 * submit_contact (supabase/schemas/functions/submit_contact.sql), the contact block's lead: the browser's rules and
 * messages again on the server, the per-address limit, the table closed to visitors, and the
 * messages in the marketers' leads and webhooks. Runs on PGlite and on PostgreSQL (sql-harness).
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const good = { name: 'José Álvarez', email: 'jose@example.es', phone: '', message: '¿Puedo visitar Sumba en marzo?' };
const contact = (body: unknown, ip?: string, on = db) => asAnon(on, 'submit_contact', body, ip);
const count = async (on = db) => Number((await rows(on, 'select count(*)::int as n from contact_messages'))[0]?.n);

describe('submit_contact', () => {
  it('stores the message as typed (trimmed, email lowercased) with the lead context and the address', async () => {
    const id = createdId(
      await contact(
        {
          name: '  Ada Lovelace ',
          email: ' Ada@Example.COM ',
          phone: '+44 (20) 7946-0958',
          message: ' <img src=x onerror=alert(1)>\nSecond line ',
          route: '/partner',
          locale: 'es',
          utm: { source: 'newsletter', evil: 'dropped' },
          referrer: 'https://news.example/a',
          experiment: 'home-headline',
          arm: 'sumba',
          consent: 'granted',
        },
        '198.51.100.40',
      ),
    );
    expect(
      await rows(
        db,
        'select name, email, phone, message, route, locale, utm, referrer, experiment, arm, consent, ip_address from contact_messages where id = $1',
        [id],
      ),
    ).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 (20) 7946-0958',
        message: '<img src=x onerror=alert(1)>\nSecond line',
        route: '/partner',
        locale: 'es',
        utm: { source: 'newsletter' },
        referrer: 'https://news.example/a',
        experiment: 'home-headline',
        arm: 'sumba',
        consent: 'granted',
        ip_address: '198.51.100.40',
      },
    ]);
  });

  it('takes the phone as optional: empty or absent is stored as NULL', async () => {
    const empty = createdId(await contact(good));
    const { phone: _phone, ...withoutPhone } = good;
    const absent = createdId(await contact(withoutPhone));
    expect(await rows(db, 'select phone from contact_messages where id = any($1)', [[empty, absent]])).toEqual([{ phone: null }, { phone: null }]);
  });

  it('accepts a message of exactly 5,000 characters, counted as characters (emoji too)', async () => {
    createdId(await contact({ ...good, message: '🌴'.repeat(5000) }));
    createdId(await contact({ ...good, message: 'm'.repeat(5000) }));
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'a'.repeat(101), 'Name too long'],
    ['name', 'R2-D2', 'Name contains invalid characters'],
    ['email', 'ana@', 'Invalid email format'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email too long'],
    ['email', '<ana>@example.com', 'Invalid characters'],
    ['phone', '1'.repeat(21), 'Phone number too long'],
    ['phone', '12 34', 'Invalid phone format'],
    ['message', '', 'Message is required'],
    ['message', ' \n\t ', 'Message is required'],
    ['message', 'm'.repeat(5001), 'Message too long'],
    ['message', '🌴'.repeat(5001), 'Message too long'],
  ])('refuses %s %j with "%s", stores nothing and logs the refusal', async (field, value, message) => {
    const ip = nextIp();
    const before = await count();
    const answer = await contact({ ...good, [field]: value }, ip);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ [field]: message });
    expect(await count()).toBe(before);
    expect(
      await rows(db, `select action, resource, details ->> 'form_type' as form, details ->> 'error' as error from security_events where ip_address = $1`, [ip]),
    ).toEqual([{ action: 'form_validation_failed', resource: 'contact', form: 'contact', error: message }]);
  });

  it('names every failing field at once, as the browser does', async () => {
    expect(fieldErrors(await contact({ name: '', email: 'x', phone: 'call me', message: '' }))).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone format',
      message: 'Message is required',
    });
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[], 'hello', null]) expect((await contact(body)).status).toBe(400);
  });

  it('admits 10 messages an hour from one address, then answers 429 and stores nothing more; other addresses go on', async () => {
    const own = await freshDatabase();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await contact({ ...good, email: `n${i}@example.com` }, '198.51.100.41', own)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(errorOf(await contact(good, '198.51.100.41', own))).toMatchObject({ code: 'LF429', message: 'Too many requests' });
    expect((await contact(good, '198.51.100.42', own)).status).toBe(200);
    expect(await count(own)).toBe(11);
    expect(await rows(own, `select resource, occurrences from security_events where action = 'rate_limit_exceeded'`)).toEqual([
      { resource: 'contact', occurrences: 3 },
    ]);
  });

  it("agrees with the browser's checks (contactFormSchema) on every bad name, email and phone the fuzz inputs try", async () => {
    const disagreements: unknown[] = [];
    for (const field of ['name', 'email', 'phone'] as const) {
      for (const value of badValues[field]!) {
        // Postgres text cannot hold U+0000: such a body is refused before any function runs (fuzz.test.ts).
        if (JSON.stringify(value).includes('\\u0000')) continue;
        const body = { ...good, [field]: value };
        const browser = validate(contactFormSchema, body);
        const answer = await contact(body);
        const server = answer.status === 200 ? {} : fieldErrors(answer);
        const expected = browser.ok ? {} : browser.fields;
        if (JSON.stringify(server) !== JSON.stringify(expected)) disagreements.push({ field, value, server, browser: expected });
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('who reads contact messages', () => {
  let marketer: Caller;
  let plain: Caller;
  beforeAll(async () => {
    marketer = await signedInUser(db);
    plain = await signedInUser(db, { marketer: false });
    createdId(await contact({ ...good, email: 'rls@example.com' }));
  });

  it('refuses anon every read and write: the browser only calls submit_contact', async () => {
    for (const sql of ['select * from contact_messages', 'insert into contact_messages default values', 'delete from contact_messages']) {
      expect({ sql, code: await selectAs(db, 'anon', sql) }).toEqual({ sql, code: '42501' });
    }
  });

  it('shows a signed-in user who is not a marketer nothing, and a marketer every row (read only)', async () => {
    expect(await selectAs(db, 'authenticated', 'select * from contact_messages', claimsOf(plain))).toEqual([]);
    const [all] = await rows(db, 'select count(*)::int as n from contact_messages');
    expect(await selectAs(db, 'authenticated', 'select count(*)::int as n from contact_messages', claimsOf(marketer))).toEqual([all]);
    expect(await selectAs(db, 'authenticated', 'delete from contact_messages', claimsOf(marketer))).toBe('42501');
  });

  it('lists them in the leads as kind "contact", with the message, the count, search and filters', async () => {
    const own = await freshDatabase();
    const reader = await signedInUser(own);
    const id = createdId(
      await contact({ ...good, name: 'Grace Hopper', email: 'grace@example.com', route: '/mex', locale: 'es', utm: { source: 'ads' } }, undefined, own),
    );
    type Page = { total: number; rows: Record<string, unknown>[]; counts: Record<string, number> };
    const leads = async (body: Record<string, unknown>) => ok<Page>(await asUser(own, reader, 'studio_leads', body));
    const page = await leads({ kind: 'contact' });
    expect(page.total).toBe(1);
    expect(page.rows).toMatchObject([
      {
        kind: 'contact',
        id,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: null,
        route: '/mex',
        locale: 'es',
        utm_source: 'ads',
        details: { message: good.message },
      },
    ]);
    expect((await leads({})).counts).toEqual({ founder: 0, partnership: 0, early_access: 0, payment: 0, contact: 1 });
    expect((await leads({ search: 'HOPPER' })).rows.map((row) => row.id)).toEqual([id]);
    expect((await leads({ route: '/partner' })).total).toBe(0);
    expect(ok(await asUser(own, reader, 'studio_lead_filters', {}))).toMatchObject({ routes: ['/mex'], locales: ['es'], utm_sources: ['ads'] });
  });

  it('refuses a user who is not a marketer the leads call', async () => {
    expect((await asUser(db, plain, 'studio_leads', { kind: 'contact' })).status).toBe(401);
  });
});

describe('webhooks', () => {
  it('queues each new message for every active endpoint as a "contact_message" lead, without the address', async () => {
    const own = await freshDatabase();
    const added = await asService(own, 'add_webhook_endpoint', { url: 'https://crm.example/hooks/landfall' });
    expect(added.status).toBe(200);
    const id = createdId(await contact({ ...good, route: '/partner' }, '198.51.100.43', own));
    const queued = await rows(own, `select event, state, payload from webhook_outbox where payload ->> 'id' = $1`, [id]);
    expect(queued).toMatchObject([
      { event: 'lead.created', state: 'pending', payload: { type: 'contact_message', id, name: good.name, message: good.message, route: '/partner' } },
    ]);
    expect(queued[0]?.payload).not.toHaveProperty('ip_address');
  });
});

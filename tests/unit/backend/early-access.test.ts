import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailRule } from '../../../src/interactive/forms/rules';
import { badValues } from './fuzz-inputs';
import { startTestServer, type TestServer } from './http-harness';
import { asAnon, asService, createdId, errorOf, fieldErrors, freshDatabase, nextIp, rows, type SqlDatabase } from './sql-harness';

/**
 * The early-access sign-up of /ranking (issue 10): the seed's field was inert; now one email is a
 * lead, checked with the founder form's email rule and messages, stored as typed with its lead
 * context, and rate-limited per client address by the same function and rules as the forms.
 * The SQL half runs on PGlite and on a real PostgreSQL (sql-harness); the HTTP half through the
 * embedded server, as the page's behaviour sends it.
 */
// One database for the file (cloning one is slow on a busy machine); each test uses its own
// addresses and emails, and the tests that change a rule or function take a database of their own.
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

const signUp = (body: unknown, ip?: string, on = db) => asAnon(on, 'submit_early_access', body, ip);
const stored = (emails: string[], on = db) =>
  rows(on, 'select email, route, locale, utm, referrer, ip_address from early_access_signups where email = any($1) order by created_at', [emails]);
const events = (ip: string) =>
  rows(db, `select action, resource, details ->> 'form_type' as form, details ->> 'error' as error from security_events where ip_address = $1`, [ip]);

describe('submit_early_access', () => {
  it('stores the email trimmed and lowercased, with route, locale, UTM, referrer and the client address', async () => {
    const id = createdId(
      await signUp(
        {
          email: '  Ada.Lovelace+Ranking@Example.COM ',
          route: '/ranking',
          locale: 'es',
          utm: { source: 'x', medium: 'cpc', evil: 'dropped' },
          referrer: 'https://news.example/a',
        },
        '198.51.100.10',
      ),
    );
    expect(await rows(db, 'select email from early_access_signups where id = $1', [id])).toEqual([{ email: 'ada.lovelace+ranking@example.com' }]);
    expect(await stored(['ada.lovelace+ranking@example.com'])).toEqual([
      {
        email: 'ada.lovelace+ranking@example.com',
        route: '/ranking',
        locale: 'es',
        utm: { source: 'x', medium: 'cpc' },
        referrer: 'https://news.example/a',
        ip_address: '198.51.100.10',
      },
    ]);
  });

  it('never refuses a sign-up for its lead context: a malformed part is stored as NULL', async () => {
    createdId(await signUp({ email: 'malformed@example.com', route: 'javascript:alert(1)', locale: 'fr', utm: 'x', referrer: 'r'.repeat(2049) }));
    expect(await stored(['malformed@example.com'])).toMatchObject([{ email: 'malformed@example.com', route: null, locale: null, utm: {}, referrer: null }]);
  });

  it.each([
    ['', 'Invalid email format'],
    ['ana@example', 'Invalid email format'],
    [`${'a'.repeat(250)}@example.com`, 'Email too long'],
    ['<ana@example.com>', 'Invalid characters'],
  ])('refuses %j with the spec message, stores nothing and logs the refusal', async (email, message) => {
    const ip = nextIp();
    const before = await rows(db, 'select count(*)::int as n from early_access_signups');
    const answer = await signUp({ email, route: '/ranking' }, ip);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ email: message });
    expect(await rows(db, 'select count(*)::int as n from early_access_signups')).toEqual(before);
    expect(await events(ip)).toEqual([{ action: 'form_validation_failed', resource: 'early_access', form: 'early_access', error: message }]);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[], 'notanobject@example.com', null]) expect((await signUp(body)).status).toBe(400);
    expect(await stored(['notanobject@example.com'])).toEqual([]);
  });

  it('admits 4 sign-ups an hour from one address, then answers 429 and stores nothing more; other addresses go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp({ email: `n${i}@example.com` }, '198.51.100.20')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(errorOf(await signUp({ email: 'late@example.com' }, '198.51.100.20'))).toMatchObject({ code: 'LF429', message: 'Too many requests' });
    expect((await signUp({ email: 'other@example.com' }, '198.51.100.21')).status).toBe(200);
    const tried = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'late', 'other'].map((name) => `${name}@example.com`);
    expect((await stored(tried)).map((row) => row.email)).toEqual([
      'n0@example.com',
      'n1@example.com',
      'n2@example.com',
      'n3@example.com',
      'other@example.com',
    ]);
    // One event for the refused address and window, the rest counted on it (as for the forms).
    expect(
      await rows(
        db,
        `select resource, rate_limit_key, occurrences, details ->> 'email' as email from security_events where action = 'rate_limit_exceeded' and ip_address = '198.51.100.20'`,
      ),
    ).toEqual([{ resource: 'early_access', rate_limit_key: '198.51.100.20', occurrences: 3, email: 'n4@example.com' }]);
  });

  it('is limited by the rate_limit_rules row, like every browser call', async () => {
    const own = await freshDatabase();
    await own.exec(`update rate_limit_rules set max_requests = 1 where endpoint = 'early_access'`);
    expect((await signUp({ email: 'a@example.com' }, '198.51.100.22', own)).status).toBe(200);
    expect((await signUp({ email: 'b@example.com' }, '198.51.100.22', own)).status).toBe(429);
  });

  it("checks the limit before it reads the body (the forms' rule since issue 7)", async () => {
    const own = await freshDatabase();
    await own.exec(`insert into rate_limit_hits (identifier, endpoint, window_start, count, expires_at)
                    values ('198.51.100.23', 'early_access', date_trunc('second', now()), 4, now() + interval '1 hour')`);
    // From here on, reading any field but the email (kept on the refusal's event) fails loudly.
    await own.exec(`create or replace function public.field_text(body jsonb, key text) returns text
                    language plpgsql immutable as $$
                    begin
                      if key <> 'email' then raise exception 'field % was read', key; end if;
                      return coalesce(body ->> key, '');
                    end $$`);
    await own.exec(`create or replace function public.lead_context(body jsonb) returns jsonb
                    language plpgsql immutable as $$ begin raise exception 'the lead context was read'; end $$`);
    expect((await signUp({ email: 'x@example.com', route: '/ranking' }, '198.51.100.23', own)).status).toBe(429);
  });

  it('lets the browser roles call it but not read or change the table', async () => {
    for (const role of ['anon', 'authenticated']) {
      const privileges = await rows(
        db,
        `select has_function_privilege($1, 'public.submit_early_access(jsonb)', 'execute') as call,
                                                has_table_privilege($1, 'public.early_access_signups', 'select') as read,
                                                has_table_privilege($1, 'public.early_access_signups', 'insert') as write`,
        [role],
      );
      // A signed-in user holds SELECT for the marketers' area, and row-level security shows the rows
      // to marketers only (studio-rls.test.ts); nobody in the browser may write.
      expect(privileges).toEqual([{ call: true, read: role === 'authenticated', write: false }]);
    }
    expect(createdId(await asService(db, 'submit_early_access', { email: 'service@example.com' }))).toBeTruthy();
  });

  it("agrees with the browser's email rule (src/interactive/forms/rules.ts) on every value the fuzz inputs try", async () => {
    const values = [...badValues.email!, 'ana@example.com', ' Ana@Example.com ', 'zoe+ann@example.co.uk'];
    for (const value of values) {
      const browser = emailRule.safeParse(value);
      const answer = await signUp({ email: value }, nextIp());
      const server = answer.status === 200 ? null : fieldErrors(answer).email;
      expect({ value, server }).toEqual({ value, server: browser.success ? null : browser.error.issues[0]?.message });
    }
  });
});

describe('submit_early_access over HTTP (the embedded server, as the page sends it)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const post = (body: unknown) =>
    fetch(`${server.url}/rest/v1/rpc/submit_early_access`, {
      method: 'POST',
      headers: { apikey: 'landfall-embedded-anon-key', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores markup and formulas in the lead context exactly as typed (stored-as-typed.test.ts)', async () => {
    const img = '<img src=x onerror=alert(1)>';
    const utm = { source: img, medium: '=HYPERLINK("http://evil.example","Open")', campaign: '@SUM(1+1)' };
    const referrer = `https://evil.example/?q=${img}`;
    const response = await post({ email: 'typed@example.com', route: '/ranking', locale: 'en', utm, referrer });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const {
      rows: [row],
    } = await server.backend.db.query('select utm, referrer, ip_address from early_access_signups where id = $1', [id]);
    expect(row).toEqual({ utm, referrer, ip_address: '127.0.0.1' });
  });

  it('answers field errors as PostgREST does, in details', async () => {
    const response = await post({ email: 'ana@' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'LF400', message: 'Validation failed', details: '{"email": "Invalid email format"}', hint: null });
  });

  it('refuses a body over its limit before reading it (413)', async () => {
    const response = await post({ email: 'big@example.com', referrer: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});

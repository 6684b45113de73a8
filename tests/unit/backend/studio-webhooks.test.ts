import { beforeAll, describe, expect, it } from 'vitest';
import { asAnon, freshDatabase, rows, type SqlDatabase } from './sql-harness';
import { asUser, type Caller, insertLead, ok, signedInUser } from './studio-harness';

/** The studio's Webhooks page: add (secret shown once), list (never a secret), pause and resume. */
let db: SqlDatabase;
let marketer: Caller;

type Listing = { endpoints: { id: string; url: string; active: boolean; created_at: string }[]; deliveries: Record<string, unknown>[] };
const list = async () => ok<Listing>(await asUser(db, marketer, 'studio_webhooks', {}));
const add = (url: unknown) => asUser(db, marketer, 'studio_add_webhook', { url });

const PRIVATE = 'Enter a public address: the server does not call this machine or a private network';
const NOT_HTTP = 'Enter an address starting with http:// or https://';

beforeAll(async () => {
  db = await freshDatabase();
  marketer = await signedInUser(db);
});

describe('adding a webhook', () => {
  it('returns its signing secret once; the list and the deliveries never show it', async () => {
    const added = ok<{ id: string; url: string; secret: string }>(await add('https://crm.example.com/hooks?team=1'));
    expect(added).toEqual({ id: expect.any(String), url: 'https://crm.example.com/hooks?team=1', secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/) });
    expect(await rows(db, 'select secret from webhook_endpoints where id = $1', [added.id])).toEqual([{ secret: added.secret }]);
    await insertLead(db, 'founder', { name: 'Hooked Lead' });
    const listing = await list();
    expect(listing.endpoints).toContainEqual({ id: added.id, url: added.url, active: true, created_at: expect.any(String) });
    expect(listing.deliveries).toContainEqual(
      expect.objectContaining({ endpoint_id: added.id, lead_type: 'founder_application', state: 'pending', attempts: 0 }),
    );
    expect(JSON.stringify(listing)).not.toContain(added.secret);
    expect(JSON.stringify(listing)).not.toContain('whsec_');
  });

  it.each([
    'http://localhost:3000/hook',
    'http://LOCALHOST/',
    'http://api.localhost/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0.0.0.0/',
    'http://10.0.0.5/x',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1:8080/',
    'http://169.254.169.254/latest/meta-data',
    'http://user:pw@127.0.0.1/',
    'http://[::1]:8080/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
  ])('refuses %s: an address of this machine or a private network', async (url) => {
    const result = await add(url);
    expect(result).toMatchObject({ status: 400, body: { code: '22023', message: PRIVATE } });
    expect(JSON.parse(String((result.body as { details: string }).details))).toEqual({ url: PRIVATE });
  });

  it.each([
    'https://hooks.example.com/a',
    'http://93.184.216.34:8080/h',
    'https://[2606:4700::6810:84e5]/h',
    'http://172.32.0.1/',
    'https://1password.com/x',
    'HTTPS://CRM.EXAMPLE.COM',
  ])('accepts the public address %s', async (url) => {
    expect(ok(await add(url))).toMatchObject({ url });
  });

  it('holds the URL rule: http or https, at most 2,048 characters', async () => {
    for (const url of ['ftp://example.com/', 'crm.example.com', '', 'javascript:alert(1)', 'http://', 'https://exa mple.com', 42]) {
      expect({ url, ...(await add(url)) }).toMatchObject({ url, status: 400, body: { message: NOT_HTTP } });
    }
    const longest = `https://example.com/${'a'.repeat(2048 - 20)}`;
    expect(longest).toHaveLength(2048);
    expect(ok(await add(longest))).toMatchObject({ url: longest });
    expect(await add(`${longest}a`)).toMatchObject({ status: 400, body: { message: 'URL too long' } });
  });
});

describe('pausing a webhook', () => {
  it('stops new leads reaching it until it is switched back on', async () => {
    const { id } = ok<{ id: string }>(await add('https://paused.example.com/'));
    expect(ok(await asUser(db, marketer, 'studio_set_webhook', { id, active: false }))).toEqual({ id, active: false });
    expect((await list()).endpoints.find((endpoint) => endpoint.id === id)?.active).toBe(false);
    await insertLead(db, 'early_access', { email: 'while-paused@example.com' });
    expect(await rows(db, 'select count(*)::int as n from webhook_outbox where endpoint_id = $1', [id])).toEqual([{ n: 0 }]);
    expect(ok(await asUser(db, marketer, 'studio_set_webhook', { id, active: true }))).toEqual({ id, active: true });
    await insertLead(db, 'early_access', { email: 'after@example.com' });
    expect(await rows(db, 'select count(*)::int as n from webhook_outbox where endpoint_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('answers 404 for an unknown id and 400 without a true or false', async () => {
    expect(await asUser(db, marketer, 'studio_set_webhook', { id: '00000000-0000-4000-8000-000000000000', active: false })).toMatchObject({
      status: 404,
      body: { message: 'No such webhook' },
    });
    expect(await asUser(db, marketer, 'studio_set_webhook', { id: 'not-a-uuid', active: false })).toMatchObject({ status: 404 });
    const { id } = ok<{ id: string }>(await add('https://twice.example.com/'));
    expect(await asUser(db, marketer, 'studio_set_webhook', { id, active: 'no' })).toMatchObject({ status: 400 });
  });
});

describe('webhook calls', () => {
  it('refuse a signed-in user who is not a marketer, and anon, and change nothing', async () => {
    const plain = await signedInUser(db, { marketer: false });
    const [endpoint] = await rows(db, 'select id from webhook_endpoints limit 1');
    const before = await rows(db, 'select id, active from webhook_endpoints order by id');
    const calls: [string, unknown][] = [
      ['studio_webhooks', {}],
      ['studio_add_webhook', { url: 'https://evil.example.com/' }],
      ['studio_set_webhook', { id: endpoint?.id, active: false }],
    ];
    for (const [fn, body] of calls) {
      expect({ fn, ...(await asUser(db, plain, fn, body)) }).toMatchObject({ fn, status: 401, body: { code: '42501' } });
      expect({ fn, ...(await asAnon(db, fn, body)) }).toMatchObject({ fn, status: 401, body: { code: '42501' } });
    }
    expect(await rows(db, 'select id, active from webhook_endpoints order by id')).toEqual(before);
  });
});

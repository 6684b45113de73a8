import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMarketer, nextAddress, PASSWORD, rowsOf, startAuthServer, studioClient } from './auth-harness';
import { browserClient, startTestServer, type TestServer } from './http-harness';

/**
 * The studio's reads over HTTP as the area makes them: a visitor submits through the public
 * client, a marketer signs in with supabase-js and calls the RPCs with the session's token.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

async function signedIn(on: TestServer, { marketer = true } = {}) {
  const user = await newMarketer(on);
  if (!marketer) await rowsOf(on, 'delete from public.marketers where user_id = $1', [user.userId]);
  const client = studioClient(on.url);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

const visitor = () => browserClient(server.url, { 'x-real-ip': nextAddress() });
const PRIVATE = 'Enter a public address: the server does not call this machine or a private network';

describe("a marketer's leads", () => {
  it('lists what visitors typed exactly as they typed it, found by a search', async () => {
    const sent = [
      { name: "José O'Brien", email: 'jose.obrien@example.com' },
      { name: '山田 太郎', email: 'yamada.http@example.jp' },
    ];
    for (const lead of sent) {
      const { error } = await visitor().rpc('submit_founder_application', { ...lead, phone: '600 123 456', countryCode: '+34', route: '/mansion' });
      expect(error).toBeNull();
    }
    const { error } = await visitor().rpc('submit_partnership_application', {
      name: 'Markup Test',
      email: 'markup@example.com',
      phone: '600 123 456',
      countryCode: '+34',
      companyName: '<img src=x onerror=alert(1)>',
      landDetails: 'Ten hectares <img src=x onerror=alert(1)> by the sea.',
    });
    expect(error).toBeNull();

    const client = await signedIn(server);
    const found = await client.rpc('studio_leads', { search: "o'brien" });
    expect(found.error).toBeNull();
    expect(found.data).toMatchObject({ total: 1, rows: [{ kind: 'founder', name: "José O'Brien", route: '/mansion' }] });
    expect((await client.rpc('studio_leads', { search: '山田 太郎' })).data).toMatchObject({ total: 1, rows: [{ name: '山田 太郎' }] });
    const markup = await client.rpc('studio_leads', { search: 'markup@' });
    expect(markup.data).toMatchObject({
      rows: [
        {
          kind: 'partnership',
          details: { company_name: '<img src=x onerror=alert(1)>', land_details: 'Ten hectares <img src=x onerror=alert(1)> by the sea.' },
        },
      ],
    });
    const all = await client.rpc('studio_leads', { per_page: 100 });
    expect(all.data).toMatchObject({ total: 3, counts: { founder: 2, partnership: 1, early_access: 0, payment: 0 } });
  });

  it("answers a search over 200 characters with the rule's message", async () => {
    const client = await signedIn(server);
    const { error, status } = await client.rpc('studio_leads', { search: 'x'.repeat(201) });
    expect(status).toBe(400);
    expect(error?.message).toBe('Search must be between 1 and 200 characters');
    expect((await client.rpc('studio_leads', { per_page: 101 })).error?.message).toBe('Rows per page must be between 1 and 100');
  });
});

describe('someone who is not a marketer', () => {
  it.each([
    'studio_leads',
    'studio_lead_filters',
    'studio_daily',
    'studio_experiment_counts',
    'studio_experiment_amounts',
    'studio_bandit_history',
    'studio_webhooks',
    'studio_add_webhook',
    'studio_set_webhook',
  ])('is answered 401 by %s, signed in or not', async (fn) => {
    const plain = await signedIn(server, { marketer: false });
    const asPlain = await plain.rpc(fn, {});
    expect({ status: asPlain.status, code: asPlain.error?.code, data: asPlain.data }).toEqual({ status: 401, code: '42501', data: null });
    const anon = await visitor().rpc(fn, {});
    expect({ status: anon.status, data: anon.data }).toEqual({ status: 401, data: null });
  });
});

describe('webhooks from the area', () => {
  it('shows the secret once, never in the list, refuses a private address, and pauses', async () => {
    const client = await signedIn(server);
    const added = await client.rpc('studio_add_webhook', { url: 'https://crm.example.com/landfall' });
    expect(added.error).toBeNull();
    const { id, secret } = added.data as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const listed = await client.rpc('studio_webhooks', {});
    expect(listed.data).toMatchObject({ endpoints: [{ id, url: 'https://crm.example.com/landfall', active: true }] });
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const local = await client.rpc('studio_add_webhook', { url: 'http://127.0.0.1:9000/hook' });
    expect({ status: local.status, message: local.error?.message }).toEqual({ status: 400, message: PRIVATE });

    expect((await client.rpc('studio_set_webhook', { id, active: false })).data).toEqual({ id, active: false });
    expect((await client.rpc('studio_webhooks', {})).data).toMatchObject({ endpoints: [{ id, active: false }] });
  });

  it('takes a local receiver when the embedded server allows local webhooks', async () => {
    // On disk: one backend per process serves every in-memory start, and this one must be its own.
    const local = await startTestServer({ onDisk: true, env: { LANDFALL_CLIENT_IP_HEADER: 'x-real-ip', LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1' } });
    try {
      const client = await signedIn(local);
      const added = await client.rpc('studio_add_webhook', { url: 'http://127.0.0.1:9000/hook' });
      expect(added.error).toBeNull();
      expect(added.data).toMatchObject({ url: 'http://127.0.0.1:9000/hook' });
    } finally {
      await local.close();
    }
  });
});

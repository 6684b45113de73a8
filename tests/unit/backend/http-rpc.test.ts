import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, founder, startTestServer, type TestServer } from './http-harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const rows = async (sql: string, params: unknown[] = []) => (await server.backend.db.query<Record<string, unknown>>(sql, params)).rows;

describe('POST /rest/v1/rpc/:fn through supabase-js', () => {
  it('stores a valid founder application and answers its id', async () => {
    const { data, error } = await browserClient(server.url).rpc('submit_founder_application', { ...founder, route: '/mansion', locale: 'en' });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = data && typeof data === 'object' && 'id' in data ? data.id : undefined;
    const [row] = await rows('select email, route, ip_address from founder_applications where id = $1', [id]);
    expect(row).toEqual({ email: 'ada@example.com', route: '/mansion', ip_address: '127.0.0.1' });
  });

  it('answers field errors in error.details, the way PostgREST reports them', async () => {
    const { data, error } = await browserClient(server.url).rpc('submit_partnership_application', { ...founder, name: '', landDetails: 'short' });
    expect(data).toBeNull();
    expect(error?.code).toBe('LF400');
    expect(JSON.parse(error?.details ?? '{}')).toEqual({
      name: 'Name is required',
      landDetails: 'Please provide more details about your land',
    });
  });

  it('answers 404 PGRST202 for functions outside the allow-list, internal ones included', async () => {
    for (const fn of ['check_rate_limit', 'record_pending_payment', 'mark_payment_paid', 'no_such_function']) {
      const { error, status } = await browserClient(server.url).rpc(fn, { endpoint: 'x' });
      expect({ fn, status, code: error?.code }).toEqual({ fn, status: 404, code: 'PGRST202' });
    }
  });

  it('counts a page view by named parameters, as PostgREST calls count_page_view for the edge router', async () => {
    const client = browserClient(server.url);
    const view = { p_route: '/mansion', p_experiment: null, p_arm: null, p_utm_source: 'named-params', p_exposure: false };
    expect((await client.rpc('count_page_view', view)).error).toBeNull();
    expect((await client.rpc('count_page_view', { p_route: '/mansion', p_utm_source: 'named-params' })).error).toBeNull();
    expect(await rows("select route, views::int, exposures::int from page_views where utm_source = 'named-params'")).toEqual([
      { route: '/mansion', views: 2, exposures: 0 },
    ]);
    const { error, status } = await client.rpc('count_page_view', { p_route: '/mansion', "p_arm') or true --": 'x' });
    expect({ status, code: error?.code }).toEqual({ status: 404, code: 'PGRST202' });
  });

  it('refuses a body that is not JSON, and a request without an apikey', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${server.url}/rest/v1/rpc/log_client_event`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const invalid = await post({ apikey: 'k' }, '{"action":');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'PGRST102' });
    expect((await post({}, '{}')).status).toBe(401);
  });

  it('answers the CORS preflight a browser sends before supabase-js calls', async () => {
    for (const path of ['/rest/v1/rpc/submit_founder_application', '/functions/v1/create-payment']) {
      const response = await fetch(server.url + path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://landfall.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type, content-profile, x-client-info',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('rate-limits by the socket address: spoofed forwarding headers change nothing', async () => {
    // The seeded rule (founder_application: 4 per hour); earlier tests' hits are forgotten.
    await server.backend.db.exec(`delete from rate_limit_hits`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const spoof = `203.0.113.${i + 1}`;
      const client = browserClient(server.url, { 'x-forwarded-for': spoof, 'cf-connecting-ip': spoof, 'x-real-ip': spoof, 'x-landfall-client-ip': spoof });
      const { error, status } = await client.rpc('submit_founder_application', { ...founder, email: `spoof${i}@example.com` });
      statuses.push(status);
      if (status === 429) expect(error?.code).toBe('LF429');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const stored = await rows(`select distinct ip_address from founder_applications where email like 'spoof%'`);
    expect(stored).toEqual([{ ip_address: '127.0.0.1' }]);
    // One row for the refusals of the window, counting both.
    const refusals = await rows(`select ip_address, occurrences from security_events where action = 'rate_limit_exceeded'`);
    expect(refusals).toEqual([{ ip_address: '127.0.0.1', occurrences: 2 }]);
  });
});

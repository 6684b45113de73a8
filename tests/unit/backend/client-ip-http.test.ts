import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../supabase/embedded/embedded.ts';
import { postJson } from '../../../supabase/embedded/load.ts';
import { normalizeIp, type ClientIpSource } from '../../../supabase/functions/_shared/client-ip.ts';
import { founder } from './http-harness';

/**
 * Issue 7 point 2 over real HTTP: one visitor (one socket) forging a different client address in
 * every request still gets the founder form's 4 per hour, under every supported configuration.
 */
const spoofedHeaderSets: Record<string, string>[] = [
  { 'cf-connecting-ip': '203.0.113.1' },
  { 'x-forwarded-for': '203.0.113.2' },
  { 'x-forwarded-for': '203.0.113.3, 198.51.100.3' },
  { 'x-forwarded-for': '203.0.113.4, 198.51.100.4, 192.0.2.4' },
  { 'x-real-ip': '203.0.113.5' },
  { forwarded: 'for=203.0.113.6;proto=https' },
  { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' },
  { forwarded: 'for="[2001:db8::8]"', 'x-forwarded-for': '2001:db8::8, 2001:db8::9' },
  { 'true-client-ip': '203.0.113.9', 'x-landfall-client-ip': '203.0.113.9' },
  { 'cf-connecting-ip': '2001:db8::10', forwarded: 'for=203.0.113.10', 'x-forwarded-for': 'unknown, 203.0.113.10' },
];

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The embedded backend on a fresh in-memory database, the database trusting `databaseSource`. */
async function startBackend(env: Record<string, string>, databaseSource?: ClientIpSource): Promise<{ url: string; backend: EmbeddedBackend }> {
  let url = '';
  const backend = await startEmbeddedBackend({ dataDir: 'memory', env, origin: () => url });
  cleanups.push(() => backend.close());
  // Before the first request: the server reads the row once.
  if (databaseSource) await backend.db.query('update client_ip_source set header = $1, hop = $2', [databaseSource.header, databaseSource.hop]);
  url = await listen(createServer((req, res) => backend.handle(req, res)));
  return { url, backend };
}

/** A reverse proxy that appends the address it sees to X-Forwarded-For, as nginx or an ALB does. */
async function appendingProxy(upstream: string): Promise<string> {
  return listen(
    createServer((req: IncomingMessage, res: ServerResponse) => {
      const seen = normalizeIp(req.socket.remoteAddress) ?? '';
      const prior = req.headers['x-forwarded-for'];
      const forwarded = [typeof prior === 'string' ? prior : '', seen].filter(Boolean).join(', ');
      const out = request(
        `${upstream}${req.url ?? '/'}`,
        { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(out);
    }),
  );
}

/** The ten forged requests from one socket bound to `address`; the statuses in order. */
async function floodFrom(url: string, address: string): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const statuses: number[] = [];
    for (const [i, headers] of spoofedHeaderSets.entries()) {
      const answer = await postJson(
        `${url}/rest/v1/rpc/submit_founder_application`,
        { ...founder, email: `spoof${i}@example.com` },
        { localAddress: address, headers, agent },
      );
      statuses.push(answer.status);
    }
    return statuses;
  } finally {
    agent.destroy();
  }
}

const storedAddresses = async (backend: EmbeddedBackend) =>
  (await backend.db.query<{ ip_address: string }>(`select distinct ip_address from founder_applications where email like 'spoof%'`)).rows;

/** A payment start as the service role records it: the visitor's address reaches the row. */
async function paymentAddress(url: string, backend: EmbeddedBackend, address: string) {
  const answer = await postJson(
    `${url}/functions/v1/create-payment`,
    { productId: 'mansion' },
    { localAddress: address, headers: { 'x-landfall-client-ip': '203.0.113.99' } },
  );
  expect(answer.status).toBe(200);
  return (await backend.db.query<{ ip_address: string }>('select ip_address from payments')).rows;
}

describe('ten forged client addresses from one socket', () => {
  it.each<[string, ClientIpSource | undefined, string]>([
    ['the default: the server is the edge, the database reads cf-connecting-ip', undefined, '127.0.0.21'],
    ['a database trusting X-Forwarded-For hop 1, the server appending as a proxy', { header: 'x-forwarded-for', hop: 1 }, '127.0.0.22'],
    ['a database trusting X-Forwarded-For hop 2, the server appending as two proxies', { header: 'x-forwarded-for', hop: 2 }, '127.0.0.23'],
    ['a database trusting Forwarded hop 1', { header: 'forwarded', hop: 1 }, '127.0.0.24'],
  ])('get exactly 4 accepted under %s (was: every forged address a fresh bucket)', async (_label, databaseSource, address) => {
    const { url, backend } = await startBackend({}, databaseSource);
    expect(await floodFrom(url, address)).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    expect(await storedAddresses(backend)).toEqual([{ ip_address: address }]);
    expect(await paymentAddress(url, backend, address)).toEqual([{ ip_address: address }]);
  });

  it('get exactly 4 accepted through a proxy the embedded server is told to trust (LANDFALL_CLIENT_IP_HEADER)', async () => {
    const { url, backend } = await startBackend({ LANDFALL_CLIENT_IP_HEADER: 'x-forwarded-for', LANDFALL_CLIENT_IP_HOP: '1' });
    const proxy = await appendingProxy(url);
    expect(await floodFrom(proxy, '127.0.0.25')).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
    // The visitor the proxy saw, not the proxy (127.0.0.1) and not what the client wrote.
    expect(await storedAddresses(backend)).toEqual([{ ip_address: '127.0.0.25' }]);
  });

  it('count a visitor without the trusted proxy header as "unknown", never by a header it wrote itself', async () => {
    const { url, backend } = await startBackend({ LANDFALL_CLIENT_IP_HEADER: 'x-real-ip' });
    await floodFrom(url, '127.0.0.26');
    // Only the requests that carried x-real-ip (sets 5 and 7) name an address.
    const stored = (await storedAddresses(backend)).map((row) => row.ip_address).sort();
    expect(stored).toEqual(['203.0.113.5', '203.0.113.7', 'unknown']);
  });
});

describe('the embedded server settings', () => {
  it.each([
    [{ LANDFALL_CLIENT_IP_HEADER: 'x-forwarded-for', LANDFALL_CLIENT_IP_HOP: 'two' }, /LANDFALL_CLIENT_IP_HOP="two" must be a whole number/],
    [{ LANDFALL_CLIENT_IP_HOP: '2' }, /LANDFALL_CLIENT_IP_HOP is set but LANDFALL_CLIENT_IP_HEADER is not/],
    [{ LANDFALL_CLIENT_IP_HEADER: 'x forwarded' }, /LANDFALL_CLIENT_IP_HEADER="x forwarded" is not a header name/],
  ])('refuse to start on a setting they cannot use, naming it: %o', async (env, message) => {
    await expect(startEmbeddedBackend({ dataDir: 'memory', env })).rejects.toThrow(message);
  });
});

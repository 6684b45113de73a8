import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callRpc } from '../../../supabase/embedded/database.ts';
import type { EmbeddedBackend } from '../../../supabase/embedded/embedded.ts';
import { startTestServer, type TestServer } from './http-harness';

/**
 * The embedded backend as `npm start` runs it for payments: a real HTTP server that listens
 * first, so the backend can be told its own origin, with the Stripe settings a test chooses
 * (never the developer's shell).
 */
export interface PaymentsServer extends TestServer {
  stateDir: string;
}

export async function startPaymentsServer({
  env = {},
  withOrigin = true,
}: {
  env?: Record<string, string>;
  withOrigin?: boolean;
} = {}): Promise<PaymentsServer> {
  const server = await startTestServer({ onDisk: true, env, withOrigin });
  return { ...server, stateDir: server.stateDir ?? '' };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A pending payment written with the service role, as create-payment records one. */
export async function recordPending(backend: EmbeddedBackend, sessionId: string, amount = 36500000, productId = 'mansion') {
  const result = await callRpc(
    backend.db,
    'record_pending_payment',
    { sessionId, productId, amount, currency: 'usd', route: '/mansion', locale: 'en' },
    { role: 'service_role', headers: { 'x-forwarded-for': '127.0.0.1' } },
  );
  if (result.status !== 200) throw new Error(`record_pending_payment answered ${result.status}`);
}

export const paymentStatus = async (backend: EmbeddedBackend, sessionId: string) =>
  (await backend.db.query<{ status: string }>('select status from payments where stripe_session_id = $1', [sessionId])).rows[0]?.status;

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with a Host header of our choosing (fetch will not send a false one). */
export function rawRequest(
  url: string,
  { method = 'GET', host, headers = {}, body }: { method?: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: { ...headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A second listening server that only records what reaches it, and answers 200 like a webhook. */
export async function startRecorder() {
  const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    res.setHeader('Content-Type', 'application/json');
    res.end('{"received":true}');
  });
  const url = await listen(server);
  return { url, host: new URL(url).host, received, close: () => closeServer(server) };
}

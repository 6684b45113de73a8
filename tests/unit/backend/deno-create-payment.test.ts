import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRpc } from '../../../scripts/backend/database';
import { isTestSessionId } from '../../../supabase/functions/_shared/deps';
import { repoRoot } from '../engine/variants-dir';
import { browserClient, startTestServer, type TestServer } from './http-harness';

/**
 * create-payment as Supabase runs it: its index.ts in real Deno (the `deno` devDependency),
 * Deno.serve, npm:@supabase/supabase-js calling the database over HTTP with the service-role key.
 * The database is the embedded backend's; the embedded server serves no service-role REST calls
 * (its functions call the database in-process), so a door in front of it takes exactly those, as
 * PostgREST would with the service_role JWT, and hands every other request to the backend.
 */
const serviceKey = 'deno-test-service-role-key';
let backend: TestServer;
let door: Server;
let doorUrl: string;
let deno: ChildProcess;
let denoUrl: string;

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  // No Stripe setting: the local test checkout, as the embedded server runs it.
  backend = await startTestServer({ env: {}, withOrigin: true });
  door = createServer(async (req, res) => {
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(req.url ?? '')?.[1];
    if (!fn || req.method !== 'POST') return backend.backend.handle(req, res);
    if (req.headers.authorization !== `Bearer ${serviceKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid API key"}');
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
    const result = await callRpc(backend.backend.db, fn, JSON.parse((await bodyOf(req)) || '{}'), { role: 'service_role', headers });
    res.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  doorUrl = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;

  const dir = join(repoRoot, 'supabase/functions/create-payment');
  deno = spawn('npx', ['deno', 'run', '--allow-net', '--allow-env', '--no-lock', '--config', join(dir, 'deno.json'), join(dir, 'index.ts')], {
    cwd: repoRoot,
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_DIR: join(repoRoot, 'node_modules/.cache/deno'),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      SUPABASE_URL: doorUrl,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      LANDFALL_TEST_CHECKOUT: '1',
      LANDFALL_TEST_CHECKOUT_SECRET: 'deno-test-checkout-secret',
    },
  });
  let output = '';
  denoUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    deno.stdout?.on('data', read);
    deno.stderr?.on('data', read);
    deno.on('exit', (code) => reject(new Error(`deno exited with ${code} before listening:\n${output}`)));
  });
});

afterAll(async () => {
  // The whole group: npx, Deno's npm launcher and Deno itself.
  if (deno?.pid && deno.exitCode === null) process.kill(-deno.pid, 'SIGTERM');
  await new Promise((resolve) => door?.close(resolve));
  await backend?.close();
});

const order = { productId: 'mansion', route: '/mansion', locale: 'en' };

describe('create-payment in Deno', () => {
  it('starts a test checkout as the Node path does: same answer, same headers, a pending payment at the catalogue price', async () => {
    const response = await fetch(`${denoUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://landfall.example' },
      body: JSON.stringify(order),
    });
    const answer = await response.json();
    expect(response.status).toBe(200);
    expect(isTestSessionId(answer.sessionId)).toBe(true);
    expect(answer).toEqual({ url: `${doorUrl}/functions/v1/test-checkout?session_id=${answer.sessionId}`, sessionId: answer.sessionId });

    const node = await fetch(`${backend.url}/functions/v1/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://landfall.example', apikey: 'landfall-embedded-anon-key' },
      body: JSON.stringify(order),
    });
    const nodeAnswer = await node.json();
    expect(node.status).toBe(200);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(nodeAnswer).sort());
    expect(nodeAnswer.url.replace(backend.url, '').replace(nodeAnswer.sessionId, '…')).toBe(answer.url.replace(doorUrl, '').replace(answer.sessionId, '…'));
    for (const header of ['content-type', 'access-control-allow-origin']) expect(response.headers.get(header)).toBe(node.headers.get(header));

    const rows = await backend.backend.db.query('select amount, currency, status, route from payments where stripe_session_id = $1', [answer.sessionId]);
    expect(rows.rows).toEqual([{ amount: 36500000, currency: 'usd', status: 'pending', route: '/mansion' }]);
  });

  it('refuses an unknown product with the same 400 as the Node path', async () => {
    const body = JSON.stringify({ productId: 'toString' });
    const response = await fetch(`${denoUrl}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown product' });
    const { error } = await browserClient(backend.url).functions.invoke('create-payment', { body: JSON.parse(body) });
    expect(error?.context.status).toBe(400);
  });
});

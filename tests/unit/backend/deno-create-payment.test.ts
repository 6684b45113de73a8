import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTestSessionId } from '../../../supabase/functions/_shared/deps';
import { type DenoFunction, type ServiceDoor, serviceKey, startDenoFunction, startServiceDoor } from './deno-harness';
import { browserClient, startTestServer, type TestServer } from './http-harness';

/**
 * create-payment as Supabase runs it: its index.ts in real Deno (deno-harness.ts), calling the
 * embedded backend's database over HTTP with the service-role key, beside the Node path's answer.
 */
let backend: TestServer;
let door: ServiceDoor;
let deno: DenoFunction;

beforeAll(async () => {
  // No Stripe setting: the local test checkout, as the embedded server runs it.
  backend = await startTestServer({ env: {}, withOrigin: true });
  door = await startServiceDoor(backend.backend, (req, res) => backend.backend.handle(req, res));
  deno = await startDenoFunction('create-payment', {
    SUPABASE_URL: door.url,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
    LANDFALL_TEST_CHECKOUT: '1',
    LANDFALL_TEST_CHECKOUT_SECRET: 'deno-test-checkout-secret',
  });
});

afterAll(async () => {
  await deno?.stop();
  await door?.close();
  await backend?.close();
});

const order = { productId: 'mansion', route: '/mansion', locale: 'en' };

describe('create-payment in Deno', () => {
  it('starts a test checkout as the Node path does: same answer, same headers, a pending payment at the catalogue price', async () => {
    const response = await fetch(`${deno.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://landfall.example' },
      body: JSON.stringify(order),
    });
    const answer = await response.json();
    expect(response.status).toBe(200);
    expect(isTestSessionId(answer.sessionId)).toBe(true);
    expect(answer).toEqual({ url: `${door.url}/functions/v1/test-checkout?session_id=${answer.sessionId}`, sessionId: answer.sessionId });

    const node = await fetch(`${backend.url}/functions/v1/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://landfall.example', apikey: 'landfall-embedded-anon-key' },
      body: JSON.stringify(order),
    });
    const nodeAnswer = await node.json();
    expect(node.status).toBe(200);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(nodeAnswer).sort());
    expect(nodeAnswer.url.replace(backend.url, '').replace(nodeAnswer.sessionId, '…')).toBe(answer.url.replace(door.url, '').replace(answer.sessionId, '…'));
    for (const header of ['content-type', 'access-control-allow-origin']) expect(response.headers.get(header)).toBe(node.headers.get(header));

    const rows = await backend.backend.db.query('select amount, currency, status, route from payments where stripe_session_id = $1', [answer.sessionId]);
    expect(rows.rows).toEqual([{ amount: 36500000, currency: 'usd', status: 'pending', route: '/mansion' }]);
  });

  it('refuses an unknown product with the same 400 as the Node path', async () => {
    const body = JSON.stringify({ productId: 'toString' });
    const response = await fetch(`${deno.url}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown product' });
    const { error } = await browserClient(backend.url).functions.invoke('create-payment', { body: JSON.parse(body) });
    expect(error?.context.status).toBe(400);
  });
});

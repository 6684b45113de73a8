import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStatus, rawRequest, startPaymentsServer, startRecorder, type PaymentsServer } from './payments-harness';

// Issue 7, point 4: the test checkout built the webhook URL and its redirects from the request's
// Host, so `Host: 127.0.0.1:<other port>` made the server POST a correctly signed event there.
// Addresses now come from configuration: the origin the server was started with, or SITE_URL.
let server: PaymentsServer;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  [server, recorder] = await Promise.all([startPaymentsServer(), startRecorder()]);
});
afterAll(async () => {
  await server?.close();
  await recorder?.close();
});
beforeEach(() => {
  recorder.received.length = 0;
});

const json = { apikey: 'k', 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** create-payment asked through a spoofed Host; answers the session it recorded. */
async function startPayment(host: string) {
  const answer = await rawRequest(`${server.url}/functions/v1/create-payment`, {
    method: 'POST',
    host,
    headers: json,
    body: JSON.stringify({ productId: 'mansion', route: '/mansion' }),
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as { url: string; sessionId: string };
}

describe('the test checkout under a spoofed Host header', () => {
  it('create-payment builds the checkout address from configuration, not the Host header (was: the spoofed host)', async () => {
    const { url, sessionId } = await startPayment(recorder.host);
    expect(url).toBe(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`);
  });

  it('the checkout page posts back to a path, never to the spoofed host (was: an absolute URL on it)', async () => {
    const { sessionId } = await startPayment(recorder.host);
    const page = await rawRequest(`${server.url}/functions/v1/test-checkout?session_id=${sessionId}`, { host: recorder.host });
    expect(page.status).toBe(200);
    expect(page.body).toContain('action="/functions/v1/test-checkout"');
    expect(page.body).not.toContain(recorder.host);
  });

  it('Pay sends nothing to the spoofed host and redirects to the configured origin (was: signed event POSTed to the Host)', async () => {
    const { sessionId } = await startPayment(recorder.host);
    const answer = await rawRequest(`${server.url}/functions/v1/test-checkout`, {
      method: 'POST',
      host: recorder.host,
      headers: form,
      body: new URLSearchParams({ session_id: sessionId, action: 'pay' }).toString(),
    });
    // The answer comes after the event was handled, so nothing can still be on its way.
    expect(recorder.received).toEqual([]);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${server.url}/thank-you?session_id=${sessionId}`);
    expect(await paymentStatus(server.backend, sessionId)).toBe('paid');
  });

  it('Cancel returns to the page on the configured origin (was: on the spoofed host)', async () => {
    const { sessionId } = await startPayment(recorder.host);
    const answer = await rawRequest(`${server.url}/functions/v1/test-checkout`, {
      method: 'POST',
      host: recorder.host,
      headers: form,
      body: new URLSearchParams({ session_id: sessionId, action: 'cancel' }).toString(),
    });
    expect(recorder.received).toEqual([]);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${server.url}/mansion`);
    expect(await paymentStatus(server.backend, sessionId)).toBe('canceled');
  });
});

describe('a server started without its origin', () => {
  it('fails closed with 503 instead of trusting the Host header (was: addresses from the Host)', async () => {
    const blind = await startPaymentsServer({ withOrigin: false });
    try {
      const started = await fetch(`${blind.url}/functions/v1/create-payment`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ productId: 'mansion' }),
      });
      expect(started.status).toBe(503);
      expect(await started.json()).toEqual({ error: 'Payments are not configured' });
      const page = await fetch(`${blind.url}/functions/v1/test-checkout?session_id=cs_test_local_${'0'.repeat(32)}`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('started without its own address');
    } finally {
      await blind.close();
    }
  });
});

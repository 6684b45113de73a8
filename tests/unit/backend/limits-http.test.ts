import { connect } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../supabase/embedded/load.ts';
import { functionBodyLimits, rpcBodyLimits } from '../../../supabase/embedded/request-body.ts';
import { anonKey, founder, startTestServer, type TestServer } from './http-harness';

/**
 * Bodies the embedded server refuses before they cost the one database connection anything
 * (issue 7 points 7 and 10): oversized, chunked, empty, nested 5,000 levels. Each answer is a
 * 4xx with a JSON error body, on /rest/v1/rpc and /functions/v1 alike.
 */
let server: TestServer;
let address = 0;
// Each request from its own loopback address, so rate limits stay out of a test about bodies.
const nextAddress = () => `127.0.3.${(address++ % 250) + 1}`;

beforeAll(async () => {
  // With its own origin, so create-payment answers with a test checkout address.
  server = await startTestServer({ env: {}, withOrigin: true });
});
afterAll(() => server?.close());

interface RawAnswer {
  status: number;
  body: unknown;
}

/** Sends the head (and optional body) as written, on a raw socket; resolves with the first response. */
function raw(head: string, body = ''): Promise<RawAnswer> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: nextAddress() });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, split));
      if (split < 0 || !length || text.length - split - 4 < Number(length[1])) return;
      socket.destroy();
      resolve({ status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(split + 4, split + 4 + Number(length[1]))) });
    });
    socket.on('error', reject);
    socket.write(`${head.split('\n').join('\r\n')}\r\n\r\n${body}`);
  });
}

/** A POST whose body goes out in chunks, with no Content-Length. */
function chunked(path: string, parts: string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method: 'POST', localAddress: nextAddress(), headers: { apikey: anonKey, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

const paths = [
  ...Object.keys(rpcBodyLimits).map((fn) => [`/rest/v1/rpc/${fn}`, rpcBodyLimits[fn] ?? 0] as const),
  ...Object.keys(functionBodyLimits).map((name) => [`/functions/v1/${name}`, functionBodyLimits[name] ?? 0] as const),
];
const jsonError = expect.objectContaining({ message: expect.any(String) });
const functionError = { error: expect.any(String) };
const errorShape = (path: string) => (path.startsWith('/rest/') ? jsonError : functionError);

describe('body size', () => {
  it.each(paths)('%s refuses a Content-Length over %i bytes with 413 before reading a byte (was: read up to 1 MB, then refused)', async (path, limit) => {
    // The body never comes: only an answer sent from the head alone can arrive.
    const answer = await raw(`POST ${path} HTTP/1.1\nHost: x\napikey: ${anonKey}\ncontent-type: application/json\ncontent-length: ${limit + 1}`);
    expect(answer).toEqual({ status: 413, body: errorShape(path) });
  });

  it.each(paths)('%s refuses a chunked body once it passes %i bytes, with 413', async (path, limit) => {
    const answer = await chunked(path, ['{"name":"', 'x'.repeat(limit), '"}']);
    expect(answer).toEqual({ status: 413, body: errorShape(path) });
  });

  it('accepts the largest partnership a visitor can type (every field at its maximum, in 2-byte letters)', async () => {
    const longest = {
      name: 'Ł'.repeat(100),
      email: `${'a'.repeat(242)}@example.com`,
      phone: '+44 (20) 7946-09581',
      countryCode: '+44',
      companyName: 'Ż'.repeat(200),
      location: 'Ó'.repeat(200),
      landDetails: 'Ś'.repeat(2000),
      route: `/${'a'.repeat(199)}`,
      locale: 'en',
      utm: Object.fromEntries(['source', 'medium', 'campaign', 'term', 'content'].map((key) => [key, 'ü'.repeat(200)])),
      referrer: `https://example.com/${'r'.repeat(2020)}`,
    };
    const answer = await postJson(`${server.url}/rest/v1/rpc/submit_partnership_application`, longest, { localAddress: nextAddress() });
    expect(answer.status).toBe(200);
  });
});

describe('bodies without Content-Length, and empty ones', () => {
  it('handles a chunked founder application like any other (was: 500)', async () => {
    const body = JSON.stringify({ ...founder, email: 'chunked@example.com' });
    const answer = await chunked('/rest/v1/rpc/submit_founder_application', [body.slice(0, 20), body.slice(20)]);
    expect(answer).toEqual({ status: 200, body: { ok: true, id: expect.any(String) } });
  });

  it('handles a chunked payment start like any other (was: 500)', async () => {
    const answer = await chunked('/functions/v1/create-payment', ['{"productId":', '"mansion"}']);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ url: expect.stringContaining('/functions/v1/test-checkout?session_id=') });
  });

  it.each([
    ['/rest/v1/rpc/submit_founder_application', 400],
    ['/rest/v1/rpc/log_client_event', 400],
    ['/functions/v1/create-payment', 400],
    ['/functions/v1/stripe-webhook', 400],
  ])('answers an empty POST to %s with %i and a JSON error (was: 500)', async (path, status) => {
    const bare = await raw(`POST ${path} HTTP/1.1\nHost: x\napikey: ${anonKey}\nConnection: close`);
    const zero = await raw(`POST ${path} HTTP/1.1\nHost: x\napikey: ${anonKey}\ncontent-length: 0`);
    for (const answer of [bare, zero])
      expect(answer).toEqual({ status, body: path.startsWith('/rest/') ? jsonError : expect.objectContaining({ error: expect.any(String) }) });
  });
});

describe('deeply nested JSON', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it.each([
    ['/rest/v1/rpc/submit_founder_application', deep(5000)],
    ['/rest/v1/rpc/log_client_event', `{"action":"client_error","details":${deep(3000)}}`],
    ['/functions/v1/create-payment', `{"productId":"mansion","utm":${deep(5000)}}`],
    ['/functions/v1/stripe-webhook', `{"type":"checkout.session.completed","data":${deep(5000)}}`],
  ])('%s answers 400 with a JSON error, not 500 (was: stack overflow)', async (path, body) => {
    const answer = await postJson(`${server.url}${path}`, undefined, { rawBody: body, localAddress: nextAddress() });
    expect(answer).toMatchObject({ status: 400, body: path.startsWith('/rest/') ? { code: 'PGRST102' } : functionError });
  });

  it('still accepts the nesting real bodies have', async () => {
    const event = { action: 'client_error', message: 'boom', details: { stack: { frames: [[{ at: 'x' }]] } } };
    const answer = await postJson(`${server.url}/rest/v1/rpc/log_client_event`, event, { localAddress: nextAddress() });
    expect(answer.status).toBe(200);
  });
});

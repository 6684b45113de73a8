import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKey, startTestServer, type TestServer } from './http-harness';

/**
 * Issue 23 point 4: input a client got wrong is the client's fault. Bodies that are not a JSON
 * object of arguments, and text with a NUL byte (which Postgres text cannot hold), used to reach
 * the database and come back as 500; each is a 400 with the error body of its API.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const keyed = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...keyed, 'Content-Type': 'application/json', ...init.headers } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** PostgREST's error body, as supabase-js reads it into `error`. */
const postgrestError = {
  code: expect.any(String),
  message: expect.any(String),
  details: expect.toSatisfy((value) => value === null || typeof value === 'string'),
  hint: expect.toSatisfy((value) => value === null || typeof value === 'string'),
};

describe('count_page_view, called with a body that is not its arguments', () => {
  it.each([
    ['an empty body', ''],
    ['{}', '{}'],
    ['[]', '[]'],
    ['1', '1'],
    ['"x"', '"x"'],
    ['null', 'null'],
  ])('answers 400 with a PostgREST error body to %s (was: 500)', async (_, body) => {
    const answer = await send('/rest/v1/rpc/count_page_view', { method: 'POST', body });
    expect(answer).toEqual({ status: 400, body: postgrestError });
  });
});

describe('a NUL byte', () => {
  /** Supabase Storage's error body. */
  const storageError = { statusCode: '400', error: expect.any(String), message: expect.any(String) };

  it.each([
    ['downloading', '/storage/v1/object/authenticated/lead-files/%00', 'GET'],
    ['downloading (the short address)', '/storage/v1/object/lead-files/a%00b', 'GET'],
    ['signing', '/storage/v1/object/sign/lead-files/a%00b', 'POST'],
  ])('in a Storage path when %s answers 400 with a Storage error body (was: 500)', async (_, path, method) => {
    const answer = await send(path, method === 'POST' ? { method, body: JSON.stringify({ expiresIn: 60 }) } : { method });
    expect(answer).toEqual({ status: 400, body: storageError });
  });

  /** Supabase Auth's error body: supabase-js reads error_code into AuthApiError.code. */
  const authError = { code: 400, error_code: expect.any(String), msg: expect.any(String) };

  it('in the sign-in email answers 400 with an Auth error body (was: 500)', async () => {
    const body = JSON.stringify({ email: 'ana\u0000@example.com', password: 'secret password' });
    const answer = await send('/auth/v1/token?grant_type=password', { method: 'POST', body });
    expect(answer).toEqual({ status: 400, body: authError });
  });
});

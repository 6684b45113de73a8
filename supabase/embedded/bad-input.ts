import type { Context } from 'hono';
import { errorBody } from './database.ts';

// Requests whose content the database cannot take (a control character in a Storage key, a NUL
// byte or an invalid escape in a value): the client's mistake, answered 400 in its API's error
// form rather than 500.

/** True when the address, decoded, holds a control character: no stored name does, and text cannot hold NUL. */
export function controlCharacterIn(url: string): boolean {
  try {
    return /\p{Cc}/u.test(decodeURIComponent(new URL(url).pathname));
  } catch {
    return false; // a malformed escape: the route itself refuses it
  }
}

/**
 * A database error caused by what the request held (SQLSTATE class 22: a NUL byte, an invalid
 * escape, a value out of range) that no route caught: the client's mistake, in its API's error form.
 */
export function badInputAnswer(c: Context, code: string): Response {
  const path = new URL(c.req.url).pathname;
  const message = 'The request holds a value the database cannot take';
  if (path.startsWith('/auth/v1/')) return c.json({ code: 400, error_code: 'validation_failed', msg: message }, 400);
  if (path.startsWith('/storage/v1/')) return c.json({ statusCode: '400', error: 'invalid_request', message }, 400);
  if (path.startsWith('/functions/v1/')) return c.json({ error: message }, 400);
  return c.json(errorBody(code, message, null), 400);
}

export const sqlStateOf = (error: unknown) => {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
};

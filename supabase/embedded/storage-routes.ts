import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { EmbeddedAuth } from './auth/service.ts';
import { LEAD_FILES_BUCKET } from '../functions/_shared/lead-files.ts';
import type { EmbeddedFileStorage } from './lead-file-storage.ts';
import { readBody } from './request-body.ts';

type Env = { Bindings: HttpBindings };

/**
 * The slice of Supabase Storage's HTTP API that storage-js calls for a private bucket's reads:
 * createSignedUrl (POST /storage/v1/object/sign/<bucket>/<path> {expiresIn} → {signedURL}),
 * the signed address itself (GET …/object/sign/<bucket>/<path>?token=…) and download()
 * (GET …/object/authenticated/<bucket>/<path>). Who may sign or download is decided by the
 * bucket's policies on storage.objects, run as the caller's token says (a marketer's, or anon):
 * the same rule Storage applies. Signed addresses carry an HMAC with this process's own key,
 * so they stop working at the latest when the server restarts.
 */
const MAX_EXPIRES_IN = 7 * 24 * 3600;
const key = randomBytes(32);

const storageError = (c: Context<Env>, status: 400 | 401 | 404, error: string, message: string) =>
  c.json({ statusCode: String(status), error, message }, status, { 'Cache-Control': 'no-store' });

const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

function signToken(object: string, expiresAt: number): string {
  const payload = Buffer.from(JSON.stringify({ url: object, exp: expiresAt })).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

/** True when the token was made here, for this object, and has not expired. */
function tokenAllows(token: string, object: string, nowSeconds: number): boolean {
  const [payload = '', given = ''] = token.split('.');
  const expected = Buffer.from(signature(payload));
  if (Buffer.byteLength(given) !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) return false;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!claims || typeof claims !== 'object' || !('url' in claims) || !('exp' in claims)) return false;
    return claims.url === object && typeof claims.exp === 'number' && claims.exp > nowSeconds;
  } catch {
    return false;
  }
}

/** The object the address names after `prefix`: bucket and path as storage-js writes them (encodeURI'd). */
function objectOf(c: Context<Env>, prefix: string) {
  let rest: string;
  try {
    rest = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
  } catch {
    return undefined; // a malformed escape names no object
  }
  const slash = rest.indexOf('/');
  return slash <= 0 ? undefined : { bucket: rest.slice(0, slash), path: rest.slice(slash + 1) };
}

async function serve(c: Context<Env>, storage: EmbeddedFileStorage, bucket: string, path: string) {
  const file = bucket === LEAD_FILES_BUCKET ? await storage.read(path) : undefined;
  if (!file) return storageError(c, 404, 'not_found', 'Object not found');
  const download = c.req.query('download');
  return c.body(file.bytes, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': download === undefined ? 'inline' : 'attachment',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

export function mountStorageRoutes(app: Hono<Env>, storage: EmbeddedFileStorage, auth: EmbeddedAuth, now: () => number = Date.now): void {
  /**
   * The caller as Storage sees it: anon with the public key, a user with a valid token whose
   * session has not ended, or refused (with why). Supabase Storage checks only the token; there
   * the bucket's policy (public.is_marketer(), which asks for the session) hides the files instead.
   */
  const caller = async (c: Context<Env>) => {
    if (!c.req.header('apikey')) return { role: 'refused' as const, message: 'Invalid or missing token' };
    const who = await auth.rpcCaller(c.req.header('authorization'), c.req.header('apikey'));
    if (who.role === 'refused') return { role: 'refused' as const, message: who.message };
    return who.role === 'anon' ? { role: 'anon' as const, claims: { role: 'anon' } } : { role: 'authenticated' as const, claims: who.claims };
  };

  app.post('/storage/v1/object/sign/*', async (c) => {
    const who = await caller(c);
    if (who.role === 'refused') return storageError(c, 401, 'Unauthorized', who.message);
    const object = objectOf(c, '/storage/v1/object/sign/');
    const read = await readBody(c.req.raw, 1024);
    let expiresIn: unknown;
    try {
      expiresIn = read.ok ? Reflect.get(JSON.parse(new TextDecoder().decode(read.bytes)) ?? {}, 'expiresIn') : undefined;
    } catch {
      expiresIn = undefined;
    }
    if (!Number.isInteger(expiresIn) || Number(expiresIn) < 1 || Number(expiresIn) > MAX_EXPIRES_IN) {
      return storageError(c, 400, 'invalid_request', `expiresIn must be a whole number of seconds from 1 to ${MAX_EXPIRES_IN}`);
    }
    // Not visible and absent answer alike, as Storage does: a caller learns nothing about paths.
    if (!object || !(await storage.visibleTo(who.role, who.claims, object.bucket, object.path))) return storageError(c, 404, 'not_found', 'Object not found');
    const name = `${object.bucket}/${object.path}`;
    const token = signToken(name, Math.floor(now() / 1000) + Number(expiresIn));
    return c.json({ signedURL: `/object/sign/${name}?token=${token}` }, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/storage/v1/object/sign/*', async (c) => {
    const object = objectOf(c, '/storage/v1/object/sign/');
    const token = c.req.query('token') ?? '';
    if (!object || !tokenAllows(token, `${object.bucket}/${object.path}`, Math.floor(now() / 1000))) {
      return storageError(c, 400, 'InvalidSignature', 'The signature is invalid or has expired');
    }
    return serve(c, storage, object.bucket, object.path);
  });

  // download(): GET /object/<bucket>/<path> with the caller's token (also under /object/authenticated/).
  const download = (prefix: string) => async (c: Context<Env>) => {
    const who = await caller(c);
    if (who.role === 'refused') return storageError(c, 401, 'Unauthorized', who.message);
    const object = objectOf(c, prefix);
    if (!object || !(await storage.visibleTo(who.role, who.claims, object.bucket, object.path))) return storageError(c, 404, 'not_found', 'Object not found');
    return serve(c, storage, object.bucket, object.path);
  };
  app.get('/storage/v1/object/authenticated/*', download('/storage/v1/object/authenticated/'));
  app.get('/storage/v1/object/*', download('/storage/v1/object/'));
  app.all('/storage/v1/*', (c) => storageError(c, 400, 'invalid_request', 'Not part of the Storage API this server answers'));
}

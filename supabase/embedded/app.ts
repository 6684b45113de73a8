import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { FunctionDeps, FunctionHandler, RpcResult } from '../functions/_shared/deps.ts';
import { corsHeaders, json } from '../functions/_shared/http.ts';
import { functionHandlers } from '../functions/_shared/handlers.ts';
import {
  clientIpFrom,
  clientIpSourceFrom,
  clientIpHeaderNames,
  defaultClientIpSource,
  headerNaming,
  normalizeIp,
  serviceClientIpHeader,
  UNKNOWN_IP,
  type ClientIpSource,
} from '../functions/_shared/client-ip.ts';
import { errorBody } from './database.ts';
import type { Claims } from './auth/jwt.ts';
import { mountAuthRoutes } from './auth/routes.ts';
import type { EmbeddedAuth } from './auth/service.ts';
import { functionBodyLimits, holdsNul, MAX_JSON_DEPTH, nestedDeeperThan, readBody, rpcBodyLimits, rpcBodyLimitsOf, streamedFunctions } from './request-body.ts';
import type { RpcEntry } from '../../src/contract/rpcs.ts';
import type { EmbeddedFileStorage } from './lead-file-storage.ts';
import { mountStorageRoutes } from './storage-routes.ts';
import { badInputAnswer, controlCharacterIn, sqlStateOf } from './bad-input.ts';
import { DEFAULT_UPLOADS_IN_FLIGHT, tooManyUploads } from './uploads-in-flight.ts';

/**
 * The part of Supabase's HTTP surface the site uses, over the embedded database: PostgREST's
 * POST /rest/v1/rpc/:fn for the functions of the RPC contract (src/contract/rpcs.ts), and
 * /functions/v1/:name.
 */

/** Functions Stripe or a browser navigation reach without a key (verify_jwt = false in supabase/config.toml). */
const keylessFunctions = new Set(['stripe-webhook', 'test-checkout']);

export interface BackendAppOptions {
  /** A browser-callable SQL function, run as anon with these request headers. */
  callAnon(fn: string, body: unknown, headers: Record<string, string>): Promise<RpcResult>;
  /** Platform dependencies for one function call from this address. */
  functionDeps(clientIp: string, headers: Record<string, string>): FunctionDeps;
  handlers?: Record<string, FunctionHandler>;
  /**
   * This server is the edge: the visitor is the socket's address, and every client-IP header is
   * ignored. Only when a proxy you run sits in front does this name the header and hop it writes
   * (LANDFALL_CLIENT_IP_HEADER / LANDFALL_CLIENT_IP_HOP).
   */
  edgeIpSource?: ClientIpSource;
  /**
   * The header and hop the database reads (its client_ip_source row); asked once, on the first
   * request. Without it the database is assumed to read cf-connecting-ip, its default.
   */
  databaseIpSource?: () => Promise<ClientIpSource>;
  /**
   * The embedded Supabase Auth slice (/auth/v1/) and the call PostgREST makes for a request
   * bearing one of its access tokens: as role authenticated with the token's claims. Without
   * it every RPC runs as anon.
   */
  auth?: { service: EmbeddedAuth; callAuthenticated(fn: string, body: unknown, headers: Record<string, string>, claims: Claims): Promise<RpcResult> };
  /** The lead-files bucket, read through /storage/v1/ (storage-routes.ts; needs auth for the caller's token). */
  storage?: EmbeddedFileStorage;
  /**
   * How many file uploads (streamed functions) may run at once; the next is refused with 503 and
   * Retry-After until one ends (LANDFALL_UPLOADS_IN_FLIGHT, default DEFAULT_UPLOADS_IN_FLIGHT).
   */
  uploadsInFlight?: number;
  /** The RPCs served, each with its body limit: the contract (src/contract/rpcs.ts) unless a test adds one. */
  rpcs?: Readonly<Record<string, RpcEntry>>;
}

type Env = { Bindings: HttpBindings };

function visitorIp(c: Context<Env>, edge: ClientIpSource | undefined): string {
  if (edge) return clientIpFrom(c.req.raw.headers, edge);
  return normalizeIp(c.env.incoming.socket.remoteAddress) ?? UNKNOWN_IP;
}

/**
 * Request headers as the database sees them: no client's copy of any client-IP header, and the
 * visitor's address where the database looks for it, written as the proxies in front of a
 * database would write it (this server's own address for each further hop). Service-role calls
 * carry it in x-landfall-client-ip too, which the database honours for that role only.
 */
function databaseHeaders(c: Context<Env>, ip: string, source: ClientIpSource): Record<string, string> {
  const incoming = c.req.raw.headers;
  const out: Record<string, string> = {};
  incoming.forEach((value, name) => {
    if (!clientIpHeaderNames.includes(name)) out[name] = value;
  });
  const own = normalizeIp(c.env.incoming.socket.localAddress) ?? '127.0.0.1';
  out[source.header] = headerNaming(ip, source, own, incoming.get(source.header) ?? undefined);
  out[serviceClientIpHeader] = ip;
  return out;
}

const postgrestError = (c: Context<Env>, status: 400 | 401 | 404 | 413 | 500, code: string, message: string, details: string | null = null) =>
  c.json(errorBody(code, message, details), status, status === 413 ? { Connection: 'close' } : {});

export function createBackendApp(options: BackendAppOptions): Hono<Env> {
  const handlers = options.handlers ?? functionHandlers;
  const uploadsLimit = options.uploadsInFlight ?? DEFAULT_UPLOADS_IN_FLIGHT;
  let uploadsInFlight = 0;
  const limits = options.rpcs ? rpcBodyLimitsOf(options.rpcs) : rpcBodyLimits;
  const app = new Hono<Env>();
  let databaseSource: Promise<ClientIpSource> | undefined;
  const databaseIpSource = () =>
    (databaseSource ??= (options.databaseIpSource?.() ?? Promise.resolve(defaultClientIpSource)).catch((error: unknown) => {
      databaseSource = undefined; // try again on the next request
      throw error;
    }));
  const addressed = async (c: Context<Env>) => {
    const ip = visitorIp(c, options.edgeIpSource);
    return { ip, headers: databaseHeaders(c, ip, await databaseIpSource()) };
  };

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(corsHeaders)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // supabase-js sends more headers than functions list (content-profile, prefer…): allow what was asked.
  app.options('*', (c) => {
    const asked = c.req.header('access-control-request-headers');
    return c.body(null, 204, { ...corsHeaders, ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}) });
  });

  app.use('/rest/v1/*', async (c, next) => {
    if (!c.req.header('apikey')) return postgrestError(c, 401, 'PGRST301', 'No API key found in request');
    return next();
  });

  if (options.auth) mountAuthRoutes(app, options.auth.service, (c) => visitorIp(c, options.edgeIpSource));
  // As Supabase Storage refuses a malformed key, before any route asks the database about it.
  app.use('/storage/v1/*', async (c, next) =>
    controlCharacterIn(c.req.url) ? c.json({ statusCode: '400', error: 'InvalidKey', message: 'Invalid key: it holds a control character' }, 400) : next(),
  );
  if (options.auth && options.storage) mountStorageRoutes(app, options.storage, options.auth.service);

  app.post('/rest/v1/rpc/:fn', async (c) => {
    const fn = c.req.param('fn');
    // As PostgREST: a bearer that is not the public key must be a valid token, never a silent anon call.
    const caller = options.auth ? await options.auth.service.rpcCaller(c.req.header('authorization'), c.req.header('apikey')) : undefined;
    if (caller?.role === 'refused') return postgrestError(c, 401, caller.code, caller.message);
    const limit = Object.hasOwn(limits, fn) ? limits[fn] : undefined;
    if (limit === undefined) {
      return postgrestError(
        c,
        404,
        'PGRST202',
        `Could not find the function public.${fn} in the schema cache`,
        `Searched for the function public.${fn} with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
    }
    const read = await readBody(c.req.raw, limit);
    if (!read.ok) return postgrestError(c, read.status, read.status === 413 ? 'LF413' : 'PGRST102', read.message);
    const text = new TextDecoder().decode(read.bytes);
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return postgrestError(c, 400, 'PGRST102', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    let body: unknown = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        return postgrestError(c, 400, 'PGRST102', 'Empty or invalid json');
      }
    }
    // Postgres's own words for it (jsonb refuses the escape): refused here without a database call.
    if (holdsNul(body)) return postgrestError(c, 400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.');
    const { headers } = await addressed(c);
    const result =
      caller?.role === 'authenticated' && options.auth
        ? await options.auth.callAuthenticated(fn, body, headers, caller.claims)
        : await options.callAnon(fn, body, headers);
    return json(result.body, result.status);
  });

  app.all('/functions/v1/:name', async (c) => {
    const name = c.req.param('name');
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) return c.json({ error: `No function named ${name}` }, 404);
    if (!keylessFunctions.has(name) && !c.req.header('apikey') && !c.req.header('authorization')) {
      return c.json({ error: 'Missing authorization header' }, 401);
    }
    // A file upload streams to its handler, which counts the bytes itself (lead-files.ts); only
    // uploadsLimit run at once, the next refused unread.
    const streamed = streamedFunctions.has(name);
    if (streamed && uploadsInFlight >= uploadsLimit) return tooManyUploads(c);
    const request = streamed ? c.req.raw : await boundedRequest(c, functionBodyLimits[name] ?? 16 * 1024);
    if (request instanceof Response) return request;
    if (streamed) uploadsInFlight += 1;
    try {
      const { ip, headers } = await addressed(c);
      const response = await handler(request, options.functionDeps(ip, headers));
      // Refused before its body was read: close, rather than read the rest of it.
      if (streamed && response.status >= 400) response.headers.set('Connection', 'close');
      return response;
    } finally {
      // The handler has read the body to its end, or given up on it: the upload no longer runs.
      if (streamed) uploadsInFlight -= 1;
    }
  });

  app.all('/rest/v1/*', (c) => postgrestError(c, 404, 'PGRST125', 'Invalid path specified in request URL'));
  app.onError((error, c) => {
    const code = sqlStateOf(error);
    if (code?.startsWith('22')) return badInputAnswer(c, code);
    console.error('[landfall backend]', error);
    return c.json(errorBody('LF500', 'Internal error', null), 500);
  });
  return app;
}

/**
 * The request a function handler gets: its body read within the function's limit and checked
 * for depth, byte for byte as sent (the webhook verifies a signature over it).
 */
async function boundedRequest(c: Context<Env>, limit: number): Promise<Request | Response> {
  const raw = c.req.raw;
  if (raw.method === 'GET' || raw.method === 'HEAD' || raw.method === 'OPTIONS') return new Request(raw.url, { method: raw.method, headers: raw.headers });
  const read = await readBody(raw, limit);
  if (!read.ok) return c.json({ error: read.message }, read.status, read.status === 413 ? { Connection: 'close' } : {});
  if (nestedDeeperThan(new TextDecoder().decode(read.bytes), MAX_JSON_DEPTH)) {
    return c.json({ error: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` }, 400);
  }
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: read.bytes });
}

/**
 * The proxy in front of the embedded server, if any, from LANDFALL_CLIENT_IP_HEADER and
 * LANDFALL_CLIENT_IP_HOP; undefined (the socket counts) when no header is named. Throws on a
 * setting it cannot use, naming it.
 */
export function edgeIpSourceFromEnv(env: Record<string, string | undefined>): ClientIpSource | undefined {
  return clientIpSourceFrom(env.LANDFALL_CLIENT_IP_HEADER, env.LANDFALL_CLIENT_IP_HOP, {
    header: 'LANDFALL_CLIENT_IP_HEADER',
    hop: 'LANDFALL_CLIENT_IP_HOP',
  });
}

/** The database's client_ip_source row, read as its owner (the API roles cannot see it). */
export async function readDatabaseIpSource(db: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<ClientIpSource> {
  const { rows } = await db.query<{ header: string; hop: number }>('select header, hop from public.client_ip_source limit 1');
  const row = rows[0];
  return row ? { header: row.header, hop: row.hop } : defaultClientIpSource;
}

import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';
import type { FunctionDeps, FunctionHandler, RpcResult } from '../../supabase/functions/_shared/deps.ts';
import { corsHeaders, json } from '../../supabase/functions/_shared/http.ts';
import { functionHandlers } from '../../supabase/functions/_shared/handlers.ts';
import { errorBody } from './database.ts';

/**
 * The part of Supabase's HTTP surface the site uses, over the embedded database: PostgREST's
 * POST /rest/v1/rpc/:fn for an allow-list of browser-callable functions, and /functions/v1/:name.
 */
const browserRpcs = new Set([
  'submit_founder_application',
  'submit_partnership_application',
  'complete_membership',
  'log_client_event',
  'live_offer_counts',
]);

/** Functions Stripe or a browser navigation reach without a key (verify_jwt = false in supabase/config.toml). */
const keylessFunctions = new Set(['stripe-webhook', 'test-checkout']);

export interface BackendAppOptions {
  /** A browser-callable SQL function, run as anon with these request headers. */
  callAnon(fn: string, body: unknown, headers: Record<string, string>): Promise<RpcResult>;
  /** Platform dependencies for one function call from this address. */
  functionDeps(clientIp: string, headers: Record<string, string>): FunctionDeps;
  handlers?: Record<string, FunctionHandler>;
}

type Env = { Bindings: HttpBindings };

function socketIp(c: Context<Env>): string {
  const address = c.env.incoming.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Request headers as the database sees them. The client IP decides rate limits, so it comes from
 * the socket: x-forwarded-for is overwritten and the other client-IP headers are dropped.
 */
function trustedHeaders(headers: Headers, ip: string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!['cf-connecting-ip', 'x-real-ip', 'forwarded', 'x-forwarded-for'].includes(name)) out[name] = value;
  });
  out['x-forwarded-for'] = ip;
  return out;
}

const postgrestError = (c: Context<Env>, status: 400 | 401 | 404 | 500, code: string, message: string, details: string | null = null) =>
  c.json(errorBody(code, message, details), status);

export function createBackendApp(options: BackendAppOptions): Hono<Env> {
  const handlers = options.handlers ?? functionHandlers;
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(corsHeaders)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // supabase-js sends more headers than functions list (content-profile, prefer…): allow what was asked.
  app.options('*', (c) => {
    const asked = c.req.header('access-control-request-headers');
    return c.body(null, 204, { ...corsHeaders, ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}) });
  });

  // Forms are a few kB; Supabase's gateway caps bodies too, and one connection must not be held up.
  app.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ code: 'LF413', message: 'Request body too large', details: null, hint: null }, 413) }));

  app.use('/rest/v1/*', async (c, next) => {
    if (!c.req.header('apikey')) return postgrestError(c, 401, 'PGRST301', 'No API key found in request');
    return next();
  });

  app.post('/rest/v1/rpc/:fn', async (c) => {
    const fn = c.req.param('fn');
    if (!browserRpcs.has(fn)) {
      return postgrestError(
        c,
        404,
        'PGRST202',
        `Could not find the function public.${fn} in the schema cache`,
        `Searched for the function public.${fn} with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
    }
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        return postgrestError(c, 400, 'PGRST102', 'Empty or invalid json');
      }
    }
    const result = await options.callAnon(fn, body, trustedHeaders(c.req.raw.headers, socketIp(c)));
    return json(result.body, result.status);
  });

  app.all('/functions/v1/:name', async (c) => {
    const name = c.req.param('name');
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) return c.json({ error: `No function named ${name}` }, 404);
    if (!keylessFunctions.has(name) && !c.req.header('apikey') && !c.req.header('authorization')) {
      return c.json({ error: 'Missing authorization header' }, 401);
    }
    const ip = socketIp(c);
    return handler(c.req.raw, options.functionDeps(ip, trustedHeaders(c.req.raw.headers, ip)));
  });

  app.all('/rest/v1/*', (c) => postgrestError(c, 404, 'PGRST125', 'Invalid path specified in request URL'));
  app.onError((error, c) => {
    console.error('[landfall backend]', error);
    return c.json(errorBody('LF500', 'Internal error', null), 500);
  });
  return app;
}

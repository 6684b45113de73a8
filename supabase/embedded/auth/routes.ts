import type { Context, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { holdsNul, readBody } from '../request-body.ts';
import { type AuthRefusal, refusals } from './errors.ts';
import { type EmbeddedAuth, isRefusal } from './service.ts';

type Env = { Bindings: HttpBindings };

/** Sign-in bodies are an email and a password: anything much larger is not one. */
const AUTH_BODY_LIMIT = 8 * 1024;

const refuse = (c: Context<Env>, refusal: AuthRefusal) => c.json(refusal.body, refusal.status);

async function jsonBody(c: Context<Env>): Promise<Record<string, unknown> | AuthRefusal> {
  const read = await readBody(c.req.raw, AUTH_BODY_LIMIT);
  if (!read.ok) return { status: 400, body: { code: 400, error_code: 'bad_json', msg: read.message } };
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(read.bytes) || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refusals.badJson();
    // Postgres text cannot hold NUL: the client's mistake, refused before sign-in asks the database.
    return holdsNul(parsed) ? refusals.nulInText() : Object.fromEntries(Object.entries(parsed));
  } catch {
    return refusals.badJson();
  }
}

/**
 * The slice of Supabase Auth (GoTrue) that supabase-js's signInWithPassword, refreshSession,
 * getUser and signOut call, under /auth/v1/. Like every Supabase API it wants the apikey header.
 */
export function mountAuthRoutes(app: Hono<Env>, auth: EmbeddedAuth, visitorIp: (c: Context<Env>) => string): void {
  app.use('/auth/v1/*', async (c, next) => {
    if (!c.req.header('apikey')) return refuse(c, refusals.noApiKey());
    c.header('Cache-Control', 'no-store');
    return next();
  });

  app.post('/auth/v1/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token') return refuse(c, refusals.badGrant());
    const body = await jsonBody(c);
    if (isRefusal(body)) return refuse(c, body);
    const answer =
      grant === 'password'
        ? await auth.signIn({ email: body.email, password: body.password, ip: visitorIp(c), userAgent: c.req.header('user-agent') })
        : await auth.refresh(body.refresh_token);
    return isRefusal(answer) ? refuse(c, answer) : c.json(answer);
  });

  app.get('/auth/v1/user', async (c) => {
    const answer = await auth.user(c.req.header('authorization'));
    return isRefusal(answer) ? refuse(c, answer) : c.json(answer);
  });

  app.post('/auth/v1/logout', async (c) => {
    const refused = await auth.logout(c.req.header('authorization'), c.req.query('scope'));
    return refused ? refuse(c, refused) : c.body(null, 204);
  });

  app.all('/auth/v1/*', (c) => c.json({ code: 404, error_code: 'not_found', msg: 'This server answers only password sign-in, refresh, user and logout' }, 404));
}

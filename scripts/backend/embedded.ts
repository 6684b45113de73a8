import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import { callRpc, openDatabase } from './database.ts';
import { createBackendApp } from './app.ts';
import { localWebhookSecret } from './data-dir.ts';
import { lockDataDir } from './lock.ts';

/**
 * The backend inside this Node process: the database opened once (PGlite has one connection)
 * and the HTTP app as a request listener that also works as Connect middleware, so vite dev,
 * vite preview and the standalone server all serve the same thing.
 */
export interface EmbeddedBackend {
  db: PGlite;
  dataDir: string | 'memory';
  /** Answers /rest/v1/ and /functions/v1/; hands anything else to next (404 without one). */
  handle(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void;
  close(): Promise<void>;
}

export const backendPaths = /^\/(rest|functions)\/v1\//;

// Vite bundles its config (and this file with it) anew on every load: keep the one open
// database per data directory on globalThis, not in a module variable.
declare global {
  var landfallEmbeddedBackends: Map<string, Promise<EmbeddedBackend>> | undefined;
}
const open = (globalThis.landfallEmbeddedBackends ??= new Map());

/** The function settings the embedded server runs with: test checkout on, Stripe only if configured. */
function functionEnv(dataDir: string | 'memory'): Record<string, string | undefined> {
  return {
    LANDFALL_TEST_CHECKOUT: '1',
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || localWebhookSecret(dataDir),
    SITE_URL: process.env.SITE_URL || undefined,
  };
}

/** What supabase.from('payments').select(…) does on Supabase: a read with the service role. */
async function readPayment(db: PGlite, sessionId: string): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role');
    const result = await tx.query('select product_id, amount, currency, status, route from public.payments where stripe_session_id = $1', [sessionId]);
    return result.rows[0];
  });
}

async function start(dataDir: string | 'memory'): Promise<EmbeddedBackend> {
  const release = dataDir === 'memory' ? () => {} : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await openDatabase(dataDir === 'memory' ? {} : { dataDir });
  } catch (error) {
    release();
    throw error;
  }
  const env = functionEnv(dataDir);
  const app = createBackendApp({
    callAnon: (fn, body, headers) => callRpc(db, fn, body, { role: 'anon', headers }),
    functionDeps: (clientIp, headers) => ({
      rpc: (fn, payload) => callRpc(db, fn, payload, { role: 'service_role', headers }),
      readPayment: (sessionId) => readPayment(db, sessionId),
      env: (name) => env[name],
      fetch: (input, init) => fetch(input, init),
      clientIp,
      now: () => Date.now(),
    }),
  });
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  return {
    db,
    dataDir,
    handle(req, res, next) {
      const path = req.url ?? '/';
      if (!backendPaths.test(path)) {
        if (next) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ error: 'Not found' }));
        return;
      }
      listener(req, res).catch((error: unknown) => (next ? next(error) : res.destroy()));
    },
    async close() {
      open.delete(dataDir);
      await db.close();
      release();
    },
  };
}

/** Opens (once per process and data directory) and returns the embedded backend. */
export function startEmbeddedBackend({ dataDir }: { dataDir: string | 'memory' }): Promise<EmbeddedBackend> {
  let pending = open.get(dataDir);
  if (!pending) {
    pending = start(dataDir);
    open.set(dataDir, pending);
    // A failed open (locked folder) must not stick: the next request tries again.
    pending.catch(() => open.delete(dataDir));
  }
  return pending;
}

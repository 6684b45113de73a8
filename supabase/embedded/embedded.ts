import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import { callRpc, openDatabase } from './database.ts';
import { createEmbeddedAuth } from './auth/service.ts';
import { createBackendApp, edgeIpSourceFromEnv, readDatabaseIpSource } from './app.ts';
import { uploadsInFlightFromEnv } from './uploads-in-flight.ts';
import { functionHandlers, localTestHandlers } from '../functions/_shared/handlers.ts';
import { localWebhookSecret } from './data-dir.ts';
import { lockDataDir } from './lock.ts';
import { type EmbeddedFileStorage, openFileStorage } from './lead-file-storage.ts';
import { checkingStudioAdds } from './webhooks/add-check.ts';
import { allowLocalFromEnv, nodeDelivery, startWebhookDrainer, type WebhookDrainer } from './webhooks/drainer.ts';

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
  /** Delivers the lead webhooks' outbox every few seconds and as soon as a lead commits. */
  webhooks: WebhookDrainer;
  /** The lead-files bucket: files under the data folder (in memory for 'memory'). */
  storage: EmbeddedFileStorage;
  close(): Promise<void>;
}

export const backendPaths = /^\/(rest|functions|auth|storage)\/v1\//;

// Vite bundles its config (and this file with it) anew on every load: keep the one open
// database per data directory on globalThis, not in a module variable.
declare global {
  var landfallEmbeddedBackends: Map<string, Promise<OpenBackend>> | undefined;
}
globalThis.landfallEmbeddedBackends ??= new Map<string, Promise<OpenBackend>>();
const open = globalThis.landfallEmbeddedBackends;

export interface EmbeddedBackendOptions {
  dataDir: string | 'memory';
  /**
   * The address this server answers on (http://localhost:5173), from whoever listens, as a value
   * or a function read per call (a server knows its port only once it listens). The test
   * checkout and create-payment build their links from it, or from SITE_URL, never from a
   * request's Host; without either, the test checkout answers 503. A later start of the same
   * data directory with an origin replaces it (vite restarts its server on config changes).
   */
  origin?: string | (() => string | undefined);
  /** Where STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and SITE_URL are read, once, at start; process.env by default. */
  env?: Record<string, string | undefined>;
  /**
   * Deliver lead webhooks to this machine and private networks too (tests, a local receiver);
   * refused otherwise. Defaults to LANDFALL_WEBHOOKS_ALLOW_LOCAL=1 in env.
   */
  allowLocalWebhooks?: boolean;
}

/**
 * The function settings the embedded server runs with. Any Stripe setting means Stripe only:
 * the test checkout is neither served nor enabled, and the webhook accepts Stripe's secret
 * alone. With none, the test checkout signs with a local secret of its own, which is never
 * passed as STRIPE_WEBHOOK_SECRET.
 */
function functionEnv(dataDir: string | 'memory', env: Record<string, string | undefined>, origin: () => string | undefined) {
  const stripe = { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY || undefined, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || undefined };
  const testCheckout = !stripe.STRIPE_SECRET_KEY && !stripe.STRIPE_WEBHOOK_SECRET;
  const fixed: Record<string, string | undefined> = {
    ...stripe,
    SITE_URL: env.SITE_URL || undefined,
    LANDFALL_TEST_CHECKOUT: testCheckout ? '1' : undefined,
    LANDFALL_TEST_CHECKOUT_SECRET: testCheckout ? localWebhookSecret(dataDir) : undefined,
  };
  return {
    testCheckout,
    read: (name: string) => (name === 'SUPABASE_URL' ? origin() || undefined : fixed[name]),
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

interface OpenBackend extends EmbeddedBackend {
  setOrigin(origin: EmbeddedBackendOptions['origin']): void;
}

async function start({ dataDir, origin: firstOrigin, env: givenEnv, allowLocalWebhooks }: EmbeddedBackendOptions): Promise<OpenBackend> {
  // Before the folder is taken: a bad LANDFALL_CLIENT_IP_* setting stops the start with its name.
  const edgeIpSource = edgeIpSourceFromEnv(givenEnv ?? process.env);
  const uploadsInFlight = uploadsInFlightFromEnv(givenEnv ?? process.env);
  // Also before: a refused webhook-secret file must not leave the database open and locked.
  let origin = firstOrigin;
  const env = functionEnv(dataDir, { ...(givenEnv ?? process.env) }, () => (typeof origin === 'function' ? origin() : origin));
  const release = dataDir === 'memory' ? () => {} : lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await openDatabase(dataDir === 'memory' ? {} : { dataDir });
  } catch (error) {
    release();
    throw error;
  }
  // Before the first request: what an upload cut short by a crash left is deleted (lead-file-storage.ts).
  const storage = await openFileStorage(db, dataDir).catch(async (error: unknown) => {
    await db.close();
    release();
    throw error;
  });
  const allowLocal = allowLocalWebhooks ?? allowLocalFromEnv(givenEnv ?? process.env);
  // Read by studio_add_webhook: on this one connection only, never on Supabase.
  if (allowLocal) await db.exec("set landfall.webhooks_allow_local = 'on'");
  const app = createBackendApp({
    // No route at all for the test checkout when Stripe is configured: a 404 like any unknown name.
    handlers: env.testCheckout ? { ...functionHandlers, ...localTestHandlers } : functionHandlers,
    edgeIpSource,
    uploadsInFlight,
    databaseIpSource: () => readDatabaseIpSource(db),
    callAnon: (fn, body, headers) => callRpc(db, fn, body, { role: 'anon', headers }),
    storage,
    auth: {
      service: createEmbeddedAuth(db),
      // A studio's new webhook address gets the delivery's own check (DNS, this machine) first.
      callAuthenticated: checkingStudioAdds((fn, body, headers, claims) => callRpc(db, fn, body, { role: 'authenticated', headers, claims }), {
        ...nodeDelivery,
        allowLocal,
      }),
    },
    functionDeps: (clientIp, headers) => ({
      rpc: (fn, payload) => callRpc(db, fn, payload, { role: 'service_role', headers }),
      readPayment: (sessionId) => readPayment(db, sessionId),
      env: env.read,
      fetch: (input, init) => fetch(input, init),
      clientIp,
      now: () => Date.now(),
      storage,
    }),
  });
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  const webhooks = startWebhookDrainer(db, { allowLocal });
  return {
    db,
    dataDir,
    webhooks,
    storage,
    setOrigin(next) {
      origin = next;
    },
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
      await webhooks.stop();
      await db.close();
      release();
    },
  };
}

/** Opens (once per process and data directory) and returns the embedded backend. */
export function startEmbeddedBackend(options: EmbeddedBackendOptions): Promise<EmbeddedBackend> {
  const { dataDir } = options;
  let pending = open.get(dataDir);
  if (!pending) {
    pending = start(options);
    open.set(dataDir, pending);
    // A failed open (locked folder) must not stick: the next request tries again.
    pending.catch(() => open.delete(dataDir));
  } else if (options.origin !== undefined) {
    const origin = options.origin;
    void pending.then(
      (backend) => backend.setOrigin(origin),
      () => {},
    );
  }
  return pending;
}

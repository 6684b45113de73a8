/**
 * What a function needs from its platform, passed in so the same handler runs in Supabase's
 * Deno runtime and in the embedded Node server (and in tests, against a real database).
 */
export interface RpcResult {
  status: number;
  body: unknown;
}

export interface FunctionDeps {
  /** Calls a service-role SQL function that takes one jsonb argument; answers as PostgREST would. */
  rpc(fn: string, payload: Record<string, unknown>): Promise<RpcResult>;
  /**
   * The payments row (product_id, amount, currency, status, route) for a checkout session, read
   * with the service role, or undefined. Validated by the caller.
   */
  readPayment(sessionId: string): Promise<unknown>;
  /**
   * Settings, never request headers: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SITE_URL (the
   * site's origin), SUPABASE_URL (this API's own origin), and on the embedded server only
   * LANDFALL_TEST_CHECKOUT=1 with LANDFALL_TEST_CHECKOUT_SECRET.
   */
  env(name: string): string | undefined;
  fetch: typeof fetch;
  /** The caller's address as the platform saw it, never a header the caller wrote. */
  clientIp: string;
  /** Milliseconds since the epoch; injected so signature tolerance can be tested. */
  now(): number;
  /** The private lead-files bucket, written with the service role; absent where no storage is set up (lead-files answers 503). */
  storage?: FileStorage;
}

/**
 * Supabase Storage as lead-files uses it: Storage itself on Supabase (supabase-js, service role),
 * files under the data folder on the embedded server (supabase/embedded/lead-file-storage.ts).
 */
export interface FileStorage {
  /**
   * Stores a file under a new path from its bytes as they arrive; resolves once it is kept (never
   * a half file under that path). When the stream errors (the upload broke off, or broke the file
   * rule part-way), nothing is kept and put rejects with the stream's error.
   */
  put(path: string, body: ReadableStream<Uint8Array>, contentType: string): Promise<void>;
  /** Deletes it again, when its database row could not be written. */
  remove(path: string): Promise<void>;
}

export type FunctionHandler = (request: Request, deps: FunctionDeps) => Promise<Response>;

/** Site origin without a trailing slash. */
export const trimOrigin = (url: string) => url.replace(/\/+$/, '');

/** True when either Stripe setting is present: then only Stripe may pay, never the test checkout. */
export const stripeConfigured = (deps: FunctionDeps) => Boolean(deps.env('STRIPE_SECRET_KEY') || deps.env('STRIPE_WEBHOOK_SECRET'));

/**
 * The local test checkout runs only where the embedded Node server switched it on and no Stripe
 * key is set. Checked by every function that touches it, not only by the server that enables it:
 * with a real webhook secret around, a page that signs "paid" events would pay real sessions.
 */
export const testCheckoutEnabled = (deps: FunctionDeps) => deps.env('LANDFALL_TEST_CHECKOUT') === '1' && !stripeConfigured(deps);

/** The secret the test checkout signs with and the webhook accepts in test mode; never Stripe's. */
export const testCheckoutSecret = (deps: FunctionDeps) => (testCheckoutEnabled(deps) ? deps.env('LANDFALL_TEST_CHECKOUT_SECRET') || undefined : undefined);

/** Session ids the test checkout makes, and the only ones it will show or pay. */
export const testSessionPrefix = 'cs_test_local_';
export const newTestSessionId = () => `${testSessionPrefix}${crypto.randomUUID().replace(/-/g, '')}`;
const testSessionIdPattern = new RegExp(`^${testSessionPrefix}[0-9a-f]{32}$`);
export const isTestSessionId = (id: unknown): id is string => typeof id === 'string' && testSessionIdPattern.test(id);

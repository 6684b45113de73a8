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
  env(name: string): string | undefined;
  fetch: typeof fetch;
  /** The caller's address as the platform saw it, never a header the caller wrote. */
  clientIp: string;
  /** Milliseconds since the epoch; injected so signature tolerance can be tested. */
  now(): number;
}

export type FunctionHandler = (request: Request, deps: FunctionDeps) => Promise<Response>;

/** Site origin without a trailing slash. */
export const trimOrigin = (url: string) => url.replace(/\/+$/, '');

export const testCheckoutEnabled = (deps: FunctionDeps) => deps.env('LANDFALL_TEST_CHECKOUT') === '1';

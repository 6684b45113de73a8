import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, backendUrl } from '../interactive/api/config';
import { rpcCaller, supabaseWire } from '../contract/rpc-transport';
import type { BrowserRpc, RpcInput } from '../contract/rpcs';

/**
 * The marketers' area's one way to the backend: supabase-js with a kept, refreshed session (the
 * site's own client is anonymous and keeps none), against Supabase or the embedded backend alike.
 */
let client: SupabaseClient | undefined;

export function studioClient(): SupabaseClient {
  client ??= createClient(backendUrl(), anonKey(), {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: 'landfall-studio-session' },
  });
  return client;
}

/** A refusal the area shows as it is: the database's message, and whether signing in again helps. */
export class StudioError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    /** PostgREST's `details`: a refusal's {"field": message} as JSON, where the function gives one. */
    readonly details?: string,
    /** Those details read by the transport: each refused field's message. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
  /** 401/403: the session ended or this user is not a marketer. */
  get signedOut(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/**
 * Calls an RPC of the contract as the signed-in marketer, or as `client` (a test's own sign-in),
 * through the transport the pages use too; a refusal throws StudioError. The answer is the
 * caller's to parse (the contract's output schema, or its data module's).
 */
export async function rpc<N extends BrowserRpc>(fn: N, body: RpcInput<N>, client: SupabaseClient = studioClient()): Promise<unknown> {
  const answer = await rpcCaller(() => supabaseWire(client))(fn, body);
  if (answer.ok) return answer.data;
  const { message, code, status, details, fields } = answer.error;
  throw new StudioError(message, code, status, details, fields);
}

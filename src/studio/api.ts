import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { anonKey, backendUrl } from '../interactive/api/config';

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
  ) {
    super(message);
  }
  /** 401/403: the session ended or this user is not a marketer. */
  get signedOut(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Calls a studio RPC (one JSON body) as the signed-in marketer, or as `client` (a test's own sign-in). */
export async function rpc<T>(fn: string, body: Record<string, unknown> = {}, client: SupabaseClient = studioClient()): Promise<T> {
  const { data, error, status } = await client.rpc(fn, body);
  if (error) throw new StudioError(error.message, error.code, status, error.details || undefined);
  return data as T;
}

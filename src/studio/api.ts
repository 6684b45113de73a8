import type { SupabaseClient } from '@supabase/supabase-js';
import type { BrowserRpc, RpcInput } from '../contract/rpcs';

/**
 * The marketers' area's one way to the backend: supabase-js with a kept, refreshed session,
 * against Supabase or the embedded backend alike. The library loads on first use, in its own
 * chunk (the session provider asks for it as the app starts), so the first screen never waits
 * for it; a failed load is not kept, and the next call tries again.
 */
let client: Promise<SupabaseClient> | undefined;

export function studioClient(): Promise<SupabaseClient> {
  client ??= import('./backend-client').then(
    (module) => module.createStudioClient(),
    (failure: unknown) => {
      client = undefined;
      throw failure;
    },
  );
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
export async function rpc<N extends BrowserRpc>(fn: N, body: RpcInput<N>, client?: SupabaseClient): Promise<unknown> {
  // The transport comes with the first call, as the client does: no screen draws before an answer.
  const [{ rpcCaller, supabaseWire }, caller] = await Promise.all([import('../contract/rpc-transport'), client ?? studioClient()]);
  const answer = await rpcCaller(() => supabaseWire(caller))(fn, body);
  if (answer.ok) return answer.data;
  const { message, code, status, details, fields } = answer.error;
  throw new StudioError(message, code, status, details, fields);
}

/** The contract's answer schemas (studio-answers.ts). */
type Answers = typeof import('../contract/studio-answers');

/**
 * Calls an RPC and parses its answer with the contract's schema, picked from `Answers`. The
 * schemas (and zod with them) load alongside the first call rather than with the first screen,
 * which draws before any answer has come.
 */
export async function rpcAnswer<N extends BrowserRpc, T>(fn: N, body: RpcInput<N>, schema: (answers: Answers) => { parse: (data: unknown) => T }): Promise<T> {
  const [answers, data] = await Promise.all([import('../contract/studio-answers'), rpc(fn, body)]);
  return schema(answers).parse(data);
}

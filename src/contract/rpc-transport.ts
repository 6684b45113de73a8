import type { SupabaseClient } from '@supabase/supabase-js';
import type * as z from 'zod/mini';
import type { RpcEntry, Rpcs } from './rpcs';

/**
 * The one way site and studio call an RPC and read its answer. A wire carries the call (a plain
 * fetch for pages, which never load the 60 kB client library; supabase-js with the session for
 * the studio); whatever carried it, an answer is decoded here, as PostgREST writes it.
 */

/** The HTTP status and the body: JSON when it parses, its text when not, null when empty. */
export interface WireAnswer {
  status: number;
  body: unknown;
}
export type Wire = (name: string, body: unknown) => Promise<WireAnswer>;

/** POST /rest/v1/rpc/:name with the public key, in the shape supabase-js sends. */
export const fetchWire =
  (url: string, key: string): Wire =>
  async (name, body) => {
    const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: jsonOrText(text) };
  };

/** Through a supabase-js client, which sends its signed-in user's token. */
export const supabaseWire =
  (client: SupabaseClient): Wire =>
  async (name, body) => {
    const { data, error, status } = await client.rpc(name, body);
    return { status, body: error ?? data };
  };

function jsonOrText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Why a call failed. `validation`: LF400, the function refused fields (each one's message in
 * `fields`); `rate-limited`: LF429; `conflict`: LF409; `unreachable`: no answer at all.
 */
export interface RpcError {
  kind: 'validation' | 'rate-limited' | 'conflict' | 'unreachable' | 'other';
  status: number;
  code: string | undefined;
  message: string;
  details: string | undefined;
  /** A 400's {"field": message} details (LF400, or the SQLSTATE 22023 refusals that name fields). */
  fields: Record<string, string>;
}
export type RpcAnswer = { ok: true; data: unknown } | { ok: false; error: RpcError };

const kinds: Record<string, RpcError['kind']> = { LF400: 'validation', LF429: 'rate-limited', LF409: 'conflict' };

const stringIn = (body: unknown, key: string): string | undefined => {
  const value: unknown = body && typeof body === 'object' ? Reflect.get(body, key) : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function fieldsOf(details: string | undefined): Record<string, string> {
  if (!details) return {};
  try {
    const parsed: unknown = JSON.parse(details);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function decodeAnswer({ status, body }: WireAnswer): RpcAnswer {
  if (status >= 200 && status < 300) return { ok: true, data: body };
  const code = stringIn(body, 'code');
  const details = stringIn(body, 'details');
  const message = stringIn(body, 'message') ?? (typeof body === 'string' && body ? body : `HTTP ${status}`);
  const kind = (code !== undefined && Object.hasOwn(kinds, code) ? kinds[code] : undefined) ?? (status === 0 ? 'unreachable' : 'other');
  return { ok: false, error: { kind, status, code, message, details, fields: status === 400 ? fieldsOf(details) : {} } };
}

/** Calls `name` over `wire`; never throws: a call that gets no answer is `unreachable`. */
export async function callRpc(wire: Wire, name: string, input: unknown): Promise<RpcAnswer> {
  try {
    return decodeAnswer(await wire(name, input));
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, error: { kind: 'unreachable', status: 0, code: undefined, message, details: undefined, fields: {} } };
  }
}

/**
 * A call keyed by the contract: a name it does not hold, or a body it does not take, is a type
 * error. `C` is the contract (a test adds an entry to it; see docs/developers/rpcs.md).
 */
export const rpcCaller =
  <C extends Record<string, RpcEntry> = Rpcs>(wire: () => Wire) =>
  <N extends keyof C & string>(name: N, input: z.input<C[N]['input']>): Promise<RpcAnswer> =>
    callRpc(wire(), name, input);

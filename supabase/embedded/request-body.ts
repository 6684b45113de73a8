/**
 * Request bodies for the embedded server, bounded before they cost anything: PGlite has one
 * connection, so a request that takes long to read or parse delays every other visitor.
 */
import { readUpTo } from '../functions/_shared/read-up-to.ts';
import { type RpcEntry, rpcs } from '../../src/contract/rpcs.ts';

const KB = 1024;

/**
 * The largest body each browser RPC of a contract may send, keyed by name: the embedded server
 * serves these names and no other (404), and refuses a larger body before it is read (413). The
 * service's RPCs are not served: the embedded functions call them in process.
 */
export const rpcBodyLimitsOf = (contract: Readonly<Record<string, RpcEntry>>): Readonly<Record<string, number>> =>
  Object.fromEntries(Object.entries(contract).flatMap(([name, entry]) => (entry.caller === 'service' ? [] : [[name, entry.limit]])));

/** The contract's (src/contract/rpcs.ts), where each limit says what it leaves room for. */
export const rpcBodyLimits = rpcBodyLimitsOf(rpcs);

/** Stripe's checkout.session events are a few kB; its documented payloads stay far below 256 kB. */
export const functionBodyLimits: Readonly<Record<string, number>> = {
  'create-payment': 16 * KB,
  'stripe-webhook': 256 * KB,
  'test-checkout': 4 * KB,
};

/**
 * Functions handed the request's body unread, as a stream: lead-files takes a file of up to
 * 10 MB and counts the bytes itself, refusing past the limit (supabase/functions/_shared/lead-files.ts).
 */
export const streamedFunctions: ReadonlySet<string> = new Set(['lead-files']);

/** Deeper than any body the site or Stripe sends; far below what a recursive parser survives. */
export const MAX_JSON_DEPTH = 32;

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413; message: string };

const tooLarge = (limit: number): BodyRead => ({ ok: false, status: 413, message: `Request body too large (at most ${limit} bytes)` });

/**
 * The body, if it fits in `limit` bytes. A Content-Length over the limit is refused before a byte
 * is read; a body without one (chunked) is read only up to the limit. An absent body is empty.
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding')) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return { ok: false, status: 400, message: 'Invalid Content-Length' };
    if (length > limit) return tooLarge(limit);
  }
  const bytes = await readUpTo(request.body, limit);
  return bytes ? { ok: true, bytes } : tooLarge(limit);
}

/**
 * True when brackets outside strings nest deeper than `max`. A linear scan, so a body of
 * 5,000 nested arrays is refused without being parsed (JSON.stringify and PostgreSQL's jsonb
 * parser both recurse, and ran out of stack on it).
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > max) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}

/**
 * True when a string anywhere in a parsed JSON value (a key too) holds U+0000: PostgreSQL's text
 * and jsonb cannot hold it, so such a value is the client's mistake, refused as one (400) before
 * it reaches the database, which would fail on it.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

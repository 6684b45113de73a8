import { z } from 'zod';

/**
 * What a key is, read from its shape alone; never the key itself. Printed as its kind and its
 * last 4 characters at most, so a doctor's output can be pasted into an issue.
 */
export type SupabaseKeyKind = 'anon' | 'service_role' | 'other-jwt' | 'publishable' | 'secret' | 'unknown';

export interface SupabaseKey {
  kind: SupabaseKeyKind;
  /** The project ref a JWT names (its `ref` claim), when it names one. */
  ref?: string;
}

const tail = (value: string) => (value.length > 12 ? `…${value.slice(-4)}` : '…');

/** "service_role JWT …abcd": what a key is, safe to print. */
export function describeKey(kind: string, value: string): string {
  return `${kind} ${tail(value)}`;
}

const claimsSchema = z.object({ role: z.unknown(), ref: z.unknown() });

function jwtClaims(value: string): z.output<typeof claimsSchema> | undefined {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    return claimsSchema.safeParse(JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/** Supabase's legacy JWT keys (role claim anon / service_role) and its newer sb_publishable_ / sb_secret_ keys. */
export function supabaseKey(value: string): SupabaseKey {
  if (value.startsWith('sb_publishable_')) return { kind: 'publishable' };
  if (value.startsWith('sb_secret_')) return { kind: 'secret' };
  const claims = jwtClaims(value);
  if (!claims) return { kind: 'unknown' };
  const ref = typeof claims.ref === 'string' ? claims.ref : undefined;
  if (claims.role === 'anon') return { kind: 'anon', ref };
  if (claims.role === 'service_role') return { kind: 'service_role', ref };
  return { kind: 'other-jwt', ref };
}

export const keyLabel: Record<SupabaseKeyKind, string> = {
  anon: 'anon JWT',
  service_role: 'service_role JWT',
  'other-jwt': 'JWT without an anon or service_role role',
  publishable: 'sb_publishable_ key',
  secret: 'sb_secret_ key',
  unknown: 'neither a JWT nor an sb_ key',
};

export type StripeMode = 'test' | 'live';

/** sk_/rk_ secret keys and pk_ publishable keys carry their mode in their prefix. */
export function stripeKey(value: string): { kind: 'secret' | 'restricted' | 'publishable'; mode: StripeMode } | undefined {
  const match = /^(sk|rk|pk)_(test|live)_[A-Za-z0-9]+$/.exec(value);
  if (!match) return undefined;
  const kind = match[1] === 'sk' ? 'secret' : match[1] === 'rk' ? 'restricted' : 'publishable';
  return { kind, mode: match[2] === 'live' ? 'live' : 'test' };
}

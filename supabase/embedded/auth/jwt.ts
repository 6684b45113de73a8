import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens, the kind Supabase Auth issues and PostgREST checks. Only HS256 is
 * accepted: a token naming another algorithm (`none`, RS256 with the secret as a public key)
 * is refused before its signature is looked at.
 */
export type Claims = Record<string, unknown> & { sub: string; role: string; exp: number };

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

const signature = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

export function signJwt(claims: Claims, secret: string): string {
  const signed = `${HEADER}.${encode(claims)}`;
  return `${signed}.${signature(secret, signed).toString('base64url')}`;
}

/** Why a token was refused, in PostgREST's words (its PGRST301 messages). */
export type JwtProblem = 'JWT expired' | 'JWSError JWSInvalidSignature' | 'Invalid JWT';

export function verifyJwt(token: string, secret: string, nowSeconds: number): { claims: Claims } | { problem: JwtProblem } {
  const parts = token.split('.');
  if (parts.length !== 3) return { problem: 'Invalid JWT' };
  const [header = '', payload = '', sent = ''] = parts;
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
  };
  const head = parsed(header);
  if (typeof head !== 'object' || head === null || Reflect.get(head, 'alg') !== 'HS256') return { problem: 'Invalid JWT' };
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'JWSError JWSInvalidSignature' };
  const body = parsed(payload);
  if (!isClaims(body)) return { problem: 'Invalid JWT' };
  if (body.exp <= nowSeconds) return { problem: 'JWT expired' };
  return { claims: body };
}

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, role, exp } = value as Record<string, unknown>;
  return typeof sub === 'string' && typeof role === 'string' && typeof exp === 'number';
}

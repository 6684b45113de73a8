import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes for auth.users.encrypted_password: scrypt from node:crypto with a per-user
 * salt, stored as `$scrypt$N=…,r=…,p=…$salt$hash`. Supabase stores bcrypt from pgcrypto; the
 * embedded server does not, because PGlite loads extensions only when a database is created
 * (every open path and the tests' real-Postgres cluster would have to load pgcrypto), and
 * scrypt runs on Node's thread pool instead of inside PGlite's single connection.
 */
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `$scrypt$N=${COST.N},r=${COST.r},p=${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const STORED = /^\$scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;
/** Hashed when an email has no user, so an unknown address costs the same time as a known one. */
const DECOY = `$scrypt$N=${COST.N},r=${COST.r},p=${COST.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

/** Whether password matches stored; an absent or unreadable hash never matches (after the same work). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const match = STORED.exec(stored ?? '') ?? STORED.exec(DECOY);
  if (!match) return false;
  const [, n, r, p, salt = '', hash = ''] = match;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem });
  const matches = key.length === expected.length && timingSafeEqual(key, expected);
  return matches && STORED.test(stored ?? '');
}

import { randomBytes } from 'node:crypto';
import type { SqlSession } from '../database.ts';

/**
 * The key access tokens are signed with: made once per database and kept in it
 * (auth.landfall_jwt_secret, readable by the owner only), so tokens survive a restart, a copy
 * of the data directory signs the same, and a fresh database starts with a fresh key.
 */
export async function jwtSecret(db: SqlSession): Promise<string> {
  await db.query('insert into auth.landfall_jwt_secret (secret) values ($1) on conflict (only_row) do nothing', [randomBytes(32).toString('base64url')]);
  const { rows } = await db.query<{ secret: string }>('select secret from auth.landfall_jwt_secret');
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('auth.landfall_jwt_secret holds no key');
  return secret;
}

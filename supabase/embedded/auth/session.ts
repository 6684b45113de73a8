import { createHash, randomBytes } from 'node:crypto';
import type { SqlSession } from '../database.ts';
import { signJwt } from './jwt.ts';

/** What Supabase Auth returns for a user (the fields supabase-js and the studio read). */
export interface UserRow extends Record<string, unknown> {
  id: string;
  email: string;
  created_at: Date | string;
  updated_at: Date | string | null;
  last_sign_in_at: Date | string | null;
}

/**
 * Five minutes, the short end of Supabase's usual 5 to 60 minutes: the studio's reads refuse a
 * token whose session has ended, but whatever trusts the signature alone still honours it until
 * it expires. supabase-js (autoRefreshToken) refreshes 90 seconds ahead of expiry, so a signed-in
 * studio never notices.
 */
export const ACCESS_TOKEN_SECONDS = 300;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: iso(user.created_at),
    confirmed_at: iso(user.created_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/** Refresh tokens are kept as SHA-256 digests: a copy of the table signs no one in. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new access token and a new single-use refresh token for a session, in Supabase Auth's
 * token response shape (what supabase-js turns into a Session).
 */
export async function issueTokens(tx: SqlSession, user: UserRow, sessionId: string, secret: string, nowMs: number) {
  const refreshToken = randomBytes(24).toString('base64url');
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [tokenDigest(refreshToken), user.id, sessionId]);
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const accessToken = signJwt(
    {
      iss: 'landfall-embedded/auth/v1',
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    },
    secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type TokenResponse = Awaited<ReturnType<typeof issueTokens>>;

import type { SqlTransactor } from '../database.ts';
import { type AuthRefusal, refusals } from './errors.ts';
import { type Claims, verifyJwt } from './jwt.ts';
import { jwtSecret } from './secret.ts';
import type { TokenResponse, userJson } from './session.ts';
import { type PasswordAttempt, signInWithPassword } from './sign-in.ts';
import { currentUser, endSessions, refreshSession, sessionAlive, sessionClaims } from './tokens.ts';

/**
 * Who an RPC (or a Storage read) runs as, decided from its Authorization header the way PostgREST
 * decides it, and refused too when the token's session has ended (signed out, or ended by a reused
 * refresh token): on Supabase, public.is_marketer() refuses such a token in SQL instead.
 */
export type RpcCaller = { role: 'anon' } | { role: 'authenticated'; claims: Claims } | { role: 'refused'; code: 'PGRST301' | 'PGRST303'; message: string };

/** The embedded Supabase Auth slice over one database: sign-in, refresh, user, logout and token checks. */
export interface EmbeddedAuth {
  signIn(attempt: PasswordAttempt): Promise<TokenResponse | AuthRefusal>;
  refresh(refreshToken: unknown): Promise<TokenResponse | AuthRefusal>;
  user(authorization: string | undefined): Promise<ReturnType<typeof userJson> | AuthRefusal>;
  logout(authorization: string | undefined, scope: string | undefined): Promise<AuthRefusal | undefined>;
  rpcCaller(authorization: string | undefined, apikey: string | undefined): Promise<RpcCaller>;
}

export const isRefusal = (value: object): value is AuthRefusal => 'status' in value && 'body' in value;

export function createEmbeddedAuth(db: SqlTransactor, now: () => number = Date.now): EmbeddedAuth {
  let secret: Promise<string> | undefined;
  const key = () =>
    (secret ??= jwtSecret(db).catch((error: unknown) => {
      secret = undefined; // try again on the next request
      throw error;
    }));
  return {
    signIn: (attempt) => signInWithPassword(db, key, attempt, now),
    refresh: async (token) => refreshSession(db, await key(), token, now()),
    async user(authorization) {
      const claims = await sessionClaims(db, await key(), authorization, now());
      return isRefusal(claims) ? claims : currentUser(db, claims);
    },
    async logout(authorization, scope) {
      const claims = await sessionClaims(db, await key(), authorization, now());
      if (isRefusal(claims)) return claims;
      await endSessions(db, claims, scope);
      return undefined;
    },
    async rpcCaller(authorization, apikey) {
      const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
      // supabase-js sends the public key as the bearer until someone signs in.
      if (!authorization || token === apikey) return { role: 'anon' };
      if (!token) return { role: 'refused', code: 'PGRST301', message: 'Invalid JWT' };
      const verified = verifyJwt(token, await key(), Math.floor(now() / 1000));
      if ('problem' in verified) {
        return { role: 'refused', code: verified.problem === 'JWT expired' ? 'PGRST303' : 'PGRST301', message: verified.problem };
      }
      // Only this server's own sign-ins mint tokens; a token claiming any other role is refused.
      if (verified.claims.role !== 'authenticated') return { role: 'refused', code: 'PGRST301', message: 'Invalid JWT' };
      // Unlike PostgREST, which trusts a signature until expiry: a signed-out session's token stops here.
      if (!(await sessionAlive(db, verified.claims))) return { role: 'refused', code: 'PGRST301', message: refusals.sessionGone().body.msg };
      return { role: 'authenticated', claims: verified.claims };
    },
  };
}

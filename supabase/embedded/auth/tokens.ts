import type { SqlTransactor } from '../database.ts';
import { type AuthRefusal, refusals } from './errors.ts';
import { type Claims, verifyJwt } from './jwt.ts';
import { issueTokens, type TokenResponse, tokenDigest, type UserRow, userJson } from './session.ts';

const USER_COLUMNS = 'u.id, u.email, u.created_at, u.updated_at, u.last_sign_in_at';

/**
 * POST /auth/v1/token?grant_type=refresh_token. Each refresh token works once and is replaced;
 * presenting a used one again means it leaked (or was stolen and used first), so the whole
 * session ends, as Supabase Auth does when it detects reuse.
 */
export async function refreshSession(db: SqlTransactor, secret: string, token: unknown, nowMs: number): Promise<TokenResponse | AuthRefusal> {
  if (typeof token !== 'string' || !token) return refusals.refreshNotFound();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; session_id: string; revoked: boolean }>(
      'select id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
      [tokenDigest(token)],
    );
    const found = rows[0];
    if (!found) return refusals.refreshNotFound();
    if (found.revoked) {
      await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
      return refusals.refreshReused();
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [found.id]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [found.session_id]);
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.sessions s join auth.users u on u.id = s.user_id where s.id = $1`, [
      found.session_id,
    ]);
    const user = users.rows[0];
    if (!user) return refusals.refreshNotFound();
    return issueTokens(tx, user, found.session_id, secret, nowMs);
  });
}

/** The claims of a bearer access token whose session still exists (GoTrue's check for /user and /logout). */
export async function sessionClaims(db: SqlTransactor, secret: string, authorization: string | undefined, nowMs: number): Promise<Claims | AuthRefusal> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return refusals.noToken();
  const verified = verifyJwt(token, secret, Math.floor(nowMs / 1000));
  if ('problem' in verified) return refusals.badToken(verified.problem);
  return (await sessionAlive(db, verified.claims)) ? verified.claims : refusals.sessionGone();
}

/**
 * Whether the token's session (its session_id claim) still exists and is the token owner's: a
 * signed-out or reuse-ended session is deleted, and its tokens must stop working at once.
 */
export async function sessionAlive(db: SqlTransactor, claims: Claims): Promise<boolean> {
  if (typeof claims.session_id !== 'string') return false;
  const { rows } = await db.query('select 1 from auth.sessions where id::text = lower($1) and user_id::text = $2', [claims.session_id, claims.sub]);
  return rows.length > 0;
}

export async function currentUser(db: SqlTransactor, claims: Claims) {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id::text = $1`, [claims.sub]);
  const user = rows[0];
  return user ? userJson(user) : refusals.sessionGone();
}

/** POST /auth/v1/logout?scope=global|local|others (supabase-js signOut's scope, global by default). */
export async function endSessions(db: SqlTransactor, claims: Claims, scope: string | undefined): Promise<void> {
  const sessionId = String(claims.session_id);
  if (scope === 'local') await db.query('delete from auth.sessions where id::text = $1', [sessionId]);
  else if (scope === 'others') await db.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [claims.sub, sessionId]);
  else await db.query('delete from auth.sessions where user_id::text = $1', [claims.sub]);
}

import type { SqlSession, SqlTransactor } from '../database.ts';
import { type AuthRefusal, authTexts, refusals } from './errors.ts';
import { verifyPassword } from './password.ts';
import { issueTokens, type TokenResponse, type UserRow } from './session.ts';

export interface PasswordAttempt {
  email: unknown;
  password: unknown;
  /** The visitor's address as app.ts's visitorIp decided it, never a raw header. */
  ip: string;
  userAgent: string | undefined;
}

/** The spec's lockout text with the time left, or null when not blocked; the SQL the Supabase hook uses too. */
async function lockoutMessage(tx: SqlSession, email: string, ip: string): Promise<string | null> {
  const { rows } = await tx.query<{ message: string | null }>('select public.login_lockout_message($1, $2) as message', [email, ip]);
  const row = rows[0];
  if (!row) throw new Error('login_lockout_message returned no row');
  return row.message;
}

/**
 * POST /auth/v1/token?grant_type=password. The lockout (5 failures for an email or from an
 * address within 15 minutes) is checked before the password, so a blocked account is refused
 * even with the right one. Check, verification and the recorded failure run in one transaction
 * under a per-email advisory lock: on Postgres with many connections, parallel guesses for one
 * email queue up and each sees the failures before it (PGlite, one connection, queues anyway).
 * Any error in there refuses: nobody gets in because the check could not run.
 */
export async function signInWithPassword(
  db: SqlTransactor,
  secret: () => Promise<string>,
  attempt: PasswordAttempt,
  nowMs: () => number,
): Promise<TokenResponse | AuthRefusal> {
  const { password, ip, userAgent } = attempt;
  const email = typeof attempt.email === 'string' ? attempt.email.trim() : '';
  if (!email || typeof password !== 'string' || !password) return refusals.missingCredentials();
  try {
    const key = await secret();
    return await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext(lower($1::text)))', [email]);
      const locked = await lockoutMessage(tx, email, ip);
      if (locked !== null) return refusals.lockedOut(locked);
      const { rows } = await tx.query<UserRow & { encrypted_password: string | null }>(
        'select id, email, encrypted_password, created_at, updated_at, last_sign_in_at from auth.users where lower(email) = lower($1)',
        [email],
      );
      const user = rows[0];
      if (!user || !(await verifyPassword(password, user.encrypted_password))) {
        await tx.query('select public.record_failed_login($1, $2, $3)', [email, ip, userAgent ?? null]);
        const nowLocked = await lockoutMessage(tx, email, ip);
        return nowLocked === null ? refusals.invalidCredentials() : refusals.lockedOut(nowLocked);
      }
      const signedIn = await tx.query<UserRow>(
        'update auth.users set last_sign_in_at = now() where id = $1 returning id, email, created_at, updated_at, last_sign_in_at',
        [user.id],
      );
      const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
      const fresh = signedIn.rows[0];
      const sessionId = session.rows[0]?.id;
      if (!fresh || !sessionId) throw new Error('the session was not created');
      return issueTokens(tx, fresh, sessionId, key, nowMs());
    });
  } catch (error) {
    console.error(`[landfall auth] sign-in refused, the lockout check or session failed: ${error instanceof Error ? error.message : String(error)}`);
    return refusals.unavailable();
  }
}

export { authTexts };

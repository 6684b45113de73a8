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

type StoredUser = UserRow & { encrypted_password: string | null };

/** The spec's lockout text with the time left, or null when not blocked; the SQL the Supabase hook uses too. */
async function lockoutMessage(tx: SqlSession, email: string, ip: string): Promise<string | null> {
  const { rows } = await tx.query<{ message: string | null }>('select public.login_lockout_message($1, $2) as message', [email, ip]);
  const row = rows[0];
  if (!row) throw new Error('login_lockout_message returned no row');
  return row.message;
}

/** Phase 1: the lockout and the user, read in one short transaction. */
async function readAttempt(db: SqlTransactor, email: string, ip: string): Promise<{ locked: string } | { user: StoredUser | undefined }> {
  return db.transaction(async (tx) => {
    const locked = await lockoutMessage(tx, email, ip);
    if (locked !== null) return { locked };
    const { rows } = await tx.query<StoredUser>(
      'select id, email, encrypted_password, created_at, updated_at, last_sign_in_at from auth.users where lower(email) = lower($1)',
      [email],
    );
    return { user: rows[0] };
  });
}

/**
 * Phase 3, under the per-email advisory lock: the lockout is asked again, because parallel
 * guesses all passed phase 1 before any recorded its failure. Whoever finds it reached is
 * refused as locked out, the right password too, and records nothing; otherwise a wrong password
 * is recorded (the one that reaches the limit is answered with the lockout) and a right one gets
 * a session, unless the password changed since it was read.
 */
async function decide(
  db: SqlTransactor,
  attempt: { email: string; ip: string; userAgent: string | undefined },
  user: StoredUser | undefined,
  valid: boolean,
  issue: (tx: SqlSession, user: UserRow, sessionId: string) => Promise<TokenResponse>,
): Promise<TokenResponse | AuthRefusal> {
  const { email, ip, userAgent } = attempt;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext(lower($1::text)))', [email]);
    const locked = await lockoutMessage(tx, email, ip);
    if (locked !== null) return refusals.lockedOut(locked);
    const signedIn =
      user && valid
        ? await tx.query<UserRow>(
            `update auth.users set last_sign_in_at = now() where id = $1 and encrypted_password is not distinct from $2
             returning id, email, created_at, updated_at, last_sign_in_at`,
            [user.id, user.encrypted_password],
          )
        : undefined;
    const fresh = signedIn?.rows[0];
    if (!fresh) {
      await tx.query('select public.record_failed_login($1, $2, $3)', [email, ip, userAgent ?? null]);
      const nowLocked = await lockoutMessage(tx, email, ip);
      return nowLocked === null ? refusals.invalidCredentials() : refusals.lockedOut(nowLocked);
    }
    const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [fresh.id]);
    const sessionId = session.rows[0]?.id;
    if (!sessionId) throw new Error('the session was not created');
    return issue(tx, fresh, sessionId);
  });
}

/**
 * POST /auth/v1/token?grant_type=password. The lockout (5 failures for an email or from an
 * address within 15 minutes) is checked before the password, so a blocked account is refused
 * even with the right one. Three steps, so the slow hash holds no transaction (PGlite has one
 * connection: every visitor's call would wait for it): read the lockout and the user, verify
 * the password with nothing open, then decide under a per-email advisory lock (decide). The hash
 * runs for an unknown email too, against a decoy, so the time taken does not tell whether an
 * account exists. Any error refuses: nobody gets in because the check could not run.
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
    const read = await readAttempt(db, email, ip);
    if ('locked' in read) return refusals.lockedOut(read.locked);
    const valid = await verifyPassword(password, read.user?.encrypted_password);
    return await decide(db, { email, ip, userAgent }, read.user, valid, (tx, user, sessionId) => issueTokens(tx, user, sessionId, key, nowMs()));
  } catch (error) {
    console.error(`[landfall auth] sign-in refused, the lockout check or session failed: ${error instanceof Error ? error.message : String(error)}`);
    return refusals.unavailable();
  }
}

export { authTexts };

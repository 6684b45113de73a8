import { beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '../../../supabase/embedded/auth/secret.ts';
import { signInWithPassword } from '../../../supabase/embedded/auth/sign-in.ts';
import { callRpc } from '../../../supabase/embedded/database';
import { createMarketer } from '../../../scripts/studio/create-marketer.ts';
import { race } from './race';
import { freshDatabase, rows, sqlEngine, type SqlDatabase } from './sql-harness';

/**
 * The studio's SQL (supabase/schemas/functions/is_marketer.sql, login_blocked.sql, record_failed_login.sql) and the embedded sign-in over it, on PGlite
 * and, in the vitest project "postgres", on a real server where parallel calls really overlap.
 */
let db: SqlDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});

let lastUser = 0;
const marketer = () => {
  lastUser += 1;
  return createMarketer(db, `sql${lastUser}@example.com`, 'correct horse battery staple');
};

/** One statement run as a role inside a transaction that is rolled back; its rows or its SQLSTATE. */
async function as(role: string, sql: string, claims: Record<string, unknown> = { role }): Promise<Record<string, unknown>[] | string> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
    try {
      return (await tx.query(sql)).rows;
    } catch (error) {
      const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
      return typeof code === 'string' ? code : 'unknown';
    } finally {
      await tx.rollback();
    }
  });
}

const hook = async (userId: string, valid: boolean) =>
  (await rows(db, 'select public.hook_password_verification_attempt($1) as answer', [{ user_id: userId, valid }]))[0]?.answer;

/** Parallel calls: really side by side on Postgres; PGlite (one connection) queues them. */
const parallel = <T>(n: number, call: (on: SqlDatabase, index: number) => Promise<T>) =>
  sqlEngine === 'postgres' ? race(db, n, call) : Promise.all(Array.from({ length: n }, (_, index) => call(db, index)));

/** A session row as Supabase Auth (or the embedded sign-in) keeps one for a signed-in user; its id is the token's session_id. */
const newSession = async (userId: string) => String((await rows(db, 'insert into auth.sessions (user_id) values ($1) returning id', [userId]))[0]?.id);

describe('the marketers table', () => {
  it('is closed to anon, as failed_login_attempts is to anon and authenticated', async () => {
    expect(await as('anon', 'select * from public.marketers')).toBe('42501');
    expect(await as('anon', 'select * from public.failed_login_attempts')).toBe('42501');
    expect(await as('authenticated', 'select * from public.failed_login_attempts')).toBe('42501');
    expect(await as('anon', 'select public.is_marketer()')).toBe('42501');
  });

  it('keeps the users, their sessions and the signing key away from every API role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const table of ['auth.users', 'auth.sessions', 'auth.refresh_tokens', 'auth.landfall_jwt_secret']) {
        expect({ role, table, code: await as(role, `select * from ${table}`) }).toEqual({ role, table, code: '42501' });
      }
    }
  });

  it('shows a signed-in marketer their own row only, and no one may write it', async () => {
    const me = await marketer();
    const other = await marketer();
    const claims = { role: 'authenticated', sub: me.userId, session_id: await newSession(me.userId) };
    expect(await as('authenticated', 'select user_id, email from public.marketers', claims)).toEqual([{ user_id: me.userId, email: me.email }]);
    expect(await as('authenticated', 'select public.is_marketer() as yes', claims)).toEqual([{ yes: true }]);
    expect(await as('authenticated', `delete from public.marketers where user_id = '${other.userId}'`, claims)).toBe('42501');
    expect(await as('authenticated', `insert into public.marketers (user_id, email) values ('${me.userId}', 'x@y.z')`, claims)).toBe('42501');
  });

  it('says no to a signed-in user who is not a marketer', async () => {
    const me = await marketer();
    await rows(db, 'delete from public.marketers where user_id = $1', [me.userId]);
    const claims = { role: 'authenticated', sub: me.userId, session_id: await newSession(me.userId) };
    expect(await as('authenticated', 'select public.is_marketer() as yes', claims)).toEqual([{ yes: false }]);
    expect(await as('authenticated', "select public.studio_me('{}') as me", claims)).toEqual([{ me: { user_id: me.userId, email: null, marketer: false } }]);
  });
});

describe("a signed-out marketer's token (its session_id claim)", () => {
  const claimsFor = (userId: string, sessionId: unknown) => ({ role: 'authenticated', sub: userId, aud: 'authenticated', session_id: sessionId });
  const studioCall = (fn: string, claims: Record<string, unknown>) => callRpc(db, fn, {}, { role: 'authenticated', headers: {}, claims });

  it('reads no leads or webhooks once the session has ended (signed out, or ended by a reused refresh token)', async () => {
    const me = await marketer();
    const session = await newSession(me.userId);
    const claims = claimsFor(me.userId, session);
    expect(await as('authenticated', 'select public.is_marketer() as yes', claims)).toEqual([{ yes: true }]);
    expect((await studioCall('studio_leads', claims)).status).toBe(200);
    await rows(db, 'delete from auth.sessions where id = $1', [session]);
    expect(await as('authenticated', 'select public.is_marketer() as yes', claims)).toEqual([{ yes: false }]);
    for (const fn of ['studio_leads', 'studio_webhooks', 'studio_lead_files']) {
      const answer = await studioCall(fn, claims);
      expect({ fn, status: answer.status, body: answer.body }).toEqual({ fn, status: 401, body: expect.objectContaining({ code: '42501' }) });
    }
    expect(await as('authenticated', 'select count(*)::int as n from public.founder_applications', claims)).toEqual([{ n: 0 }]);
  });

  it("refuses a token without a session_id, with garbage in it, or with another user's session, never with an error", async () => {
    const me = await marketer();
    const other = await marketer();
    const othersSession = await newSession(other.userId);
    for (const claims of [
      { role: 'authenticated', sub: me.userId, aud: 'authenticated' },
      claimsFor(me.userId, null),
      claimsFor(me.userId, ''),
      claimsFor(me.userId, 'not-a-uuid'),
      claimsFor(me.userId, "'; drop table auth.sessions; --"),
      claimsFor(me.userId, 42),
      claimsFor(me.userId, { id: othersSession }),
      claimsFor(me.userId, othersSession),
    ]) {
      expect({ claims, answer: await as('authenticated', 'select public.is_marketer() as yes', claims) }).toEqual({ claims, answer: [{ yes: false }] });
    }
  });
});

describe("Supabase's password verification hook", () => {
  it('continues a right password, records wrong ones, and rejects from the fifth on, the right password too', async () => {
    const { userId, email } = await marketer();
    expect(await hook(userId, true)).toEqual({ decision: 'continue' });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await hook(userId, false));
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ decision: 'continue' }));
    const rejected = { decision: 'reject', message: 'Too many failed sign-in attempts. Try again in 15 minutes.', should_logout_user: false };
    expect(answers[4]).toEqual(rejected);
    expect(await hook(userId, true)).toEqual(rejected);
    // Counted by email only: Supabase gives the hook no address.
    expect(await rows(db, 'select email, ip_address from failed_login_attempts where email = $1 limit 1', [email])).toEqual([{ email, ip_address: null }]);
  });

  it('may be called by supabase_auth_admin only', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      expect({ role, code: await as(role, `select public.hook_password_verification_attempt('{}')`) }).toEqual({ role, code: '42501' });
    }
    const { userId } = await marketer();
    expect(await as('supabase_auth_admin', `select public.hook_password_verification_attempt('{"user_id": "${userId}", "valid": true}') as a`)).toEqual([
      { a: { decision: 'continue' } },
    ]);
  });

  it('lets 20 parallel wrong passwords record exactly 5 failures', async () => {
    const { userId, email } = await marketer();
    const answers = await parallel(20, (on) =>
      on.transaction(
        async (tx) =>
          (await tx.query<{ a: { decision: string } }>('select public.hook_password_verification_attempt($1) as a', [{ user_id: userId, valid: false }]))
            .rows[0]?.a.decision,
      ),
    );
    expect(answers.filter((decision) => decision === 'continue')).toHaveLength(4);
    expect(answers.filter((decision) => decision === 'reject')).toHaveLength(16);
    expect(await rows(db, 'select count(*)::int as n from failed_login_attempts where email = $1', [email])).toEqual([{ n: 5 }]);
  });
});

describe('the embedded sign-in under parallel guesses', () => {
  it('records no more than 5 of 20 parallel wrong guesses at one email', async () => {
    const { email } = await marketer();
    const secret = () => jwtSecret(db);
    const answers = await parallel(20, (on, index) =>
      signInWithPassword(on, secret, { email, password: `guess ${index}`, ip: `192.0.2.${index + 1}`, userAgent: 'test' }, Date.now),
    );
    const messages = answers.map((answer) => ('body' in answer ? answer.body.msg : 'signed in'));
    expect(messages.filter((message) => message === 'Invalid login credentials')).toHaveLength(4);
    expect(messages.filter((message) => message.startsWith('Too many failed sign-in attempts.'))).toHaveLength(16);
    expect(await rows(db, 'select count(*)::int as n from failed_login_attempts where email = $1', [email])).toEqual([{ n: 5 }]);
  });
});

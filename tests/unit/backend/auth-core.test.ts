import { createHash, createHmac, randomBytes, scryptSync } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Claims, signJwt, verifyJwt } from '../../../supabase/embedded/auth/jwt.ts';
import { hashPassword, verifyPassword } from '../../../supabase/embedded/auth/password.ts';
import { issueTokens, type UserRow, userJson } from '../../../supabase/embedded/auth/session.ts';
import { signInWithPassword } from '../../../supabase/embedded/auth/sign-in.ts';
import { currentUser, endSessions, refreshSession, sessionAlive, sessionClaims } from '../../../supabase/embedded/auth/tokens.ts';
import { openDatabase } from '../../../supabase/embedded/database';

/**
 * The embedded sign-in's own functions, called directly (the auth-*.test.ts files reach them over
 * HTTP, too slowly for mutation testing): tokens, password hashes, sessions, refresh and the
 * lockout, on one real migrated PGlite database. Time is the clock each function is handed, never
 * the wall clock; the lockout's 15 minutes are the database's now(), and these tests stay inside them.
 *
 * Kept cheap for `npm run test:mutation -- auth`, which runs the tests that reach a mutant once per
 * mutant: the database is opened (about a second) only by the describe blocks that use it, and users
 * are stored with a low-cost scrypt hash (verifyPassword reads the cost from the hash), so a sign-in
 * costs milliseconds; only an unknown email pays the full cost, against the decoy.
 */
let opened: Promise<PGlite> | undefined;
let db: PGlite;
/** Opens the one database of this file the first time a describe block that needs it starts. */
const useDatabase = () =>
  beforeAll(async () => {
    opened ??= openDatabase();
    db = await opened;
  });
afterAll(async () => {
  await (await opened)?.close();
});

const PASSWORD = 'correct horse battery staple';
/** scrypt at N=1024 instead of 32768: the same format, verified the same way, 30 times faster. */
const cheapHash = (password: string, salt: Buffer = randomBytes(16)) =>
  `$scrypt$N=1024,r=8,p=1$${salt.toString('base64url')}$${scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`;
const USER_HASH = cheapHash(PASSWORD);

const rows = async (sql: string, params: unknown[] = []) => (await db.query<Record<string, unknown>>(sql, params)).rows;
let lastIp = 0;
/** A client address of its own per call, so one test's failures never lock another's. */
const nextIp = () => {
  lastIp += 1;
  return `192.0.2.${lastIp}`;
};

const SECRET = 'auth-core-test-secret-0123456789abcdef';
/** 2031-05-06 07:08:09.500 UTC: the half second shows where milliseconds are cut to seconds. */
const NOW_MS = Date.UTC(2031, 4, 6, 7, 8, 9, 500);
const NOW_S = Math.floor(NOW_MS / 1000);

const raw = (text: string) => Buffer.from(text).toString('base64url');
const b64 = (value: unknown) => raw(JSON.stringify(value));
const hmac = (signed: string, secret: string = SECRET) => createHmac('sha256', secret).update(signed).digest('base64url');
/** A token from any header and payload, signed right with SECRET (what a forger with the key could send). */
const forged = (header: unknown, payload: unknown) => {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${hmac(signed)}`;
};
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

let lastUser = 0;
/** A user as `npm run studio:add-user` stores one, with the cheap hash. */
async function newUser(): Promise<UserRow> {
  lastUser += 1;
  const { rows: made } = await db.query<UserRow>(
    'insert into auth.users (email, encrypted_password) values ($1, $2) returning id, email, created_at, updated_at, last_sign_in_at',
    [`core${lastUser}@example.com`, USER_HASH],
  );
  return made[0]!;
}

const newSession = async (userId: string) => String((await rows('insert into auth.sessions (user_id) values ($1) returning id', [userId]))[0]?.id);
const sessionsOf = async (userId: string) => (await rows('select id from auth.sessions where user_id = $1 order by id', [userId])).map((row) => row.id);

/** A signed-in user: a session and its tokens, issued at the clock's time. */
async function signedIn() {
  const user = await newUser();
  const sessionId = await newSession(user.id);
  const tokens = await issueTokens(db, user, sessionId, SECRET, NOW_MS);
  return { user, sessionId, tokens, claims: decode(tokens.access_token) as Claims };
}

const refusal = (status: number, errorCode: string, msg: string) => ({ status, body: { code: status, error_code: errorCode, msg } });
const INVALID = refusal(400, 'invalid_credentials', 'Invalid login credentials');
const MISSING = refusal(400, 'validation_failed', 'You must provide either an email or phone number and a password');
const LOCKED = refusal(400, 'invalid_credentials', 'Too many failed sign-in attempts. Try again in 15 minutes.');
const NOT_FOUND = refusal(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const REUSED = refusal(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
const NO_TOKEN = refusal(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
const SESSION_GONE = refusal(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
const badToken = (why: string) => refusal(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);

describe('access tokens (signJwt, verifyJwt)', () => {
  const claims: Claims = { sub: 'user-1', role: 'authenticated', exp: NOW_S + 300, session_id: 'abc', amr: [{ method: 'password' }] };

  it('signs HS256 the way PostgREST checks it, and reads back the same claims before exp', () => {
    const token = signJwt(claims, SECRET);
    const [header, payload, sent] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual(claims);
    expect(sent).toBe(hmac(`${header}.${payload}`));
    expect(verifyJwt(token, SECRET, NOW_S)).toEqual({ claims });
    expect(verifyJwt(token, SECRET, NOW_S + 299)).toEqual({ claims });
  });

  it("refuses a token as 'JWT expired' from the second its exp names on", () => {
    const token = signJwt(claims, SECRET);
    expect(verifyJwt(token, SECRET, NOW_S + 300)).toEqual({ problem: 'JWT expired' });
    expect(verifyJwt(token, SECRET, NOW_S + 301)).toEqual({ problem: 'JWT expired' });
  });

  it('refuses a tampered signature, changed claims under the old signature, and another key, before looking at expiry', () => {
    const token = signJwt(claims, SECRET);
    const [header, , sent = ''] = token.split('.');
    const flipped = `${sent.slice(0, 5)}${sent[5] === 'A' ? 'B' : 'A'}${sent.slice(6)}`;
    const invalid = { problem: 'JWSError JWSInvalidSignature' };
    expect(verifyJwt(`${header}.${token.split('.')[1]}.${flipped}`, SECRET, NOW_S)).toEqual(invalid);
    expect(verifyJwt(`${header}.${b64({ ...claims, role: 'service_role' })}.${sent}`, SECRET, NOW_S)).toEqual(invalid);
    expect(verifyJwt(token, 'another secret', NOW_S)).toEqual(invalid);
    expect(verifyJwt(signJwt(claims, 'another secret'), SECRET, NOW_S + 1000)).toEqual(invalid);
    // A signature of the wrong length is refused, not an error.
    expect(verifyJwt(`${header}.${token.split('.')[1]}.${sent.slice(0, 20)}`, SECRET, NOW_S)).toEqual(invalid);
    expect(verifyJwt(`${header}.${token.split('.')[1]}.`, SECRET, NOW_S)).toEqual(invalid);
  });

  it("refuses anything but three parts as 'Invalid JWT', even with a valid token in front", () => {
    const token = signJwt(claims, SECRET);
    for (const text of ['', 'abc', token.split('.').slice(0, 2).join('.'), `${token}.extra`, `${token}.`]) {
      expect({ text, answer: verifyJwt(text, SECRET, NOW_S) }).toEqual({ text, answer: { problem: 'Invalid JWT' } });
    }
  });

  it("refuses another algorithm or a header that is not a JSON object as 'Invalid JWT', even signed with the key", () => {
    for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'RS256', typ: 'JWT' }, { typ: 'JWT' }, null, 5, 'HS256', []]) {
      expect({ header, answer: verifyJwt(forged(header, claims), SECRET, NOW_S) }).toEqual({ header, answer: { problem: 'Invalid JWT' } });
    }
    const notJson = `${raw('{"alg":"HS256"')}.${b64(claims)}`;
    expect(verifyJwt(`${notJson}.${hmac(notJson)}`, SECRET, NOW_S)).toEqual({ problem: 'Invalid JWT' });
    // alg none with no signature at all: refused for the algorithm, not the signature.
    expect(verifyJwt(`${b64({ alg: 'none' })}.${b64(claims)}.`, SECRET, NOW_S)).toEqual({ problem: 'Invalid JWT' });
  });

  it("refuses correctly signed claims without a text sub and role and a numeric exp as 'Invalid JWT'", () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    for (const payload of [
      null,
      5,
      'text',
      [],
      { role: 'authenticated', exp: NOW_S + 60 },
      { sub: 'user-1', exp: NOW_S + 60 },
      { sub: 'user-1', role: 'authenticated' },
      { sub: 7, role: 'authenticated', exp: NOW_S + 60 },
      { sub: 'user-1', role: true, exp: NOW_S + 60 },
      { sub: 'user-1', role: 'authenticated', exp: String(NOW_S + 60) },
    ]) {
      expect({ payload, answer: verifyJwt(forged(header, payload), SECRET, NOW_S) }).toEqual({ payload, answer: { problem: 'Invalid JWT' } });
    }
    const notJson = `${b64(header)}.${raw('{"sub":')}`;
    expect(verifyJwt(`${notJson}.${hmac(notJson)}`, SECRET, NOW_S)).toEqual({ problem: 'Invalid JWT' });
  });
});

describe('password hashes (hashPassword, verifyPassword)', () => {
  it('stores scrypt with its cost and a fresh salt, and verifies the right password only', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^\$scrypt\$N=32768,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword(PASSWORD)).not.toBe(stored);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
  });

  it('compares passwords in NFKC, so the same word typed another way matches', async () => {
    const stored = cheapHash('ﬁnal café secret');
    expect(await verifyPassword('final cafe\u0301 secret', stored)).toBe(true);
    expect(await verifyPassword('final cafe secret', stored)).toBe(false);
  });

  it('reads the cost from the stored hash, so hashes made at another cost keep working', async () => {
    expect(await verifyPassword(PASSWORD, USER_HASH)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, USER_HASH)).toBe(false);
  });

  it('never matches a missing or unreadable hash, nor a valid one with text around it', async () => {
    for (const stored of [null, '', '$2a$10$abcdefghijklmnopqrstuv', `x${USER_HASH}`, `${USER_HASH}!`]) {
      expect({ stored, matches: await verifyPassword(PASSWORD, stored) }).toEqual({ stored, matches: false });
    }
  });

  it("kills: verifyPassword's key-length check made true: a stored key that is not 32 bytes is refused, not an error", async () => {
    const salt = randomBytes(16);
    const short = scryptSync(PASSWORD, salt, 16, { N: 1024, r: 8, p: 1 }).toString('base64url');
    await expect(verifyPassword(PASSWORD, `$scrypt$N=1024,r=8,p=1$${salt.toString('base64url')}$${short}`)).resolves.toBe(false);
  });

  it("kills: the stored pattern's r=(\\d+) and p=(\\d+) made one digit: a hash with r=10 and p=10 still verifies", async () => {
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 256, r: 10, p: 10 }).toString('base64url');
    const stored = `$scrypt$N=256,r=10,p=10$${salt.toString('base64url')}$${key}`;
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('another password', stored)).toBe(false);
  });
});

describe('tokens for a session (issueTokens, userJson)', () => {
  useDatabase();

  it("answers Supabase Auth's token response: 5 minutes from the clock, a single-use refresh token, the user", async () => {
    const { user, sessionId, tokens } = await signedIn();
    expect(tokens).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 300,
      expires_at: NOW_S + 300,
      refresh_token: expect.stringMatching(/^[\w-]{32}$/),
      user: userJson(user),
    });
    expect(verifyJwt(tokens.access_token, SECRET, NOW_S + 299)).toEqual({
      claims: {
        iss: 'landfall-embedded/auth/v1',
        sub: user.id,
        aud: 'authenticated',
        exp: NOW_S + 300,
        iat: NOW_S,
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: NOW_S }],
        session_id: sessionId,
        is_anonymous: false,
      },
    });
    expect(verifyJwt(tokens.access_token, SECRET, NOW_S + 300)).toEqual({ problem: 'JWT expired' });
  });

  it('keeps only the SHA-256 of the refresh token, so a copy of the table signs no one in', async () => {
    const { user, tokens } = await signedIn();
    const stored = await rows('select token, session_id, revoked from auth.refresh_tokens where user_id = $1', [user.id]);
    expect(stored).toEqual([{ token: createHash('sha256').update(tokens.refresh_token).digest('hex'), session_id: expect.any(String), revoked: false }]);
    expect(await refreshSession(db, SECRET, stored[0]?.token, NOW_MS)).toEqual(NOT_FOUND);
  });

  it('describes the user as supabase-js reads one, with dates in ISO and a null for one who never signed in', () => {
    const user = {
      id: 'f3c1a2b4-0000-4000-8000-000000000001',
      email: 'ana@example.com',
      created_at: '2031-01-02T03:04:05+01:00',
      updated_at: new Date(Date.UTC(2031, 1, 3)),
      last_sign_in_at: null,
    };
    expect(userJson(user)).toEqual({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ana@example.com',
      phone: '',
      email_confirmed_at: '2031-01-02T02:04:05.000Z',
      confirmed_at: '2031-01-02T02:04:05.000Z',
      last_sign_in_at: null,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: '2031-01-02T02:04:05.000Z',
      updated_at: '2031-02-03T00:00:00.000Z',
      is_anonymous: false,
    });
    expect(userJson({ ...user, updated_at: null, last_sign_in_at: '2031-03-04T05:06:07Z' })).toMatchObject({
      updated_at: null,
      last_sign_in_at: '2031-03-04T05:06:07.000Z',
    });
  });
});

describe('refreshing a session (refreshSession)', () => {
  useDatabase();

  it('replaces the refresh token with a new one, in the same session, with an access token from the new clock time', async () => {
    const { user, sessionId, tokens } = await signedIn();
    await rows("update auth.sessions set updated_at = now() - interval '1 hour' where id = $1", [sessionId]);
    const later = NOW_MS + 240_000;
    const refreshed = await refreshSession(db, SECRET, tokens.refresh_token, later);
    expect(refreshed).toMatchObject({
      token_type: 'bearer',
      expires_in: 300,
      expires_at: Math.floor(later / 1000) + 300,
      user: { id: user.id, email: user.email },
    });
    if ('status' in refreshed) throw new Error('refused');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decode(refreshed.access_token)).toMatchObject({ sub: user.id, session_id: sessionId, iat: Math.floor(later / 1000) });
    expect(await rows('select revoked from auth.refresh_tokens where session_id = $1 order by id', [sessionId])).toEqual([
      { revoked: true },
      { revoked: false },
    ]);
    // The session shows it was used just now (GoTrue's updated_at).
    expect(await rows("select updated_at > now() - interval '1 minute' as touched from auth.sessions where id = $1", [sessionId])).toEqual([{ touched: true }]);
    // The new refresh token works in its turn.
    expect(await refreshSession(db, SECRET, refreshed.refresh_token, later)).toMatchObject({ token_type: 'bearer', user: { id: user.id } });
  });

  it('refuses a refresh token used twice, and ends its session: the newer refresh token and the access tokens stop working', async () => {
    const { sessionId, tokens, claims } = await signedIn();
    const refreshed = await refreshSession(db, SECRET, tokens.refresh_token, NOW_MS);
    if ('status' in refreshed) throw new Error('refused');
    expect(await refreshSession(db, SECRET, tokens.refresh_token, NOW_MS)).toEqual(REUSED);
    expect(await rows('select id from auth.sessions where id = $1', [sessionId])).toEqual([]);
    expect(await refreshSession(db, SECRET, refreshed.refresh_token, NOW_MS)).toEqual(NOT_FOUND);
    expect(await sessionAlive(db, claims)).toBe(false);
    expect(await sessionClaims(db, SECRET, `Bearer ${refreshed.access_token}`, NOW_MS)).toEqual(SESSION_GONE);
  });

  it('refuses an unknown, empty or missing refresh token, and one that is not text, as not found', async () => {
    for (const token of ['no-such-token', '', undefined, null, 12345, { token: 'x' }]) {
      expect({ token, answer: await refreshSession(db, SECRET, token, NOW_MS) }).toEqual({ token, answer: NOT_FOUND });
    }
  });
});

describe('the bearer token of a request (sessionClaims, sessionAlive, currentUser)', () => {
  useDatabase();

  it('gives the claims of a live session for "Bearer <token>", in any case of the word', async () => {
    const { tokens, claims } = await signedIn();
    expect(await sessionClaims(db, SECRET, `Bearer ${tokens.access_token}`, NOW_MS)).toEqual(claims);
    expect(await sessionClaims(db, SECRET, `bearer ${tokens.access_token}`, NOW_MS)).toEqual(claims);
    expect(await sessionClaims(db, SECRET, `BEARER ${tokens.access_token}`, NOW_MS + 299_499)).toEqual(claims);
  });

  it('asks for a bearer token when there is none, or the header is not exactly one', async () => {
    const { tokens } = await signedIn();
    const token = tokens.access_token;
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `xBearer ${token}`,
      `Bearer ${token} extra`,
      `Bearer  ${token}`,
      `Bearer ${token}\nx`,
    ]) {
      expect({ authorization, answer: await sessionClaims(db, SECRET, authorization, NOW_MS) }).toEqual({ authorization, answer: NO_TOKEN });
    }
  });

  it("refuses an expired token as 'JWT expired' from the second of its exp, and a foreign signature, with 403", async () => {
    const { tokens } = await signedIn();
    const bearer = `Bearer ${tokens.access_token}`;
    expect(await sessionClaims(db, SECRET, bearer, (NOW_S + 300) * 1000 - 1)).toMatchObject({ sub: expect.any(String) });
    expect(await sessionClaims(db, SECRET, bearer, (NOW_S + 300) * 1000)).toEqual(badToken('JWT expired'));
    expect(await sessionClaims(db, 'another secret', bearer, NOW_MS)).toEqual(badToken('JWSError JWSInvalidSignature'));
    expect(await sessionClaims(db, SECRET, 'Bearer a.b', NOW_MS)).toEqual(badToken('Invalid JWT'));
  });

  it('refuses a valid token whose session has ended', async () => {
    const { sessionId, tokens } = await signedIn();
    await rows('delete from auth.sessions where id = $1', [sessionId]);
    expect(await sessionClaims(db, SECRET, `Bearer ${tokens.access_token}`, NOW_MS)).toEqual(SESSION_GONE);
  });

  it("holds a session alive only for its own user's token naming it (in any case), never without a session_id", async () => {
    const me = await signedIn();
    const other = await signedIn();
    expect(await sessionAlive(db, me.claims)).toBe(true);
    expect(await sessionAlive(db, { ...me.claims, session_id: me.sessionId.toUpperCase() })).toBe(true);
    expect(await sessionAlive(db, { ...me.claims, session_id: other.sessionId })).toBe(false);
    expect(await sessionAlive(db, { ...other.claims, sub: me.user.id })).toBe(false);
    const { session_id: _, ...withoutSession } = me.claims;
    expect(await sessionAlive(db, withoutSession as Claims)).toBe(false);
  });

  it('reads the signed-in user, and refuses a token whose user is gone', async () => {
    const { user, claims } = await signedIn();
    await rows("update auth.users set last_sign_in_at = '2031-05-06T07:00:00Z' where id = $1", [user.id]);
    expect(await currentUser(db, claims)).toEqual(userJson({ ...user, last_sign_in_at: '2031-05-06T07:00:00Z' }));
    expect(await currentUser(db, { ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toEqual(SESSION_GONE);
  });
});

describe('signing out (endSessions)', () => {
  useDatabase();

  /** One user with three sessions (signed in on three devices) and someone else with one. */
  async function devices() {
    const { user, sessionId: here, claims } = await signedIn();
    const phone = await newSession(user.id);
    const laptop = await newSession(user.id);
    const someoneElse = await signedIn();
    return { user, here, phone, laptop, claims, someoneElse };
  }

  it("'local' ends only this session", async () => {
    const { user, phone, laptop, claims, someoneElse } = await devices();
    await endSessions(db, claims, 'local');
    expect(await sessionsOf(user.id)).toEqual([phone, laptop].sort());
    expect(await sessionsOf(someoneElse.user.id)).toEqual([someoneElse.sessionId]);
    expect(await sessionAlive(db, claims)).toBe(false);
  });

  it("'others' ends every session of the user but this one", async () => {
    const { user, here, claims, someoneElse } = await devices();
    await endSessions(db, claims, 'others');
    expect(await sessionsOf(user.id)).toEqual([here]);
    expect(await sessionsOf(someoneElse.user.id)).toEqual([someoneElse.sessionId]);
  });

  it.each([['global'], [undefined]])("scope %s ends every session of the user, and no one else's", async (scope) => {
    const { user, claims, someoneElse } = await devices();
    await endSessions(db, claims, scope);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await sessionsOf(someoneElse.user.id)).toEqual([someoneElse.sessionId]);
  });
});

describe('signing in with a password (signInWithPassword)', () => {
  useDatabase();

  const clock = () => NOW_MS;
  const secret = async () => SECRET;
  const signIn = (email: unknown, password: unknown, ip: string, userAgent?: string) =>
    signInWithPassword(db, secret, { email, password, ip, userAgent }, clock);
  const failures = (email: string) =>
    rows(
      'select email, ip_address, user_agent, blocked_until is not null as blocks from failed_login_attempts where email = lower($1) order by attempt_time, id',
      [email],
    );

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('signs in with the right password, the email in any case and with spaces around it, into a new session', async () => {
    const user = await newUser();
    const answer = await signIn(`  ${user.email.toUpperCase()}\t`, PASSWORD, nextIp());
    if ('status' in answer) throw new Error(`refused: ${answer.body.msg}`);
    expect(answer).toMatchObject({ token_type: 'bearer', expires_in: 300, expires_at: NOW_S + 300, user: { id: user.id, email: user.email } });
    expect(answer.user.last_sign_in_at).toEqual(expect.any(String));
    const claims = decode(answer.access_token);
    expect(await sessionsOf(user.id)).toEqual([claims.session_id]);
    expect(await sessionClaims(db, SECRET, `Bearer ${answer.access_token}`, NOW_MS)).toMatchObject({ sub: user.id });
    expect(await refreshSession(db, SECRET, answer.refresh_token, NOW_MS)).toMatchObject({ user: { id: user.id } });
    expect(await failures(user.email)).toEqual([]);
  });

  it('asks for an email and a password when either is missing, empty or not text, and records no failure', async () => {
    const user = await newUser();
    const ip = nextIp();
    for (const [email, password] of [
      ['', PASSWORD],
      ['   ', PASSWORD],
      [undefined, PASSWORD],
      [42, PASSWORD],
      [user.email, ''],
      [user.email, undefined],
      [user.email, 12345678],
      [user.email, null],
    ]) {
      expect({ email, password, answer: await signIn(email, password, ip) }).toEqual({ email, password, answer: MISSING });
    }
    expect(await failures(user.email)).toEqual([]);
  });

  it('refuses a wrong password and an unknown email with the same text, recording each failure with its address and browser', async () => {
    const user = await newUser();
    const ip = nextIp();
    expect(await signIn(user.email, 'not the password', ip, 'Mozilla/5.0 (X11)')).toEqual(INVALID);
    expect(await signIn('nobody@example.com', PASSWORD, nextIp(), undefined)).toEqual(INVALID);
    expect(await failures(user.email)).toEqual([{ email: user.email, ip_address: ip, user_agent: 'Mozilla/5.0 (X11)', blocks: false }]);
    expect((await failures('nobody@example.com')).at(-1)).toEqual({
      email: 'nobody@example.com',
      ip_address: expect.any(String),
      user_agent: null,
      blocks: false,
    });
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('locks the email on the 5th wrong password, then refuses the right one with the lockout text and records nothing more', async () => {
    const user = await newUser();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await signIn(user.email, `wrong ${attempt}`, nextIp()));
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, LOCKED]);
    expect(await signIn(user.email, PASSWORD, nextIp())).toEqual(LOCKED);
    expect(await signIn(user.email.toUpperCase(), 'wrong again', nextIp())).toEqual(LOCKED);
    expect((await failures(user.email)).map((row) => row.blocks)).toEqual([false, false, false, false, true]);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('locks an address that failed 5 times, for every email, even the right password of another account', async () => {
    const ip = nextIp();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await signIn((await newUser()).email, 'wrong', ip));
    expect(answers).toEqual([INVALID, INVALID, INVALID, INVALID, LOCKED]);
    const user = await newUser();
    expect(await signIn(user.email, PASSWORD, ip)).toEqual(LOCKED);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await signIn(user.email, PASSWORD, nextIp())).toMatchObject({ token_type: 'bearer', user: { id: user.id } });
  });

  it("kills: decide's second lockout check made false: of 10 wrong passwords sent at once, 5 are recorded and the other 6 answers are the lockout", async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => signIn(user.email, `parallel ${index}`, nextIp())));
    expect(answers.filter((answer) => 'body' in answer && answer.body.msg === INVALID.body.msg)).toHaveLength(4);
    expect(answers.filter((answer) => 'body' in answer && answer.body.msg === LOCKED.body.msg)).toHaveLength(6);
    expect(await failures(user.email)).toHaveLength(5);
    expect(await signIn(user.email, PASSWORD, nextIp())).toEqual(LOCKED);
  });

  it('refuses with "unavailable" and logs why when the check cannot run, letting no one in', async () => {
    const user = await newUser();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = (reason: unknown) => () => Promise.reject(reason);
    const unavailable = refusal(500, 'unexpected_failure', 'Sign-in is unavailable right now. Please try again later.');
    const attempt = { email: user.email, password: PASSWORD, ip: nextIp(), userAgent: undefined };
    expect(await signInWithPassword(db, failing(new Error('no key')), attempt, clock)).toEqual(unavailable);
    expect(await signInWithPassword(db, failing('key table missing'), attempt, clock)).toEqual(unavailable);
    expect(logged.mock.calls).toEqual([
      ['[landfall auth] sign-in refused, the lockout check or session failed: no key'],
      ['[landfall auth] sign-in refused, the lockout check or session failed: key table missing'],
    ]);
    expect(await sessionsOf(user.id)).toEqual([]);
  });
});

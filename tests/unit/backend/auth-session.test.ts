import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/embedded/auth/jwt.ts';
import { anonKey, type TestServer } from './http-harness';
import { newMarketer, PASSWORD, rowsOf, startAuthServer, studioClient } from './auth-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

describe('signing in to the studio with supabase-js', () => {
  it('gives a session whose user getUser confirms, with Supabase-shaped claims and an access token of 5 minutes', async () => {
    const marketer = await newMarketer(server);
    const client = studioClient(server.url);
    const { data, error } = await client.auth.signInWithPassword({ email: marketer.email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 300, refresh_token: expect.any(String) });
    expect(data.user).toMatchObject({ id: marketer.userId, email: marketer.email, role: 'authenticated', aud: 'authenticated' });
    const claims = JSON.parse(Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: marketer.userId, email: marketer.email, role: 'authenticated', aud: 'authenticated', session_id: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(300);
    expect((await client.auth.getSession()).data.session?.user.id).toBe(marketer.userId);
    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(marketer.userId);
    const [stored] = await rowsOf(server, 'select last_sign_in_at is not null as signed_in from auth.users where id = $1', [marketer.userId]);
    expect(stored).toEqual({ signed_in: true });
  });

  it('rotates the refresh token on refresh and refuses the used one, ending that session', async () => {
    const marketer = await newMarketer(server);
    const client = studioClient(server.url);
    const first = await client.auth.signInWithPassword({ email: marketer.email, password: PASSWORD });
    const used = first.data.session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(used);
    expect(refreshed.data.session?.user.id).toBe(marketer.userId);

    const replay = await studioClient(server.url).auth.refreshSession({ refresh_token: used });
    expect(replay.data.session).toBeNull();
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    // A replayed token means it leaked: the session it belonged to is over, its newer token too.
    const after = await studioClient(server.url).auth.refreshSession({ refresh_token: refreshed.data.session?.refresh_token ?? '' });
    expect(after.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('signs out: the session ends on the server, so its access token no longer reads the user', async () => {
    const marketer = await newMarketer(server);
    const client = studioClient(server.url);
    const { data } = await client.auth.signInWithPassword({ email: marketer.email, password: PASSWORD });
    const token = data.session?.access_token ?? '';
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const answer = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error_code: 'session_not_found' });
    expect(await rowsOf(server, 'select 1 from auth.sessions s where s.user_id = $1', [marketer.userId])).toEqual([]);
  });

  it("answers a wrong password and a missing one with the spec's texts as error.message", async () => {
    const marketer = await newMarketer(server);
    const wrong = await studioClient(server.url).auth.signInWithPassword({ email: marketer.email, password: 'not the password' });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await studioClient(server.url).auth.signInWithPassword({ email: 'nobody@example.com', password: PASSWORD });
    expect(unknown.error?.message).toBe('Invalid login credentials');
    const empty = await studioClient(server.url).auth.signInWithPassword({ email: marketer.email, password: '' });
    expect(empty.error?.message).toBe('You must provide either an email or phone number and a password');
  });

  it('refuses the auth endpoints without the apikey header', async () => {
    const answer = await fetch(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(401);
  });
});

describe('RPCs with the access token', () => {
  it('run as role authenticated with auth.uid() = the signed-in user', async () => {
    const marketer = await newMarketer(server);
    const client = studioClient(server.url);
    await client.auth.signInWithPassword({ email: marketer.email, password: PASSWORD });
    const { data, error } = await client.rpc('studio_me', {});
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: marketer.userId, email: marketer.email, marketer: true });
  });

  it('run as anon without a session, which may not call the studio', async () => {
    const { error, status } = await studioClient(server.url).rpc('studio_me', {});
    expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
  });

  it("refuse an expired, forged or malformed token with PostgREST's 401, never as anon", async () => {
    const marketer = await newMarketer(server);
    const [{ secret } = { secret: '' }] = await rowsOf(server, 'select secret from auth.landfall_jwt_secret');
    const claims = { sub: marketer.userId, role: 'authenticated', aud: 'authenticated', session_id: 'x' };
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, string][] = [
      [signJwt({ ...claims, exp: now - 1, iat: now - 3601 }, String(secret)), 'PGRST303', 'JWT expired'],
      [signJwt({ ...claims, exp: now + 600 }, 'not the secret'), 'PGRST301', 'JWSError JWSInvalidSignature'],
      [signJwt({ ...claims, role: 'service_role', exp: now + 600 }, String(secret)), 'PGRST301', 'Invalid JWT'],
      ['not-a-jwt', 'PGRST301', 'Invalid JWT'],
    ];
    for (const [token, code, message] of cases) {
      // live_offer_counts answers anon: a silent anon call would be a 200 here.
      const answer = await fetch(`${server.url}/rest/v1/rpc/live_offer_counts`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 401, body: { code, message, details: null, hint: null } });
    }
  });
});

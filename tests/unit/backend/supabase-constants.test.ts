import { createRequire } from 'node:module';
import { createClient } from '@supabase/supabase-js';
// auth-js keeps its timing constants in this module and does not re-export them; the import pins
// the very file GoTrueClient reads (same package, same version as supabase-js resolves: see below).
import { AUTO_REFRESH_TICK_DURATION_MS, AUTO_REFRESH_TICK_THRESHOLD, EXPIRY_MARGIN_MS, JWKS_TTL } from '@supabase/auth-js/dist/main/lib/constants.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The spec's "Auth" constants (section 9) are supabase-js's own, not Landfall's: the studio's
 * client (src/studio/api.ts) only switches auto-refresh on and sets none of them. These tests
 * read them from the installed package and measure the behaviour on its real code, so an
 * upgrade that changes any of them fails here rather than in a marketer's session.
 *
 * Timing is measured on a fake clock, so the network is a stand-in Auth server (a `fetch` that
 * answers like GoTrue): a fake clock cannot drive real sockets, whose client keeps timers of its
 * own. The real Auth server's answers are pinned by auth-session.test.ts.
 */
const AUTH_URL = 'http://auth.test';
const KEY = 'anon-key';
const T0 = new Date('2026-11-26T10:00:00Z').getTime();
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const user = {
  id: '0b8f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'm@example.com',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-11-01T00:00:00Z',
};
const unsignedJwt = (exp: number) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: user.id, exp, role: 'authenticated' })}.sig`;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (path: string, init: RequestInit | undefined) => Response;
/** The stand-in Auth server; `calls` holds each request's path and when (ms after T0) it was sent. */
function authServer(answer: Answer) {
  const calls: { path: string; at: number; body: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname + url.search;
    calls.push({ path, at: Date.now() - T0, body: String(init?.body ?? '') });
    return answer(path, init);
  };
  return { calls, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('supabase-js auth constants the spec lists (section 9, "Auth")', () => {
  it('are the installed auth-js values: tick 30 s, refresh within 3 ticks (90 s), key set cached 10 minutes', () => {
    expect(AUTO_REFRESH_TICK_DURATION_MS).toBe(30_000);
    expect(AUTO_REFRESH_TICK_THRESHOLD).toBe(3);
    expect(EXPIRY_MARGIN_MS).toBe(90_000);
    expect(JWKS_TTL).toBe(10 * 60_000);
    // The constants above come from the auth-js that supabase-js itself loads, not a second copy.
    const fromSupabase = createRequire(createRequire(import.meta.url).resolve('@supabase/supabase-js'));
    const fromHere = createRequire(import.meta.url);
    expect(fromSupabase.resolve('@supabase/auth-js')).toBe(fromHere.resolve('@supabase/auth-js'));
  });

  it('retries a failed token refresh after 200 ms, doubling, and gives up before one 30 s tick has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: T0 });
    const server = authServer(() => json({ message: 'upstream unavailable' }, 503));
    const client = createClient(AUTH_URL, KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: server.fetch },
    });

    const pending = client.auth.refreshSession({ refresh_token: 'rt-1' });
    await vi.advanceTimersByTimeAsync(120_000);
    const { error } = await pending;

    const sent = server.calls.filter((call) => call.path === '/auth/v1/token?grant_type=refresh_token').map((call) => call.at);
    const waits = sent.slice(1).map((at, i) => at - sent[i]!);
    expect(waits).toEqual([200, 400, 800, 1600, 3200, 6400, 12_800]);
    // One more wait (25.6 s) would end past the tick, so the refresh stops and says why.
    expect(sent.at(-1)! - sent[0]!).toBeLessThan(AUTO_REFRESH_TICK_DURATION_MS);
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 });
  });

  it('checks a kept session every 30 s and refreshes it at the first tick less than 3 ticks before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: T0 });
    const expiresAt = T0 / 1000 + 610;
    const stored = new Map<string, string>();
    // The session a marketer's browser kept from signing in, with the studio's storage key.
    stored.set(
      'landfall-studio-session',
      JSON.stringify({ access_token: unsignedJwt(expiresAt), refresh_token: 'rt-kept', token_type: 'bearer', expires_in: 610, expires_at: expiresAt, user }),
    );
    const server = authServer(() =>
      json({ access_token: unsignedJwt(expiresAt + 3600), refresh_token: 'rt-next', token_type: 'bearer', expires_in: 3600, user }),
    );
    const client = createClient(AUTH_URL, KEY, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storageKey: 'landfall-studio-session',
        storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
      },
      global: { fetch: server.fetch },
    });

    await vi.advanceTimersByTimeAsync(15 * 60_000);
    await client.auth.stopAutoRefresh();

    const refreshes = server.calls.filter((call) => call.path === '/auth/v1/token?grant_type=refresh_token');
    // Ticks at 0, 30, 60 … s. At 480 s the session has 130 s left (4 ticks); at 510 s, 100 s (3):
    // that tick refreshes, before the 90 s margin at which reading the session would refresh it.
    expect(refreshes.map((call) => call.at)).toEqual([510_000]);
    expect(JSON.parse(refreshes[0]!.body)).toEqual({ refresh_token: 'rt-kept' });
    expect(JSON.parse(stored.get('landfall-studio-session') ?? '{}')).toMatchObject({ refresh_token: 'rt-next' });
  });

  it('keeps the signing key set for 10 minutes, then fetches it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const publicJwk = { ...(await crypto.subtle.exportKey('jwk', keys.publicKey)), kid: 'key-1', alg: 'ES256' };
    const signingInput = `${b64({ alg: 'ES256', typ: 'JWT', kid: 'key-1' })}.${b64({ sub: user.id, exp: T0 / 1000 + 86_400, role: 'authenticated' })}`;
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, new TextEncoder().encode(signingInput));
    const token = `${signingInput}.${Buffer.from(signature).toString('base64url')}`;
    const server = authServer(() => json({ keys: [publicJwk] }));
    // The key-set cache is shared by every client with the same storage key: this one is unique.
    const client = createClient(AUTH_URL, KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'jwks-ttl-test' },
      global: { fetch: server.fetch },
    });
    const keyFetches = () => server.calls.filter((call) => call.path === '/auth/v1/.well-known/jwks.json').length;

    expect((await client.auth.getClaims(token)).data?.claims.sub).toBe(user.id);
    expect(keyFetches()).toBe(1);
    vi.setSystemTime(T0 + 10 * 60_000 - 1_000);
    expect((await client.auth.getClaims(token)).error).toBeNull();
    expect(keyFetches()).toBe(1);
    vi.setSystemTime(T0 + 10 * 60_000 + 1_000);
    expect((await client.auth.getClaims(token)).error).toBeNull();
    expect(keyFetches()).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMarketer, nextAddress, PASSWORD, rowsOf, startAuthServer, studioClient } from './auth-harness';
import { anonKey, browserClient, type TestServer } from './http-harness';
import { partnershipApplication, samples, upload } from './lead-files-harness';

/**
 * Issue 23: an access token outlived its session. After sign-out, or once a reused refresh token
 * had ended the session, the old token (and the one refreshed from it) still read every lead,
 * the webhooks and the stored files until it expired. Over HTTP against the embedded backend.
 */
let server: TestServer;
let filePath: string;
beforeAll(async () => {
  server = await startAuthServer();
  const csv = await upload(server.url, samples.csv(), 'parcels.csv');
  const { error } = await browserClient(server.url, { 'x-real-ip': nextAddress() }).rpc('submit_partnership_application', {
    ...partnershipApplication,
    fileIds: csv.body.id,
  });
  expect(error).toBeNull();
  const [row] = await rowsOf(server, 'select path from public.lead_files where id = $1', [csv.body.id]);
  filePath = String(row?.path);
});
afterAll(() => server?.close());

async function signedIn() {
  const marketer = await newMarketer(server);
  const client = studioClient(server.url);
  const { data, error } = await client.auth.signInWithPassword({ email: marketer.email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, token: data.session?.access_token ?? '', refreshToken: data.session?.refresh_token ?? '' };
}

const headers = (token: string) => ({ apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** What each read answers with this token: status and whether the body is a JSON object. */
async function reads(token: string) {
  const answer = async (response: Response) => {
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, jsonError: typeof body === 'object' && body !== null && !Array.isArray(body) };
  };
  const rpc = (fn: string) => fetch(`${server.url}/rest/v1/rpc/${fn}`, { method: 'POST', headers: headers(token), body: '{}' });
  return {
    studio_leads: await answer(await rpc('studio_leads')),
    studio_webhooks: await answer(await rpc('studio_webhooks')),
    download: await answer(await fetch(`${server.url}/storage/v1/object/authenticated/lead-files/${filePath}`, { headers: headers(token) })),
    sign: await answer(
      await fetch(`${server.url}/storage/v1/object/sign/lead-files/${filePath}`, { method: 'POST', headers: headers(token), body: '{"expiresIn": 60}' }),
    ),
  };
}

/** Every read refused as an ended session: 401 or 403 with a JSON error, never the data. */
function expectRefused(answers: Awaited<ReturnType<typeof reads>>) {
  for (const [read, { status, jsonError }] of Object.entries(answers)) {
    expect({ read, refused: status === 401 || status === 403, status, jsonError }).toEqual({ read, refused: true, status, jsonError: true });
  }
}

describe("a signed-out marketer's old access token", () => {
  it.each(['global', 'local'] as const)('reads no leads, webhooks or files after sign-out (scope %s)', async (scope) => {
    const { client, token } = await signedIn();
    const before = await reads(token);
    expect(Object.values(before).map((read) => read.status)).toEqual([200, 200, 200, 200]);
    expect((await client.auth.signOut({ scope })).error).toBeNull();
    expectRefused(await reads(token));
  });

  it('reads nothing once a reused refresh token has ended the session, nor does the token refreshed from it', async () => {
    const { client, token, refreshToken } = await signedIn();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const newer = refreshed.data.session?.access_token ?? '';
    expect((await reads(newer)).studio_leads.status).toBe(200);
    const replay = await studioClient(server.url).auth.refreshSession({ refresh_token: refreshToken });
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');
    expectRefused(await reads(token));
    expectRefused(await reads(newer));
  });

  it("still reads for the marketer's other session after a local sign-out", async () => {
    const first = await signedIn();
    const marketerEmail = (await first.client.auth.getUser()).data.user?.email ?? '';
    const second = studioClient(server.url);
    const { data } = await second.auth.signInWithPassword({ email: marketerEmail, password: PASSWORD });
    expect((await first.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expectRefused(await reads(first.token));
    expect(Object.values(await reads(data.session?.access_token ?? '')).map((read) => read.status)).toEqual([200, 200, 200, 200]);
  });
});

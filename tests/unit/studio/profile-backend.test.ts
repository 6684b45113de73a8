import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, saveProfile } from '../../../src/studio/profile/profile-data';
import { ProfileRefused, profileMessages, profileProblems } from '../../../src/studio/profile/profile-rules';
import { newMarketer, PASSWORD, startAuthServer, studioClient } from '../backend/auth-harness';
import type { TestServer } from '../backend/http-harness';

/**
 * The Profile screen's calls over HTTP against the embedded backend, with the screen's own save
 * function: what the server refuses arrives as ProfileRefused, by field, in the form's words.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

async function signedInMarketer() {
  const user = await newMarketer(server);
  const client = studioClient(server.url);
  expect((await client.auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull();
  return client;
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProfileRefused)) throw new Error(`Expected a ProfileRefused, got ${String(error)}`);
  return { message: error.message, fields: error.fields };
};

describe('the Profile screen against the embedded backend', () => {
  it('saves a profile and reads it back after a reload', async () => {
    const client = await signedInMarketer();
    const saved = await saveProfile({ username: 'http_ada', full_name: 'Ada Lovelace', bio: 'Campaigns.' }, client);
    expect(saved).toMatchObject({ username: 'http_ada', full_name: 'Ada Lovelace', bio: 'Campaigns.' });
    const { data, error } = await client.rpc('studio_profile', {});
    expect(error).toBeNull();
    expect(profileSchema.parse(data)).toEqual(saved);
  });

  it("answers each refused field with the text the form's own check shows", async () => {
    const client = await signedInMarketer();
    const typed = { username: 'a b', full_name: 'N'.repeat(101), bio: 'b'.repeat(501) };
    expect(await refusalOf(saveProfile(typed, client))).toEqual({ message: profileMessages.usernameCharacters, fields: profileProblems(typed) });
  });

  it('tells a second marketer that a username is taken, whatever its case', async () => {
    await saveProfile({ username: 'Taken_Name', full_name: '', bio: '' }, await signedInMarketer());
    const other = await signedInMarketer();
    expect(await refusalOf(saveProfile({ username: 'taken_name', full_name: '', bio: '' }, other))).toEqual({
      message: profileMessages.usernameTaken,
      fields: { username: profileMessages.usernameTaken },
    });
  });
});

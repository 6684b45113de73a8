import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketer } from '../../../scripts/studio/create-marketer.ts';
import { startEmbeddedBackend } from '../../../supabase/embedded/embedded.ts';
import { createEmbeddedAuth } from '../../../supabase/embedded/auth/service.ts';
import type { TestServer } from './http-harness';
import { rowsOf, startAuthServer, studioClient } from './auth-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

describe('adding a marketer (the core of npm run studio:add-user)', () => {
  it('creates a user who signs in with that password and is a marketer', async () => {
    const created = await createMarketer(server.backend.db, '  Grace.Hopper@Example.com ', 'a long enough password');
    expect(created.email).toBe('Grace.Hopper@Example.com');
    expect(await rowsOf(server, 'select email from public.marketers where user_id = $1', [created.userId])).toEqual([{ email: 'Grace.Hopper@Example.com' }]);
    const [stored] = await rowsOf(server, 'select encrypted_password from auth.users where id = $1', [created.userId]);
    expect(String(stored?.encrypted_password)).toMatch(/^\$scrypt\$N=32768,r=8,p=1\$/);
    expect(String(stored?.encrypted_password)).not.toContain('a long enough password');
    const client = studioClient(server.url);
    const { error } = await client.auth.signInWithPassword({ email: 'grace.hopper@example.com', password: 'a long enough password' });
    expect(error).toBeNull();
    expect((await client.rpc('studio_me', {})).data).toMatchObject({ user_id: created.userId, marketer: true });
  });

  it('refuses an email that already has a user, a short password and a non-address, changing nothing', async () => {
    await createMarketer(server.backend.db, 'taken@example.com', 'a long enough password');
    await expect(createMarketer(server.backend.db, 'TAKEN@example.com', 'another long password')).rejects.toThrow(
      'A user with the email TAKEN@example.com already exists.',
    );
    await expect(createMarketer(server.backend.db, 'short@example.com', 'eleven char')).rejects.toThrow('The password must have at least 12 characters.');
    await expect(createMarketer(server.backend.db, 'not an address', 'a long enough password')).rejects.toThrow('"not an address" is not an email address.');
    expect(await rowsOf(server, "select count(*)::int as n from auth.users where lower(email) in ('taken@example.com', 'short@example.com')")).toEqual([
      { n: 1 },
    ]);
  });
});

describe('the command', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'landfall-add-user-'));
  const dataDir = join(stateDir, 'db');
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/studio/add-user.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, LANDFALL_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('with --generate prints a password once, which then signs in', async () => {
    const result = run('first@example.com', '--generate');
    expect(result.stderr).toBe('');
    const password = /Password \(shown this once[^)]*\): (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(password).toHaveLength(24);
    const backend = await startEmbeddedBackend({ dataDir, env: {} });
    try {
      expect(await backend.db.query('select email from public.marketers')).toMatchObject({ rows: [{ email: 'first@example.com' }] });
      const signedIn = await createEmbeddedAuth(backend.db).signIn({ email: 'first@example.com', password, ip: '127.0.0.1', userAgent: undefined });
      expect(signedIn).toMatchObject({ user: { email: 'first@example.com' }, access_token: expect.any(String) });
      // Refused while the server holds the folder, before any password is asked for.
      const locked = run('second@example.com', '--generate');
      expect(locked.status).toBe(1);
      expect(locked.stderr).toContain('The embedded database takes one process at a time: stop npm start');
    } finally {
      await backend.close();
    }
  });

  it('never takes a password from the command line, nor from a pipe', () => {
    expect(run('x@example.com', 'hunter2hunter2').stderr).toContain('Only the email goes on the command line, never a password.');
    expect(run('x@example.com').stderr).toContain('Type the password at a terminal, or add --generate');
  });
});

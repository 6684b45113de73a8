import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer, browserClient } from './http-harness';
import { nextAddress, newMarketer, PASSWORD, rowsOf, startAuthServer, studioClient } from './auth-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server?.close());

const LOCKED = /^Too many failed sign-in attempts\. Try again in (\d+) minutes?\.$/;

async function signIn(email: string, password: string, address: string) {
  const { data, error } = await studioClient(server.url, address).auth.signInWithPassword({ email, password });
  return { signedIn: data.session !== null, message: error?.message ?? null };
}

describe('the lockout: 5 failed sign-ins within 15 minutes block for 15 minutes', () => {
  it('refuses the right password after 5 wrong ones, saying how long, and lets the marketer in once 15 minutes have passed', async () => {
    const { email } = await newMarketer(server);
    const address = nextAddress();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await signIn(email, `wrong ${attempt}`, address)).message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('Invalid login credentials'));
    expect(answers[4]).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');

    const right = await signIn(email, PASSWORD, address);
    expect(right.signedIn).toBe(false);
    expect(right.message).toMatch(LOCKED);
    expect(Number(LOCKED.exec(right.message ?? '')?.[1])).toBe(15);

    // Ten minutes later: still blocked, five minutes left.
    await rowsOf(
      server,
      "update failed_login_attempts set attempt_time = attempt_time - interval '10 minutes', blocked_until = blocked_until - interval '10 minutes' where email = lower($1)",
      [email],
    );
    expect((await signIn(email, PASSWORD, address)).message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    await rowsOf(
      server,
      "update failed_login_attempts set attempt_time = attempt_time - interval '5 minutes 1 second', blocked_until = blocked_until - interval '5 minutes 1 second' where email = lower($1)",
      [email],
    );
    expect(await signIn(email, PASSWORD, address)).toEqual({ signedIn: true, message: null });
  });

  it('blocks an address that tried 5 emails, for every email, even an existing one with its right password', async () => {
    const { email } = await newMarketer(server);
    const address = nextAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(`guess${attempt}@example.com`, 'whatever', address);
    expect((await signIn(email, PASSWORD, address)).message).toMatch(LOCKED);
    // Only that address: the marketer signs in from elsewhere.
    expect((await signIn(email, PASSWORD, nextAddress())).signedIn).toBe(true);
  });

  it('counts no more than 5 of 20 parallel wrong passwords, and refuses the rest as locked', async () => {
    const { email } = await newMarketer(server);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(email, `parallel ${index}`, nextAddress())));
    const counts = { invalid: 0, locked: 0, signedIn: 0 };
    for (const answer of answers) {
      if (answer.signedIn) counts.signedIn += 1;
      else if (answer.message === 'Invalid login credentials') counts.invalid += 1;
      else if (LOCKED.test(answer.message ?? '')) counts.locked += 1;
    }
    const recorded = await rowsOf(
      server,
      'select count(*)::int as n, count(blocked_until)::int as blocking from failed_login_attempts where email = lower($1)',
      [email],
    );
    console.log(`20 parallel wrong passwords: ${counts.invalid} "Invalid login credentials", ${counts.locked} locked, ${recorded[0]?.n} failures recorded`);
    // The fifth failure is answered with the lockout text; the 15 after it find the lockout when they come to be decided.
    expect(counts).toEqual({ invalid: 4, locked: 16, signedIn: 0 });
    expect(recorded).toEqual([{ n: 5, blocking: 1 }]);
    expect((await signIn(email, PASSWORD, nextAddress())).message).toMatch(LOCKED);
  });

  it('refuses to sign anyone in when the lockout check itself fails', async () => {
    const { email } = await newMarketer(server);
    await rowsOf(server, 'alter function public.login_blocked(text, text) rename to login_blocked_broken');
    try {
      const answer = await signIn(email, PASSWORD, nextAddress());
      expect(answer).toEqual({ signedIn: false, message: 'Sign-in is unavailable right now. Please try again later.' });
    } finally {
      await rowsOf(server, 'alter function public.login_blocked_broken(text, text) rename to login_blocked');
    }
    expect((await signIn(email, PASSWORD, nextAddress())).signedIn).toBe(true);
  });
});

describe('the address the lockout counts', () => {
  it('is the socket when no proxy is configured: a forged x-real-ip or x-forwarded-for changes nothing', async () => {
    // On disk: a second in-memory backend in this process would be the first one again (one per data directory).
    const edge = await startTestServer({ onDisk: true });
    try {
      const { email } = await newMarketer(edge);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const forged = `203.0.113.${attempt + 1}`;
        await browserClient(edge.url, { 'x-real-ip': forged, 'x-forwarded-for': forged }).auth.signInWithPassword({
          email: `other${attempt}@example.com`,
          password: 'x',
        });
      }
      expect(await rowsOf(edge, 'select distinct ip_address from failed_login_attempts')).toEqual([{ ip_address: '127.0.0.1' }]);
      const { error } = await browserClient(edge.url, { 'x-real-ip': '203.0.113.99' }).auth.signInWithPassword({ email, password: PASSWORD });
      expect(error?.message).toMatch(LOCKED);
    } finally {
      await edge.close();
    }
  });
});

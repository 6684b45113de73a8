import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from './engine/variants-dir';

/** `npm run doctor`, the real script in a child process, with a dotenv file and nothing else of this machine's environment. */
const dir = tempDir('doctor');
let files = 0;

function doctor(settings: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const envFile = join(dir, `${++files}.env`);
  writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/doctor.ts', '--env', envFile, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object, signature: string) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${signature}`;
const ref = 'abcdefghijklmnopqrst';
const anonKey = jwt({ iss: 'supabase', ref, role: 'anon' }, 'c2lnbmF0dXJlAnon');
const serviceKey = jwt({ iss: 'supabase', ref, role: 'service_role' }, 'c2lnbmF0dXJlSrvc');

const good = {
  SUPABASE_URL: `https://${ref}.supabase.co`,
  VITE_SUPABASE_ANON_KEY: anonKey,
  SUPABASE_SERVICE_ROLE_KEY: serviceKey,
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEfGhIjKlMnOpLv42',
  STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEfGhIjKlMnOpQrStWh77',
  SITE_URL: 'https://landfall.example',
};

/** The problem lines a run printed, without the closing count. */
const problems = (stderr: string) => stderr.split('\n').filter((line) => line && !/problems?: not ready to deploy\.$/.test(line));

describe('npm run doctor', () => {
  it('says ready for a good production configuration, naming each key only by its kind and last 4 characters', async () => {
    const { code, stdout, stderr } = await doctor(good);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('ready to deploy:');
    expect(stdout).toContain(`project: https://${ref}.supabase.co (anon JWT …Anon, service_role JWT …Srvc)`);
    expect(stdout).toContain('Stripe: live mode (sk_live_…Lv42, whsec_…Wh77)');
    expect(stdout).toContain('client IP: cf-connecting-ip, hop 1');
    expect(stdout).toContain('Authentication → Hooks → "Password verification attempt"');
    expect(stdout).toContain("select jobname, schedule from cron.job where jobname = 'drain-webhooks'");
    for (const secret of [anonKey, serviceKey, good.STRIPE_SECRET_KEY, good.STRIPE_WEBHOOK_SECRET]) expect(stdout).not.toContain(secret.slice(0, -4));
  });

  it('refuses Stripe keys from two modes', async () => {
    const { code, stderr } = await doctor({
      ...good,
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMnOpTs11',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEfGhIjKlMnOpPk22',
    });
    expect(code).toBe(1);
    expect(problems(stderr)).toEqual([
      'Stripe keys in two modes: STRIPE_SECRET_KEY is a test key (sk_test_…Ts11), STRIPE_PUBLISHABLE_KEY a live key (pk_live_…Pk22); take both from the same mode',
    ]);
  });

  it('refuses an http SITE_URL, and allows a local one only with --local', async () => {
    const { code, stderr } = await doctor({ ...good, SITE_URL: 'http://landfall.example' });
    expect(code).toBe(1);
    expect(problems(stderr)).toEqual([
      "SITE_URL=http://landfall.example is not https: it must be https (http only for a local stack, with --local) (Stripe's return addresses are built from it)",
    ]);
    const local = await doctor({ ...good, SUPABASE_URL: 'http://127.0.0.1:54321', SITE_URL: 'http://localhost:4173' }, '--local');
    expect(local.stderr).toBe('');
    expect(local.code).toBe(0);
  });

  it('refuses a missing service-role key, and an anon key where the service-role key belongs', async () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _, ...withoutService } = good;
    const missing = await doctor(withoutService);
    expect(missing.code).toBe(1);
    expect(problems(missing.stderr)).toEqual(['SUPABASE_SERVICE_ROLE_KEY is not set: the functions and the edge Worker call the database with it']);
    const swapped = await doctor({ ...good, SUPABASE_SERVICE_ROLE_KEY: anonKey, VITE_SUPABASE_ANON_KEY: serviceKey });
    expect(problems(swapped.stderr)).toEqual([
      "VITE_SUPABASE_ANON_KEY is a service_role JWT …Srvc: it would ship in every visitor's browser; use the anon key or the sb_publishable_ key",
      'SUPABASE_SERVICE_ROLE_KEY is an anon JWT …Anon: expected the service_role JWT or an sb_secret_ key',
    ]);
  });

  it("refuses the embedded server's local switches in a production configuration", async () => {
    const { code, stderr } = await doctor({ ...good, LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1', LANDFALL_TEST_CHECKOUT: '1' });
    expect(code).toBe(1);
    expect(problems(stderr)).toEqual([
      'LANDFALL_TEST_CHECKOUT is set: it is for a local run only; remove it (supabase secrets unset LANDFALL_TEST_CHECKOUT)',
      'LANDFALL_WEBHOOKS_ALLOW_LOCAL is set: it is for a local run only; remove it (supabase secrets unset LANDFALL_WEBHOOKS_ALLOW_LOCAL)',
    ]);
  });

  it('refuses a client-IP header hosted Supabase does not write, and one that is no header name', async () => {
    const hosted = await doctor({ ...good, CLIENT_IP_HEADER: 'x-forwarded-for', CLIENT_IP_HOP: '1' });
    expect(hosted.code).toBe(1);
    expect(problems(hosted.stderr)).toEqual([
      `CLIENT_IP_HEADER=x-forwarded-for (hop 1) on hosted Supabase (https://${ref}.supabase.co): every request there passes Cloudflare, which writes cf-connecting-ip; leave CLIENT_IP_HEADER and CLIENT_IP_HOP unset`,
    ]);
    const malformed = await doctor({ ...good, CLIENT_IP_HEADER: 'X Forwarded For' });
    expect(problems(malformed.stderr)).toEqual(['CLIENT_IP_HEADER="X Forwarded For" is not a header name (letters, digits and -)']);
  });

  it('refuses a webhook secret that is not whsec_ and accepts the newer sb_ keys and a restricted test key', async () => {
    const { code, stderr } = await doctor({ ...good, STRIPE_WEBHOOK_SECRET: 'sk_live_51AbCdEfGhIjKlMnOpXy99' });
    expect(code).toBe(1);
    expect(problems(stderr)).toEqual(['STRIPE_WEBHOOK_SECRET (…Xy99) does not start with whsec_: copy the signing secret of the endpoint from Stripe']);
    const newer = await doctor({
      ...good,
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_AbCdEfGhIjKlMnOp_Pb12',
      SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_AbCdEfGhIjKlMnOp_Sc34',
      STRIPE_SECRET_KEY: 'rk_test_51AbCdEfGhIjKlMnOpRk56',
    });
    expect(newer.stderr).toBe('');
    expect(newer.stdout).toContain('(sb_publishable_ key …Pb12, sb_secret_ key …Sc34)');
    expect(newer.stdout).toContain('Stripe: test mode (rk_test_…Rk56, whsec_…Wh77): checkouts take no real money');
  });
});

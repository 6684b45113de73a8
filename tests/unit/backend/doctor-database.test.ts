import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkDatabase } from '../../../scripts/doctor/database';
import type { Findings } from '../../../scripts/doctor/checks';
import { defaultClientIpSource } from '../../../supabase/functions/_shared/client-ip';
import { readSiteLocales } from '../../../supabase/embedded/site-locales';

const locales = readSiteLocales();

/**
 * `npm run doctor` with SUPABASE_DB_URL, against a real PostgreSQL (the vitest project "postgres"):
 * a database the migrations made, one they never reached, and one whose client_ip_source row
 * disagrees with the functions' settings. The server has no pg_cron, as a project before
 * Database → Extensions → pg_cron is switched on.
 */
const cluster = inject('postgresCluster');
const admin = new pg.Client({ host: cluster.socketDir, user: 'postgres', database: 'postgres' });
const made: string[] = [];
const repoRoot = join(import.meta.dirname, '../../..');
const execFileAsync = promisify(execFile);

async function database(template?: string): Promise<string> {
  const name = `doctor_${randomUUID().replaceAll('-', '')}`;
  made.push(name);
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  return `postgresql://postgres@localhost/${name}?host=${encodeURIComponent(cluster.socketDir)}`;
}

async function doctor(url: string, clientIp = defaultClientIpSource): Promise<Findings> {
  const findings: Findings = { problems: [], summary: [] };
  await checkDatabase(url, clientIp, findings);
  return findings;
}

beforeAll(async () => {
  await admin.connect();
});
afterAll(async () => {
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('npm run doctor with SUPABASE_DB_URL', () => {
  it('finds the auth hook and the client-IP row the migrations left, and says pg_cron is missing', async () => {
    const findings = await doctor(await database(cluster.template));
    expect(findings.problems).toEqual(['database: pg_cron is not enabled (Database → Extensions), so no job drains the lead webhooks']);
    expect(findings.summary).toEqual(["database: auth hook function, pg_cron job drain-webhooks, client_ip_source and the site's languages checked"]);
  });

  it('says the migrations never ran where the hook function is missing', async () => {
    const url = await database();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // The table alone, as a half-applied history might leave it: the hook is what is missing.
    await client.query(
      `create table public.client_ip_source (header text not null, hop int not null); insert into public.client_ip_source values ('cf-connecting-ip', 1)`,
    );
    await client.end();
    expect((await doctor(url)).problems).toContain('database: public.hook_password_verification_attempt(jsonb) does not exist: run supabase db push');
  });

  it('refuses a client_ip_source row that disagrees with CLIENT_IP_HEADER / CLIENT_IP_HOP', async () => {
    const url = await database(cluster.template);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`update public.client_ip_source set header = 'x-forwarded-for', hop = 2`);
    await client.end();
    expect((await doctor(url)).problems).toContain(
      "database: client_ip_source says x-forwarded-for hop 2, the functions' CLIENT_IP_HEADER / CLIENT_IP_HOP say cf-connecting-ip hop 1: keep the two in step",
    );
    expect((await doctor(url, { header: 'x-forwarded-for', hop: 2 })).problems.filter((line) => line.includes('client_ip_source'))).toEqual([]);
  });

  it("says which of the site's languages the database does not accept, and npm run declare-locales mends it", async () => {
    const url = await database(cluster.template);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`update public.site_locales set accepted = false where locale <> 'en'`);
    await client.end();
    const languages = (line: string) => line.includes('languages') || line.includes('declare-locales');
    expect((await doctor(url)).problems.filter(languages)).toEqual([
      `database: it accepts leads in en; the site declares ${locales.join(', ')}: run npm run declare-locales -- --env <this file>`,
    ]);
    const run = await execFileAsync('npx', ['tsx', 'scripts/declare-locales.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SUPABASE_DB_URL: url },
    });
    expect(run).toEqual({
      stdout: `declared the site's languages: ${locales.join(', ')} (a lead in any other keeps no locale)\n`,
      stderr: '',
    });
    expect((await doctor(url)).problems.filter(languages)).toEqual([]);
  });

  it('says the migrations never made the languages table where it is missing', async () => {
    const url = await database();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create table public.client_ip_source (header text not null, hop int not null)`);
    await client.end();
    expect((await doctor(url)).problems).toContain('database: public.site_locales does not exist: run supabase db push, then npm run declare-locales');
  });

  it('says it cannot connect, with why, to a database that is not there', async () => {
    const url = `postgresql://postgres@localhost/doctor_absent?host=${encodeURIComponent(cluster.socketDir)}`;
    const { problems } = await doctor(url);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SUPABASE_DB_URL: cannot connect \(.*doctor_absent.*does not exist\)$/);
  });
});

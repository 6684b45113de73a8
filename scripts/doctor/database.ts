import pg from 'pg';
import type { ClientIpSource } from '../../supabase/functions/_shared/client-ip';
import { readSiteLocales } from '../../supabase/embedded/site-locales';
import type { Findings } from './checks';

const HOOK = 'public.hook_password_verification_attempt(jsonb)';
const DRAIN_JOB = 'drain-webhooks';

/** What only the database knows, and the dashboard step that remains when it cannot be asked. */
export const byHand = {
  hook: `Authentication → Hooks → "Password verification attempt" → Postgres function ${HOOK.replace('(jsonb)', '')} (Team or Enterprise plan)`,
  drain: `SQL editor: select jobname, schedule from cron.job where jobname = '${DRAIN_JOB}'; one row, '* * * * *' (docs/operators/security.md, "Webhooks for new leads")`,
  clientIp: 'SQL editor: select header, hop from client_ip_source; the same as CLIENT_IP_HEADER / CLIENT_IP_HOP (default cf-connecting-ip, 1)',
  worker: 'cd edge && npx wrangler secret list: SUPABASE_SERVICE_ROLE_KEY is listed',
};

/**
 * With SUPABASE_DB_URL (the project's connection string), reads what the migrations and the
 * dashboard steps should have left: the auth hook's function, the drainer's pg_cron job, the
 * client_ip_source row and the site's languages (declare-locales). Whether the hook is switched on
 * lives in Auth's settings, not in SQL.
 */
export async function checkDatabase(connectionString: string, clientIp: ClientIpSource, findings: Findings): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    findings.problems.push(`SUPABASE_DB_URL: cannot connect (${error instanceof Error ? error.message : String(error)})`);
    return;
  }
  try {
    const hook = await client.query<{ found: boolean; auth_may_run: boolean | null }>(
      `select to_regprocedure($1) is not null as found,
              case when to_regprocedure($1) is not null and exists (select 1 from pg_roles where rolname = 'supabase_auth_admin')
                   then has_function_privilege('supabase_auth_admin', to_regprocedure($1), 'execute') end as auth_may_run`,
      [HOOK],
    );
    if (!hook.rows[0]?.found) findings.problems.push(`database: ${HOOK} does not exist: run supabase db push`);
    else if (hook.rows[0].auth_may_run === false) findings.problems.push(`database: supabase_auth_admin may not execute ${HOOK}: run supabase db push`);

    const cron = await client.query<{ present: boolean }>(`select to_regclass('cron.job') is not null as present`);
    if (!cron.rows[0]?.present) findings.problems.push('database: pg_cron is not enabled (Database → Extensions), so no job drains the lead webhooks');
    else {
      const jobs = await client.query<{ schedule: string; active: boolean }>('select schedule, active from cron.job where jobname = $1', [DRAIN_JOB]);
      const job = jobs.rows[0];
      if (!job) findings.problems.push(`database: no pg_cron job named ${DRAIN_JOB}: schedule it as docs/operators/security.md "Webhooks for new leads" shows`);
      else if (!job.active) findings.problems.push(`database: the pg_cron job ${DRAIN_JOB} is not active`);
    }

    const source = await client.query<{ header: string; hop: number }>('select header, hop from public.client_ip_source');
    const row = source.rows[0];
    if (row && (row.header !== clientIp.header || row.hop !== clientIp.hop)) {
      findings.problems.push(
        `database: client_ip_source says ${row.header} hop ${row.hop}, the functions' CLIENT_IP_HEADER / CLIENT_IP_HOP say ${clientIp.header} hop ${clientIp.hop}: keep the two in step`,
      );
    }
    const declared = await client.query<{ present: boolean }>(`select to_regclass('public.site_locales') is not null as present`);
    if (declared.rows[0]?.present) {
      const accepted = (await client.query<{ locale: string }>('select locale from public.site_locales where accepted order by locale')).rows.map(
        (r) => r.locale,
      );
      const locales = readSiteLocales();
      // As sets: the database's collation and JavaScript may sort tags like zh-Hant and zh-HK apart.
      if (accepted.length !== locales.length || !locales.every((locale) => accepted.includes(locale))) {
        const now = accepted.length ? `accepts leads in ${accepted.join(', ')}` : 'accepts no language yet';
        findings.problems.push(`database: it ${now}; the site declares ${locales.join(', ')}: run npm run declare-locales -- --env <this file>`);
      }
    } else findings.problems.push('database: public.site_locales does not exist: run supabase db push, then npm run declare-locales');
    findings.summary.push(`database: auth hook function, pg_cron job ${DRAIN_JOB}, client_ip_source and the site's languages checked`);
  } finally {
    await client.end().catch(() => {});
  }
}

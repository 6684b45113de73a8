/**
 * npm run doctor [-- --env FILE] [--local]: checks a production configuration before deploy
 * (docs/operators/configuration.md, and the steps in docs/operators/deploying.md). Settings come from the environment, and from a dotenv file
 * with --env, whose values win. Every problem is one line on stderr, exit 1; otherwise a short
 * "ready" summary and what only a person can check, exit 0. Secrets are printed as their kind
 * and last 4 characters at most.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSettings } from './doctor/checks';
import { readSettingsOrExit } from './doctor/settings';
import { byHand, checkDatabase } from './doctor/database';
import { checkWorkerConfig } from './doctor/worker';

const usage = 'usage: npm run doctor -- [--env FILE] [--local] [--wrangler edge/wrangler.toml]';
let options: { env?: string; local: boolean; wrangler: string };
try {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      local: { type: 'boolean', default: false },
      wrangler: { type: 'string', default: join(import.meta.dirname, '../edge/wrangler.toml') },
    },
  });
  options = { env: values.env, local: values.local, wrangler: values.wrangler };
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}

const settings = readSettingsOrExit(options.env);

const findings = checkSettings(settings, { local: options.local });
checkWorkerConfig(options.wrangler, findings.api, findings);
const toCheck = [byHand.hook, byHand.worker];
if (settings.SUPABASE_DB_URL && findings.clientIp) await checkDatabase(settings.SUPABASE_DB_URL, findings.clientIp, findings);
else toCheck.push(byHand.drain, byHand.clientIp);

if (findings.problems.length) {
  for (const problem of findings.problems) console.error(problem);
  console.error(`\n${findings.problems.length} problem${findings.problems.length === 1 ? '' : 's'}: not ready to deploy.`);
  process.exit(1);
}
console.log('ready to deploy:');
for (const line of findings.summary) console.log(`  ${line}`);
console.log(`check by hand${settings.SUPABASE_DB_URL ? '' : ' (or give SUPABASE_DB_URL)'}:`);
for (const line of toCheck) console.log(`  - ${line}`);

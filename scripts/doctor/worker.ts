import { readFileSync } from 'node:fs';
import type { Findings } from './checks';

/**
 * The edge Worker (edge/wrangler.toml) reads SUPABASE_URL from its [vars] or `--var` at deploy,
 * and SUPABASE_SERVICE_ROLE_KEY from a Wrangler secret. The file is committed: a key there is a
 * leak, and a project URL there must be the one the functions use.
 */
export function checkWorkerConfig(path: string, supabaseUrl: URL | undefined, findings: Findings): void {
  const vars = varsOf(readFileSync(path, 'utf8'));
  for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_ANON_KEY']) {
    if (vars.get(name)) findings.problems.push(`${path} holds ${name} in [vars], a committed file: remove it and run \`npx wrangler secret put ${name}\``);
  }
  const workerUrl = vars.get('SUPABASE_URL')?.replace(/\/+$/, '');
  if (workerUrl && supabaseUrl && workerUrl !== supabaseUrl.origin) {
    findings.problems.push(
      `${path} [vars] SUPABASE_URL=${workerUrl} differs from SUPABASE_URL=${supabaseUrl.origin}: the Worker would count views in another project`,
    );
  }
  if (supabaseUrl) {
    const how = workerUrl ? 'as wrangler.toml says' : `deploy with \`npx wrangler deploy --var SUPABASE_URL:${supabaseUrl.origin}\``;
    findings.summary.push(`edge Worker: counts views at ${supabaseUrl.origin} (${how})`);
  }
}

/** The string values of a TOML file's [vars] table; enough for wrangler.toml's flat `NAME = "value"` lines. */
function varsOf(toml: string): Map<string, string> {
  const vars = new Map<string, string>();
  let inVars = false;
  for (const line of toml.split('\n').map((text) => text.trim())) {
    if (line.startsWith('[')) inVars = line === '[vars]';
    const entry = inVars ? /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"([^"]*)"/.exec(line) : null;
    if (entry?.[1]) vars.set(entry[1], entry[2] ?? '');
  }
  return vars;
}

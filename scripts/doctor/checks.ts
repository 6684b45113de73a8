import { clientIpSourceFrom, defaultClientIpSource, type ClientIpSource } from '../../supabase/functions/_shared/client-ip';
import { describeKey, keyLabel, type StripeMode, stripeKey, supabaseKey } from './keys';

/** The settings the doctor reads, by the names the functions, the build and the Worker use. */
export type Settings = Record<string, string | undefined>;

export interface Findings {
  /** One sentence each: what is wrong and what to do. */
  problems: string[];
  /** What is right, printed when nothing is wrong. */
  summary: string[];
}

export interface SettingsFindings extends Findings {
  /** The project's API origin, when SUPABASE_URL is usable. */
  api?: URL;
  /** The client-IP source the functions will use, when their settings are usable. */
  clientIp?: ClientIpSource;
}

export interface CheckOptions {
  /** A local stack: http://127.0.0.1 / localhost addresses are allowed. */
  local: boolean;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const HOSTED = /^([a-z0-9]{20})\.supabase\.co$/;

/** An origin (scheme, host, port; no path, query or fragment), or a problem with `name`. */
function checkOrigin(name: string, value: string | undefined, example: string, { local }: CheckOptions): { url?: URL; problem?: string } {
  if (!value) return { problem: `${name} is not set: give its origin, ${example}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${name}="${value}" is not a URL: give its origin, ${example}` };
  }
  const localHttp = local && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) {
    const hint = local ? 'https, or http on 127.0.0.1 / localhost' : 'https (http only for a local stack, with --local)';
    return { problem: `${name}=${value} is not https: it must be ${hint}` };
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username) {
    return { problem: `${name}=${value} has more than an origin: give ${url.origin} alone, no path, query or credentials` };
  }
  return { url };
}

function checkSupabase(env: Settings, options: CheckOptions, findings: Findings): URL | undefined {
  const { url, problem } = checkOrigin('SUPABASE_URL', env.SUPABASE_URL, 'https://<ref>.supabase.co', options);
  if (problem) findings.problems.push(problem);
  const siteApi = env.VITE_SUPABASE_URL?.replace(/\/+$/, '');
  if (url && siteApi && siteApi !== url.origin) {
    findings.problems.push(
      `VITE_SUPABASE_URL=${env.VITE_SUPABASE_URL} differs from SUPABASE_URL=${url.origin}: the pages would call another project than the functions`,
    );
  }
  const projectRef = url ? HOSTED.exec(url.hostname)?.[1] : undefined;

  const anonName = env.VITE_SUPABASE_ANON_KEY ? 'VITE_SUPABASE_ANON_KEY' : 'SUPABASE_ANON_KEY';
  const anon = env[anonName];
  const service = env.SUPABASE_SERVICE_ROLE_KEY;
  const described: string[] = [];
  if (!anon) findings.problems.push("VITE_SUPABASE_ANON_KEY is not set: the build puts the project's anon key (or its sb_publishable_ key) in the pages");
  else {
    const key = supabaseKey(anon);
    if (key.kind === 'service_role' || key.kind === 'secret') {
      findings.problems.push(
        `${anonName} is a ${describeKey(keyLabel[key.kind], anon)}: it would ship in every visitor's browser; use the anon key or the sb_publishable_ key`,
      );
    } else if (key.kind !== 'anon' && key.kind !== 'publishable') {
      findings.problems.push(`${anonName} is ${describeKey(keyLabel[key.kind], anon)}: expected the anon JWT or an sb_publishable_ key`);
    } else described.push(describeKey(keyLabel[key.kind], anon));
    if (projectRef && key.ref && key.ref !== projectRef)
      findings.problems.push(`${anonName} belongs to project ${key.ref}, SUPABASE_URL to project ${projectRef}`);
  }
  if (!service) findings.problems.push('SUPABASE_SERVICE_ROLE_KEY is not set: the functions and the edge Worker call the database with it');
  else {
    const key = supabaseKey(service);
    if (key.kind !== 'service_role' && key.kind !== 'secret') {
      findings.problems.push(
        `SUPABASE_SERVICE_ROLE_KEY is ${key.kind === 'anon' ? 'an' : 'a'} ${describeKey(keyLabel[key.kind], service)}: expected the service_role JWT or an sb_secret_ key`,
      );
    } else described.push(describeKey(keyLabel[key.kind], service));
    if (projectRef && key.ref && key.ref !== projectRef)
      findings.problems.push(`SUPABASE_SERVICE_ROLE_KEY belongs to project ${key.ref}, SUPABASE_URL to project ${projectRef}`);
  }
  if (url) findings.summary.push(`project: ${url.origin}${described.length ? ` (${described.join(', ')})` : ''}`);
  return url;
}

const stripeShown = (value: string) => describeKey(`${value.slice(0, value.indexOf('_', 3) + 1)}`, value).replace(' ', '');

function checkStripe(env: Settings, findings: Findings): void {
  const secret = env.STRIPE_SECRET_KEY;
  const webhook = env.STRIPE_WEBHOOK_SECRET;
  const publishable = env.STRIPE_PUBLISHABLE_KEY;
  let mode: StripeMode | undefined;
  if (!secret) findings.problems.push('STRIPE_SECRET_KEY is not set: create-payment answers 503 "Payments are not configured"');
  else {
    const key = stripeKey(secret);
    if (!key || key.kind === 'publishable') {
      findings.problems.push(
        `STRIPE_SECRET_KEY (${describeKey('', secret).trim()}) is not a Stripe secret key: expected sk_live_…, sk_test_… or a restricted rk_live_… / rk_test_…`,
      );
    } else mode = key.mode;
  }
  if (!webhook) findings.problems.push('STRIPE_WEBHOOK_SECRET is not set: stripe-webhook answers 503 and no payment is ever marked paid');
  else if (!/^whsec_[A-Za-z0-9]+$/.test(webhook)) {
    findings.problems.push(
      `STRIPE_WEBHOOK_SECRET (${describeKey('', webhook).trim()}) does not start with whsec_: copy the signing secret of the endpoint from Stripe`,
    );
  }
  if (publishable) {
    const key = stripeKey(publishable);
    if (key?.kind !== 'publishable')
      findings.problems.push(`STRIPE_PUBLISHABLE_KEY (${describeKey('', publishable).trim()}) is not a pk_live_… or pk_test_… key`);
    else if (mode && secret && key.mode !== mode) {
      findings.problems.push(
        `Stripe keys in two modes: STRIPE_SECRET_KEY is a ${mode} key (${stripeShown(secret)}), STRIPE_PUBLISHABLE_KEY a ${key.mode} key (${stripeShown(publishable)}); take both from the same mode`,
      );
    }
  }
  if (mode && secret && webhook) {
    const note = mode === 'test' ? ': checkouts take no real money' : '';
    findings.summary.push(`Stripe: ${mode} mode (${stripeShown(secret)}, ${stripeShown(webhook)})${note}`);
  }
}

function checkClientIp(env: Settings, api: URL | undefined, findings: Findings): ClientIpSource | undefined {
  let source: ClientIpSource;
  try {
    source = clientIpSourceFrom(env.CLIENT_IP_HEADER, env.CLIENT_IP_HOP, { header: 'CLIENT_IP_HEADER', hop: 'CLIENT_IP_HOP' }) ?? defaultClientIpSource;
  } catch (error) {
    findings.problems.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
  const hosted = api && HOSTED.test(api.hostname);
  if (hosted && (source.header !== defaultClientIpSource.header || source.hop !== 1)) {
    findings.problems.push(
      `CLIENT_IP_HEADER=${source.header} (hop ${source.hop}) on hosted Supabase (${api.origin}): every request there passes Cloudflare, which writes cf-connecting-ip; leave CLIENT_IP_HEADER and CLIENT_IP_HOP unset`,
    );
  } else findings.summary.push(`client IP: ${source.header}, hop ${source.hop}`);
  return source;
}

export function checkSettings(env: Settings, options: CheckOptions): SettingsFindings {
  const findings: Findings = { problems: [], summary: [] };
  const api = checkSupabase(env, options, findings);
  checkStripe(env, findings);
  const site = checkOrigin('SITE_URL', env.SITE_URL, 'https://your.site', options);
  if (site.problem) findings.problems.push(`${site.problem} (Stripe's return addresses are built from it)`);
  else if (site.url) findings.summary.push(`site: ${site.url.origin}`);
  const clientIp = checkClientIp(env, api, findings);
  const drainSecret = env.WEBHOOK_DRAIN_SECRET;
  if (drainSecret !== undefined && drainSecret.length < 32) {
    findings.problems.push(`WEBHOOK_DRAIN_SECRET is ${drainSecret.length} characters: use at least 32 (openssl rand -hex 32), the scheduler alone knows it`);
  }
  // The embedded server's local switches: on Supabase they would pay sessions without Stripe or
  // deliver lead webhooks into private networks.
  for (const name of ['LANDFALL_TEST_CHECKOUT', 'LANDFALL_TEST_CHECKOUT_SECRET', 'LANDFALL_WEBHOOKS_ALLOW_LOCAL']) {
    if (env[name] !== undefined && !options.local)
      findings.problems.push(`${name} is set: it is for a local run only; remove it (supabase secrets unset ${name})`);
  }
  return { ...findings, api, clientIp };
}

import { restBanditBackend } from '../src/edge/bandit-backends.ts';
import { type BanditWeightsSource, banditWeightsSource } from '../src/edge/bandit-weights.ts';
import { createRouter, type PageView, routeOf } from '../src/edge/router.ts';
import { MANIFEST_FILE, type Manifest, parseManifest } from '../src/experiments/manifest.ts';
import { isStudioAppPath } from '../src/studio/paths.ts';

/**
 * The experiment router on Cloudflare Workers, in front of the built site (Workers static
 * assets, `run_worker_first`: see wrangler.toml and docs/operators/deploying.md, "Deploying the experiment router").
 * The typings are the few members used, so this file checks with or without workers-types.
 */
interface Env {
  ASSETS: { fetch(input: Request | string, init?: RequestInit): Promise<Response> };
  /** https://<ref>.supabase.co; without it views are not counted and pages are served as ever. */
  SUPABASE_URL?: string;
  /**
   * A secret (wrangler secret put). The database rate-limits per visitor, and a Worker's own
   * requests reach Supabase from Cloudflare's address, not the visitor's: only a service-role
   * call may name the visitor (x-landfall-client-ip), so with the anon key alone every view
   * shares one address and the limit.
   */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  SUPABASE_ANON_KEY?: string;
}

interface Context {
  waitUntil(promise: Promise<unknown>): void;
}

const noExperiments: Manifest = { version: 1, experiments: [], params: {} };

// Assets and code deploy together as one version, so the manifest is read once per isolate.
let manifest: Promise<Manifest> | undefined;

async function readManifest(env: Env, url: string): Promise<Manifest> {
  const response = await env.ASSETS.fetch(new URL(`/${MANIFEST_FILE}`, url).href);
  if (response.status !== 200) {
    console.error(`[landfall router] /${MANIFEST_FILE} answered ${response.status}: serving every route's own page`);
    return noExperiments;
  }
  try {
    return parseManifest(await response.json());
  } catch (error) {
    console.error(`[landfall router] /${MANIFEST_FILE} is not a manifest this router reads: ${error instanceof Error ? error.message : String(error)}`);
    return noExperiments;
  }
}

// Per isolate: a Supabase that is down or a limit reached would otherwise log every view.
const reported = new Set<string>();
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`[landfall router] ${message}`);
}

function counter(env: Env, context: Context, request: Request): ((view: PageView) => void) | undefined {
  const key = env.SUPABASE_SERVICE_ROLE_KEY || env.SUPABASE_ANON_KEY;
  if (!env.SUPABASE_URL || !key) return undefined;
  const endpoint = `${env.SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/rpc/count_page_view`;
  const headers: Record<string, string> = { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` };
  // Cloudflare writes CF-Connecting-IP itself; a visitor cannot choose it.
  const visitor = request.headers.get('cf-connecting-ip');
  if (env.SUPABASE_SERVICE_ROLE_KEY && visitor) headers['x-landfall-client-ip'] = visitor;
  return (view) => {
    const body = JSON.stringify({
      p_route: view.route,
      p_experiment: view.experiment ?? null,
      p_arm: view.arm ?? null,
      p_utm_source: view.utmSource ?? null,
      p_exposure: view.exposure,
    });
    // After the answer: a slow or failing count never delays or breaks the page.
    const sent = fetch(endpoint, { method: 'POST', headers, body }).then(
      async (response) => {
        if (!response.ok) reportOnce(`count_page_view answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      },
      (error: unknown) => reportOnce(`count_page_view failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    context.waitUntil(sent);
  };
}

// Per isolate, like the manifest: a bandit's weights are read at most once a minute per experiment.
let bandits: BanditWeightsSource | undefined;

/**
 * A bandit's weights from Supabase (bandit_state, record_bandit_weights): service role only, since
 * they are results and recording them is a write. Without the key a bandit keeps its file's weights.
 */
function banditWeights(env: Env, manifest: Manifest): BanditWeightsSource | undefined {
  if (!manifest.experiments.some((experiment) => experiment.bandit)) return undefined;
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    reportOnce('a bandit experiment needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY: its file weights are served');
    return undefined;
  }
  bandits ??= banditWeightsSource({
    backend: restBanditBackend({ url: env.SUPABASE_URL, key: env.SUPABASE_SERVICE_ROLE_KEY }),
    report: (message) => reportOnce(`${message}; serving the file's weights`),
  });
  return bandits;
}

export default {
  async fetch(request: Request, env: Env, context: Context): Promise<Response> {
    // The marketers' area is one client-rendered page for every /studio address: no arm, no
    // personalised text, no counted view. /studio/ is how the assets binding names its index.html.
    if (isStudioAppPath(new URL(request.url).pathname)) {
      return env.ASSETS.fetch(new Request(new URL('/studio/', request.url), { method: request.method, headers: request.headers }));
    }
    manifest ??= readManifest(env, request.url).catch((error: unknown) => {
      manifest = undefined; // the next request tries again
      console.error(`[landfall router] reading /${MANIFEST_FILE} failed: ${error instanceof Error ? error.message : String(error)}`);
      return noExperiments;
    });
    const manifestNow = await manifest;
    const router = createRouter({
      manifest: manifestNow,
      weights: banditWeights(env, manifestNow),
      // The router names built files (/index.html, /home-sumba.html); the assets binding serves
      // them at their clean URLs (/ and /home-sumba) and would redirect the .html form.
      fetchAsset: (path, assetRequest) =>
        path === new URL(assetRequest.url).pathname
          ? env.ASSETS.fetch(assetRequest)
          : env.ASSETS.fetch(new Request(new URL(routeOf(path), assetRequest.url), { method: assetRequest.method, headers: assetRequest.headers })),
      count: counter(env, context, request),
    });
    return router(request);
  },
};

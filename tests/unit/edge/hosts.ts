import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { preview } from 'vite';
import { expect } from 'vitest';
import { serviceCall } from '../../../edge/bandit-in-process.ts';
import type { BanditFunction } from '../../../src/edge/bandit-backends.ts';
import type { SqlTransactor } from '../../../supabase/embedded/database.ts';
import { startEmbeddedBackend } from '../../../supabase/embedded/embedded.ts';
import { serviceClientIpHeader } from '../../../supabase/functions/_shared/client-ip.ts';
import { repoRoot } from './built-site.ts';

/**
 * The router's two homes, started over one built site: edge/worker.ts as deployed (bundled by
 * esbuild, run by workerd through Miniflare with edge/wrangler.toml's asset settings), and
 * `npm run preview` (vite preview with this repo's config and its embedded backend).
 */
export interface Host {
  name: string;
  get(path: string, headers?: Record<string, string>): Promise<{ response: Response; html: string }>;
  /** Views counted so far, per `route|experiment|arm|utm_source`, once the view marked `marker` (its utm_source) is in. */
  tally(marker: string): Promise<Map<string, { views: number; exposures: number }>>;
  /** Whom the counts were charged to (the rate limit's address), where the host shows it. */
  chargedTo(): Promise<string[]>;
  /** Records a bandit's weights in the host's database, as a reweigh would (record_bandit_weights). */
  recordWeights(experiment: string, weights: Record<string, number>): Promise<void>;
  close(): Promise<void>;
}

export const visitorIp = '203.0.113.7';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const key = (route: unknown, experiment: unknown, arm: unknown, utm: unknown) => `${route}|${experiment ?? ''}|${arm ?? ''}|${utm ?? ''}`;

async function waitFor(done: () => Promise<boolean> | boolean, what: string) {
  for (let tries = 0; tries < 400; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `key = value` lines of edge/wrangler.toml, per [section] ('' for the top). */
export function wranglerSettings(): Record<string, Record<string, string | boolean>> {
  const sections: Record<string, Record<string, string | boolean>> = { '': {} };
  let section = '';
  for (const line of readFileSync(join(repoRoot, 'edge/wrangler.toml'), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header) {
      section = header[1]!;
      sections[section] = {};
    }
    const setting = /^(\w+)\s*=\s*(?:"([^"]*)"|(true|false))/.exec(line);
    if (setting) sections[section]![setting[1]!] = setting[2] ?? setting[3] === 'true';
  }
  return sections;
}

const fetchWith =
  (send: (url: string, init: RequestInit) => Promise<Response>, origin: string) =>
  async (path: string, headers: Record<string, string> = {}) => {
    const response = await send(`${origin}${path}`, { headers: { 'user-agent': browser, 'cf-connecting-ip': visitorIp, ...headers }, redirect: 'manual' });
    return { response, html: await response.text() };
  };

const SERVICE_KEY = 'service-role-key-for-tests';

function recorder(db: SqlTransactor): Host['recordWeights'] {
  return async (experiment, weights) => {
    await serviceCall(db)('record_bandit_weights', {
      p_experiment: experiment,
      p_previous: null,
      p_at: new Date().toISOString(),
      p_weights: weights,
      p_counts: [],
    });
  };
}

/**
 * The bandit's two functions for a service-role key, which the embedded server does not take
 * (it has no service role): answered here from the same database, as Supabase would.
 */
async function banditCall(db: SqlTransactor, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const fn = /^\/rest\/v1\/rpc\/(bandit_state|record_bandit_weights)$/.exec(req.url ?? '')?.[1] as BanditFunction | undefined;
  if (!fn) return false;
  let body = '';
  for await (const chunk of req) body += chunk;
  if (req.headers.apikey !== SERVICE_KEY || req.headers.authorization !== `Bearer ${SERVICE_KEY}`) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"service role only"}');
    return true;
  }
  try {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await serviceCall(db)(fn, JSON.parse(body))));
  } catch (error) {
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
  }
  return true;
}

/**
 * The Worker, counting over HTTP into the embedded backend (the real count_page_view). The
 * embedded server has no service role, so it charges its caller's address; what the Worker
 * sends Supabase to name the visitor (the service key and x-landfall-client-ip) is read on the
 * way in.
 */
export async function startWorker(dist: string): Promise<Host> {
  const sent: { clientIp: unknown; apikey: unknown }[] = [];
  // Its own database folder: 'memory' is one shared backend per process, and the preview host has it.
  const dataDir = mkdtempSync(join(tmpdir(), 'landfall-worker-counts-'));
  const backend = await startEmbeddedBackend({ dataDir });
  const supabase = createServer((req, res) => {
    if (req.url === '/rest/v1/rpc/count_page_view') sent.push({ clientIp: req.headers[serviceClientIpHeader], apikey: req.headers.apikey });
    void banditCall(backend.db, req, res).then((answered) => answered || backend.handle(req, res));
  });
  await new Promise<void>((resolve) => supabase.listen(0, '127.0.0.1', resolve));
  const bundle = await build({
    entryPoints: [join(repoRoot, 'edge/worker.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  const { '': top, assets } = wranglerSettings();
  const worker = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: String(top!.compatibility_date),
    bindings: { SUPABASE_URL: `http://127.0.0.1:${(supabase.address() as AddressInfo).port}`, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY },
    assets: {
      directory: dist,
      binding: String(assets!.binding),
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: assets!.run_worker_first === true },
      assetConfig: {
        not_found_handling: assets!.not_found_handling as '404-page',
        html_handling: assets!.html_handling as 'auto-trailing-slash',
      },
    },
  });
  await worker.ready;
  const counts = databaseCounts(backend.db);
  return {
    name: 'Cloudflare Worker (workerd)',
    get: fetchWith((url, init) => worker.dispatchFetch(url, init as never) as unknown as Promise<Response>, 'https://landfall.example'),
    tally: counts.tally,
    recordWeights: recorder(backend.db),
    async chargedTo() {
      expect(new Set(sent.map((call) => call.apikey))).toEqual(new Set([SERVICE_KEY]));
      return [...new Set(sent.map((call) => String(call.clientIp)))];
    },
    async close() {
      await worker.dispose();
      supabase.closeAllConnections();
      await new Promise((resolve) => supabase.close(resolve));
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** page_views as the database keeps them, and the addresses its rate limit charged. */
function databaseCounts(db: { query<T>(sql: string): Promise<{ rows: T[] }> }): Pick<Host, 'tally' | 'chargedTo'> {
  const rows = async () => {
    const { rows } = await db.query<{ route: string; experiment: string; arm: string; utm_source: string; views: string; exposures: string }>(
      'select route, experiment, arm, utm_source, views, exposures from public.page_views',
    );
    return new Map(
      rows.map((row) => [
        key(row.route, row.experiment || null, row.arm || null, row.utm_source || null),
        { views: Number(row.views), exposures: Number(row.exposures) },
      ]),
    );
  };
  return {
    async tally(marker) {
      await waitFor(async () => [...(await rows()).keys()].some((row) => row.endsWith(`|${marker}`)), `the view marked ${marker}`);
      return rows();
    },
    async chargedTo() {
      const { rows } = await db.query<{ identifier: string }>("select distinct identifier from public.rate_limit_hits where endpoint = 'page_view'");
      return rows.map((row) => row.identifier);
    },
  };
}

/**
 * `npm run preview` on a database in memory, behind a proxy that names the visitor in
 * cf-connecting-ip (as the browser tests run it), so the counts can be seen charged to them.
 */
export async function startPreview(dist: string): Promise<Host> {
  process.env.LANDFALL_DATA_DIR = 'memory';
  process.env.LANDFALL_CLIENT_IP_HEADER = 'cf-connecting-ip';
  const backend = await startEmbeddedBackend({ dataDir: 'memory' });
  const { db } = backend;
  const server = await preview({ root: repoRoot, logLevel: 'silent', build: { outDir: dist }, preview: { port: 0, host: '127.0.0.1' } });
  const address = server.httpServer.address() as AddressInfo;
  const counts = databaseCounts(db);
  return {
    name: 'npm run preview',
    get: fetchWith((url, init) => fetch(url, init), `http://127.0.0.1:${address.port}`),
    tally: counts.tally,
    chargedTo: counts.chargedTo,
    recordWeights: recorder(db),
    async close() {
      await server.close();
      await backend.close();
    },
  };
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { preview } from 'vite';
import { expect } from 'vitest';
import { startEmbeddedBackend } from '../../../scripts/backend/embedded.ts';
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

/** The Worker, counting into a local stand-in for Supabase's /rest/v1/rpc/count_page_view that records each call. */
export async function startWorker(dist: string): Promise<Host> {
  const calls: { body: Record<string, unknown>; clientIp: unknown; apikey: unknown }[] = [];
  const supabase = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      if (req.url === '/rest/v1/rpc/count_page_view')
        calls.push({ body: JSON.parse(text), clientIp: req.headers['x-landfall-client-ip'], apikey: req.headers.apikey });
      res.writeHead(204).end();
    });
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
    bindings: { SUPABASE_URL: `http://127.0.0.1:${(supabase.address() as AddressInfo).port}`, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests' },
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
  const tallied = () => {
    const rows = new Map<string, { views: number; exposures: number }>();
    for (const { body } of calls) {
      const row = rows.get(key(body.p_route, body.p_experiment, body.p_arm, body.p_utm_source)) ?? { views: 0, exposures: 0 };
      rows.set(key(body.p_route, body.p_experiment, body.p_arm, body.p_utm_source), {
        views: row.views + 1,
        exposures: row.exposures + (body.p_exposure ? 1 : 0),
      });
    }
    return rows;
  };
  return {
    name: 'Cloudflare Worker (workerd)',
    get: fetchWith((url, init) => worker.dispatchFetch(url, init as never) as unknown as Promise<Response>, 'https://landfall.example'),
    async tally(marker) {
      await waitFor(() => calls.some((call) => call.body.p_utm_source === marker), `the view marked ${marker}`);
      return tallied();
    },
    async chargedTo() {
      expect(new Set(calls.map((call) => call.apikey))).toEqual(new Set(['service-role-key-for-tests']));
      return [...new Set(calls.map((call) => String(call.clientIp)))];
    },
    async close() {
      await worker.dispose();
      await new Promise((resolve) => supabase.close(resolve));
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
    name: 'npm run preview',
    get: fetchWith((url, init) => fetch(url, init), `http://127.0.0.1:${address.port}`),
    async tally(marker) {
      await waitFor(async () => [...(await rows()).keys()].some((row) => row.endsWith(`|${marker}`)), `the view marked ${marker}`);
      return rows();
    },
    async chargedTo() {
      const { rows } = await db.query<{ identifier: string }>("select distinct identifier from public.rate_limit_hits where endpoint = 'page_view'");
      return rows.map((row) => row.identifier);
    },
    async close() {
      await server.close();
      await backend.close();
    },
  };
}

import { spawn } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { EMBEDDED_ANON_KEY } from '../../src/interactive/api/config.ts';

/**
 * Load helpers for the benchmark and the crash test: HTTP posts from chosen loopback source
 * addresses (Linux routes all of 127.0.0.0/8 to lo), so per-IP rate limits see many visitors.
 */
export interface PostResult {
  status: number;
  body: unknown;
  ms: number;
}

/** The n-th distinct loopback address, skipping .0 and .255 host parts. */
export function loopbackAddress(n: number): string {
  const host = (n % 254) + 1;
  const mid = Math.floor(n / 254);
  return `127.0.${(mid % 254) + 1}.${host}`;
}

export interface PostOptions {
  localAddress?: string;
  apikey?: string;
  /** Extra request headers, e.g. forged client-IP headers. */
  headers?: Record<string, string>;
  /** Reuse connections (one socket for many requests); a fresh connection per request by default. */
  agent?: Agent;
  /** Send this text as the body instead of JSON.stringify(payload) (bodies that are too large or not JSON). */
  rawBody?: string;
}

export function postJson(
  url: string,
  payload: unknown,
  { localAddress, apikey = EMBEDDED_ANON_KEY, headers = {}, agent, rawBody }: PostOptions = {},
): Promise<PostResult> {
  const started = performance.now();
  const data = rawBody ?? JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: agent ?? false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), apikey, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: keep the text for the report.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A valid founder application, distinct per n. */
export function founderApplication(n: number, route = '/bench'): Record<string, string> {
  return {
    name: `Load Tester ${String.fromCharCode(65 + (n % 26))}`,
    email: `load-${n}@example.com`,
    phone: `+44 20 7946 ${String(n % 10000).padStart(4, '0')}`,
    countryCode: '+44',
    country: 'GB',
    route,
    locale: 'en',
  };
}

export function acceptedId(result: PostResult): string | undefined {
  const body = result.body;
  if (result.status !== 200 || typeof body !== 'object' || body === null || !('id' in body)) return undefined;
  return typeof body.id === 'string' ? body.id : undefined;
}

export interface SpawnedBackend {
  url: string;
  /** The server process itself (npx and tsx run it in a child of their own). */
  pid: number;
  exited: Promise<void>;
  output(): string;
}

/** Starts `npm run backend` on its own data directory and a free port; resolves when it listens. */
export function spawnBackend(root: string, dataDir: string, timeoutMs = 120_000): Promise<SpawnedBackend> {
  const child = spawn('npx', ['tsx', 'supabase/embedded/serve.ts'], {
    cwd: root,
    env: { ...process.env, LANDFALL_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /listening on (http:\/\/\S+) .*pid (\d+)\)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({ url: ready[1] ?? '', pid: Number(ready[2]), exited, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`backend exited before listening:\n${output}`));
    });
  });
}

/**
 * Posts founder applications from `clients` concurrent loops, each request from a fresh
 * loopback address, until `stop()` says so; returns the ids answered 200 and the failures.
 */
export async function burst(url: string, clients: number, stop: (accepted: number, sent: number) => boolean, { firstAddress = 0, route = '/bench' } = {}) {
  const accepted: string[] = [];
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  let refused = 0;
  const loop = async () => {
    while (!stop(accepted.length, sent)) {
      const n = firstAddress + sent++;
      try {
        const result = await postJson(`${url}/rest/v1/rpc/submit_founder_application`, founderApplication(n, route), { localAddress: loopbackAddress(n) });
        const id = acceptedId(result);
        if (id) {
          accepted.push(id);
          latencies.push(result.ms);
        } else refused++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { accepted, latencies, sent, refused, failed };
}

/**
 * One address sending refused requests as fast as `connections` loops can until `stop()`:
 * every other one 1 MB (refused by size), the rest ordinary applications (refused by the rate
 * limit once its 4 are used). Answers are counted by status; a reset connection counts as 0.
 */
export async function flood(url: string, address: string, connections: number, stop: () => boolean) {
  const oversized = JSON.stringify({ ...founderApplication(0, '/bench-flood'), landDetails: 'x'.repeat(1_000_000) });
  const statuses = new Map<number, number>();
  let n = 0;
  const loop = async () => {
    while (!stop()) {
      const big = n++ % 2 === 0;
      let status = 0;
      try {
        const options = big ? { localAddress: address, rawBody: oversized } : { localAddress: address };
        status = (await postJson(`${url}/rest/v1/rpc/submit_founder_application`, founderApplication(n, '/bench-flood'), options)).status;
      } catch {
        // The server may close the connection while a refused 1 MB body is still being sent.
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

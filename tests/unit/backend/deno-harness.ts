import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { callRpc } from '../../../supabase/embedded/database';
import type { EmbeddedBackend } from '../../../supabase/embedded/embedded';
import { repoRoot } from '../engine/variants-dir';
import { localOnlySettings, platformSecrets, readmeDeploySteps, readmeSecretNames } from '../readme-deploy';

/**
 * The Edge Functions as Supabase runs them: `supabase/functions/<name>/index.ts` in real Deno (the
 * `deno` devDependency), with Deno.serve, Deno.env and npm:@supabase/supabase-js calling the
 * database over HTTP with the service-role key.
 *
 * The database API they call is the embedded backend's. It answers the browser's slice of the
 * Supabase protocol; the service role's calls (which on Supabase reach PostgREST and Storage with
 * the service_role JWT) it never serves, since its own functions call the database in-process. The
 * service door in front of it takes exactly those — RPCs run as service_role, a filtered read of a
 * table, Storage uploads and removals into the real lead-files bucket — and hands every other
 * request to the backend.
 */
export const serviceKey = 'deno-test-service-role-key';

export interface ServiceDoor {
  url: string;
  /** Every service-role request the functions made, as `METHOD path`. */
  calls: string[];
  close(): Promise<void>;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const answer = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** GET /rest/v1/<table>?select=a,b&col=eq.value, as postgrest-js's select().eq() sends it. */
async function selectRows(backend: EmbeddedBackend, table: string, search: URLSearchParams, res: ServerResponse, single: boolean) {
  const columns = (search.get('select') ?? '*').split(',');
  const filters = [...search].filter(([name]) => name !== 'select');
  if (![table, ...columns.filter((c) => c !== '*'), ...filters.map(([name]) => name)].every((name) => IDENTIFIER.test(name))) {
    return answer(res, 400, { message: 'The service door reads plain column names only' });
  }
  if (!filters.every(([, value]) => value.startsWith('eq.'))) return answer(res, 400, { message: 'The service door filters with eq. only' });
  const where = filters.map(([name], i) => `${name} = $${i + 1}`).join(' and ');
  const { rows } = await backend.db.query(
    `select ${columns.join(', ')} from public.${table}${where ? ` where ${where}` : ''}`,
    filters.map(([, value]) => value.slice(3)),
  );
  if (!single) return answer(res, 200, rows);
  if (rows.length !== 1) return answer(res, 406, { code: 'PGRST116', message: `JSON object requested, ${rows.length} rows returned` });
  return answer(res, 200, rows[0]);
}

export async function startServiceDoor(backend: EmbeddedBackend, fallback: (req: IncomingMessage, res: ServerResponse) => void): Promise<ServiceDoor> {
  const calls: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://door');
    const rest = /^\/rest\/v1\/(rpc\/)?([a-z_]+)$/.exec(url.pathname);
    const stored = /^\/storage\/v1\/object\/([a-z-]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!rest && !stored) return fallback(req, res);
    if (req.headers.authorization !== `Bearer ${serviceKey}`) return answer(res, 401, { message: 'Invalid API key' });
    calls.push(`${req.method} ${url.pathname}`);
    try {
      if (rest?.[1] && req.method === 'POST') {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
        const result = await callRpc(backend.db, rest[2] ?? '', JSON.parse((await bodyOf(req)).toString('utf8') || '{}'), { role: 'service_role', headers });
        return answer(res, result.status, result.body);
      }
      if (rest && !rest[1] && req.method === 'GET') {
        return await selectRows(backend, rest[2] ?? '', url.searchParams, res, String(req.headers.accept).includes('vnd.pgrst.object'));
      }
      if (stored?.[1] === 'lead-files' && stored[2] && req.method === 'POST') {
        const path = decodeURIComponent(stored[2]);
        await backend.storage.put(path, Readable.toWeb(req) as ReadableStream<Uint8Array>, String(req.headers['content-type']));
        return answer(res, 200, { Key: `lead-files/${path}`, Id: path });
      }
      if (stored?.[1] === 'lead-files' && !stored[2] && req.method === 'DELETE') {
        const { prefixes } = JSON.parse((await bodyOf(req)).toString('utf8')) as { prefixes: string[] };
        for (const path of prefixes) await backend.storage.remove(path);
        return answer(
          res,
          200,
          prefixes.map((name) => ({ name })),
        );
      }
      return answer(res, 400, { message: `The service door does not answer ${req.method} ${url.pathname}` });
    } catch (error) {
      return answer(res, 500, { message: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface DenoFunction {
  url: string;
  /** What the function printed (console.error included). */
  output(): string;
  stop(): Promise<void>;
}

const NETWORK_SETTINGS =
  /^(NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|DENO_CERT|DENO_TLS_CA_STORE|NPM_CONFIG_REGISTRY|(HTTPS?|NO)_PROXY|(https?|no)_proxy)$/;
const machineNetworkSettings = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => NETWORK_SETTINGS.test(name)));

/**
 * `deno run` of one function's index.ts with its own deno.json, as `supabase functions serve`
 * would, with only the variables given (plus PATH, HOME and Deno's cache in node_modules).
 * Ready when Deno.serve prints the address it listens on.
 */
export async function startDenoFunction(name: string, env: Record<string, string>): Promise<DenoFunction> {
  // Only what docs/operators/deploying.md deploys, with only the settings the operators' pages say to set.
  if (!readmeDeploySteps().functions.includes(name)) throw new Error(`docs/operators/deploying.md's steps do not deploy ${name}`);
  const documented = new Set<string>([...readmeSecretNames(), ...platformSecrets, ...localOnlySettings]);
  const unknown = Object.keys(env).filter((setting) => !documented.has(setting));
  if (unknown.length > 0) throw new Error(`${name} started with settings the operators' pages never name: ${unknown.join(', ')}`);
  const dir = join(repoRoot, 'supabase/functions', name);
  const deno: ChildProcess = spawn(
    'npx',
    ['deno', 'run', '--allow-net', '--allow-env', '--allow-sys=networkInterfaces', '--no-lock', '--config', join(dir, 'deno.json'), join(dir, 'index.ts')],
    {
      cwd: repoRoot,
      detached: true,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        // How this machine reaches the npm registry (its CA file, a proxy), for a first run that
        // fetches the npm: packages: the machine's settings, not the function's.
        ...machineNetworkSettings(),
        DENO_DIR: join(repoRoot, 'node_modules/.cache/deno'),
        DENO_NO_UPDATE_CHECK: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => deno.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    deno.stdout?.on('data', read);
    deno.stderr?.on('data', read);
    deno.once('exit', (code) => reject(new Error(`deno (${name}) exited with ${code} before listening:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      // The whole group: npx, Deno's npm launcher and Deno itself.
      if (deno.pid && deno.exitCode === null && deno.signalCode === null) {
        process.kill(-deno.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}

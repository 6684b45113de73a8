import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { EMBEDDED_ANON_KEY as anonKey } from '../../../src/interactive/api/config';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../supabase/embedded/embedded.ts';

export { anonKey };

export interface TestServer {
  url: string;
  backend: EmbeddedBackend;
  /** Folder holding db/ and webhook-secret, or undefined in memory. */
  stateDir: string | undefined;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Keep the database in a temporary folder (db/ and webhook-secret) instead of memory. */
  onDisk?: boolean;
  /** The settings the backend reads at start (Stripe keys, client-IP trust); process.env when absent. */
  env?: Record<string, string>;
  /** Tell the backend its own origin, as npm start does; without it, payments answer 503. */
  withOrigin?: boolean;
}

/** The embedded backend on a random loopback port, as `npm run backend` serves it. */
export async function startTestServer({ onDisk = false, env, withOrigin = false }: TestServerOptions = {}): Promise<TestServer> {
  const stateDir = onDisk ? mkdtempSync(join(tmpdir(), 'landfall-http-')) : undefined;
  let backend: EmbeddedBackend | undefined;
  // Listening first, so the backend can be given the address it really serves.
  const server: Server = createServer((req, res) => backend?.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const opened = await startEmbeddedBackend({ dataDir: stateDir ? join(stateDir, 'db') : 'memory', env, origin: withOrigin ? url : undefined });
  backend = opened;
  return {
    url,
    backend: opened,
    stateDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await opened.close();
      if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** What the browser uses: supabase-js with the public key and no session. */
export function browserClient(url: string, headers: Record<string, string> = {}) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
  });
}

export const founder = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+44 (20) 7946-0958',
  countryCode: '+44',
  country: 'GB',
};

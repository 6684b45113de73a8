import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { EMBEDDED_ANON_KEY as anonKey } from '../../../src/backend/config';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../scripts/backend/embedded.ts';

export { anonKey };

export interface TestServer {
  url: string;
  backend: EmbeddedBackend;
  /** Folder holding db/ and webhook-secret, or undefined in memory. */
  stateDir: string | undefined;
  close(): Promise<void>;
}

/** The embedded backend on a random loopback port, as `npm run backend` serves it. */
export async function startTestServer({ onDisk = false } = {}): Promise<TestServer> {
  const stateDir = onDisk ? mkdtempSync(join(tmpdir(), 'landfall-http-')) : undefined;
  const backend = await startEmbeddedBackend({ dataDir: stateDir ? join(stateDir, 'db') : 'memory' });
  const server: Server = createServer((req, res) => backend.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backend,
    stateDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
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

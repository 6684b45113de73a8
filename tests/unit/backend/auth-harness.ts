import { createClient } from '@supabase/supabase-js';
import { createMarketer } from '../../../scripts/studio/create-marketer.ts';
import { anonKey, startTestServer, type TestServer } from './http-harness';

/**
 * The embedded backend behind a proxy it is told to trust (LANDFALL_CLIENT_IP_HEADER=x-real-ip),
 * so each test signs in from an address of its own: the lockout also counts per address, and
 * every request from this process comes from the one socket address 127.0.0.1.
 */
export function startAuthServer(): Promise<TestServer> {
  return startTestServer({ env: { LANDFALL_CLIENT_IP_HEADER: 'x-real-ip' } });
}

let lastAddress = 0;
export const nextAddress = () => {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
};

/** supabase-js as the studio uses it, arriving through the proxy from one visitor address. */
export function studioClient(url: string, address: string = nextAddress()) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-real-ip': address } },
  });
}

let lastUser = 0;
export const PASSWORD = 'correct horse battery staple';

/** A marketer made the way `npm run studio:add-user` makes one. */
export async function newMarketer(server: TestServer, password: string = PASSWORD) {
  lastUser += 1;
  return createMarketer(server.backend.db, `marketer${lastUser}.${Date.now()}@Example.com`, password);
}

export async function rowsOf(server: TestServer, sql: string, params: unknown[] = []) {
  return (await server.backend.db.query<Record<string, unknown>>(sql, params)).rows;
}

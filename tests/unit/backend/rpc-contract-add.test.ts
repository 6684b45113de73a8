import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createBackendApp } from '../../../supabase/embedded/app.ts';
import { callRpc } from '../../../supabase/embedded/database.ts';
import { fetchWire, rpcCaller } from '../../../src/contract/rpc-transport';
import { KB, type RpcEntry, rpcs } from '../../../src/contract/rpcs';
import { anonKey } from './http-harness';
import { executableBy, grantedByContract } from './rpc-grants';
import { freshDatabase, type SqlDatabase } from './sql-harness';

/**
 * Adding an RPC as docs/developers/rpcs.md says, once: the doc's SQL (the function and its grant)
 * on a fresh database, and the doc's entry added to the contract. The embedded server then serves
 * it with its limit, the typed call reads its answer and refusal, and the permission check covers
 * it. Nothing else is edited, which is the point.
 */
const doc = readFileSync(join(import.meta.dirname, '../../../docs/developers/rpcs.md'), 'utf8');
const blockOf = (language: string) => doc.match(new RegExp(`\`\`\`${language}\n([\\s\\S]*?)\`\`\``))?.[1] ?? '';
const sql = blockOf('sql');
const entryText = blockOf('ts');

/** The doc's entry (its ts block, checked against this below), added to the shipped contract. */
const contract = {
  ...rpcs,
  early_access_count: {
    caller: 'visitor',
    limit: 1 * KB,
    input: z.object({ route: z.string() }),
    does: 'Counts the early-access sign-ups of a route.',
  },
} satisfies Record<string, RpcEntry>;

/** The embedded server's HTTP surface over the test's database, serving `served` (the shipped contract when absent). */
async function serve(served?: Readonly<Record<string, RpcEntry>>): Promise<{ url: string; close(): Promise<void> }> {
  const app = createBackendApp({
    ...(served ? { rpcs: served } : {}),
    callAnon: (fn, body, headers) => callRpc(db, fn, body, { role: 'anon', headers }),
    functionDeps: () => {
      throw new Error('no function is called here');
    },
  });
  const server: Server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let db: SqlDatabase;
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  db = await freshDatabase();
  server = await serve(contract);
});
afterAll(() => server?.close());

describe('adding an RPC as docs/developers/rpcs.md says', () => {
  it("shows the entry this test adds, and the function's grant", () => {
    for (const line of ['early_access_count: {', "caller: 'visitor',", 'limit: 1 * KB,', 'input: z.object({ route: z.string() }),']) {
      expect(entryText).toContain(line);
    }
    expect(sql).toContain('grant execute on function public.early_access_count(jsonb) to anon, authenticated;');
  });

  it('is caught by the permission check until its SQL and grant are in the database', async () => {
    expect(await executableBy(db, 'anon')).not.toEqual(grantedByContract(contract, 'anon'));
    await db.exec(sql);
    for (const role of ['anon', 'authenticated']) expect(await executableBy(db, role)).toEqual(grantedByContract(contract, role));
  });

  it('is served by the embedded server, with its body limit, and answers the typed call', async () => {
    const call = rpcCaller<typeof contract>(() => fetchWire(server.url, anonKey));
    expect(await call('early_access_count', { route: '/' })).toEqual({ ok: true, data: { signups: 0 } });
    const refused = await call('early_access_count', { route: 'home' });
    expect(refused.ok ? undefined : { kind: refused.error.kind, fields: refused.error.fields }).toEqual({
      kind: 'validation',
      fields: { route: 'Invalid route' },
    });
    const tooLarge = await call('early_access_count', { route: `/${'x'.repeat(KB)}` });
    expect(tooLarge.ok ? undefined : { status: tooLarge.error.status, code: tooLarge.error.code }).toEqual({ status: 413, code: 'LF413' });
  });

  it('is not served by a server whose contract does not hold it, even with the function in the database', async () => {
    const shipped = await serve();
    try {
      const answer = await rpcCaller<typeof contract>(() => fetchWire(shipped.url, anonKey))('early_access_count', { route: '/' });
      expect(answer.ok ? undefined : { status: answer.error.status, code: answer.error.code }).toEqual({ status: 404, code: 'PGRST202' });
    } finally {
      await shipped.close();
    }
  });
});

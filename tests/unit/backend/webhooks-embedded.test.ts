import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBackend, startEmbeddedBackend } from '../../../supabase/embedded/embedded';
import { runWebhooksAdd } from '../../../scripts/webhooks/cli';
import { browserClient } from './http-harness';
import { Receiver } from './webhooks-receiver';

/**
 * Locally, as a developer runs it: `npm run webhooks:add <url>` stores the endpoint and prints
 * its secret once; the embedded server then delivers each new lead by itself, without anyone
 * draining by hand.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(join(tmpdir(), 'landfall-webhooks-'));
const env = { LANDFALL_DATA_DIR: join(temp, 'db'), LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1' };
const hook = new Receiver();

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runWebhooksAdd(args, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  await hook.start();
});
afterAll(async () => {
  await hook.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('npm run webhooks:add', () => {
  it('refuses an address that is not http(s), with the reason', async () => {
    expect(await cli(['crm.example/hook'])).toEqual({ status: 2, out: '', err: 'Not added: Enter an address starting with http:// or https://' });
    expect((await cli([])).err).toMatch(/^Usage: npm run webhooks:add <url>/);
  });

  it('adds the endpoint and prints its secret once', async () => {
    const { status, out } = await cli([hook.url]);
    expect(status).toBe(0);
    const secret = /Signing secret \(shown once[^:]*\): (whsec_[0-9a-f]{64})$/m.exec(out)?.[1];
    expect(secret).toBeDefined();
    expect(out.split(secret ?? '-').length - 1).toBe(1);
    hook.secret = secret ?? '';
  });
});

describe('the embedded server', () => {
  let backend: EmbeddedBackend;
  let url: string;
  const server = createServer((req, res) => backend.handle(req, res));
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    backend = await startEmbeddedBackend({ dataDir: env.LANDFALL_DATA_DIR, env });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  });

  it('delivers a lead submitted through the API by itself, signed with the printed secret', async () => {
    const { data, error } = await browserClient(url).rpc('submit_early_access', { email: 'Embedded@Example.com', route: '/ranking', locale: 'en' });
    expect(error).toBeNull();
    await expect.poll(() => hook.received.length, { timeout: 8_000, interval: 100 }).toBe(1);
    expect(hook.received[0]?.verified).toBe(true);
    expect(hook.bodies()[0]?.lead).toMatchObject({ type: 'early_access_signup', id: data?.id, email: 'embedded@example.com', route: '/ranking' });
  });

  it('keeps npm run webhooks:add (another process) out while it holds the database', async () => {
    const child = spawnSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/webhooks/add.ts', 'https://crm.example/hook'], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain(`is in use by process ${process.pid}`);
    expect(child.stdout).toBe('');
  });
});

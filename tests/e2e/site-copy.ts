import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './support';

/**
 * A copy of the site, built and served beside the real build for tests that need another
 * configuration (declared tags, a running experiment). Built once per run, next to the run's
 * database (playwright.config.ts makes that folder once for all workers).
 */
export function builtCopy(name: string, options: { prepare?: (variantsDir: string) => void; experimentsDir?: string } = {}): string {
  const base = process.env.LANDFALL_E2E_DATA_DIR ? dirname(process.env.LANDFALL_E2E_DATA_DIR) : mkdtempSync(join(tmpdir(), `landfall-${name}-`));
  const dist = join(base, `${name}-dist`);
  if (existsSync(join(dist, 'sitemap.xml'))) return dist;
  const variants = join(base, `${name}-variants`);
  cpSync(join(root, 'variants'), variants, { recursive: true });
  options.prepare?.(variants);
  const args = ['scripts/build.ts', '--variants', variants, '--out', dist, ...(options.experimentsDir ? ['--experiments', options.experimentsDir] : [])];
  const build = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), ...args], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the ${name} site failed:\n${build.stdout}\n${build.stderr}`);
  return dist;
}

export interface ServedCopy {
  origin: string;
  /** The embedded database folder it counts and stores leads in. */
  dataDir: string;
  /** Stops the server and waits until it has let go of its database. */
  stop(): Promise<void>;
}

/**
 * vite preview of a built copy with its own embedded backend, as playwright.config.ts serves the
 * real build. `beforeStart` gets the data folder while no server holds it yet (the studio's
 * add-user command needs it to itself).
 */
export async function serveCopy(
  dist: string,
  port: number,
  options: { beforeStart?: (dataDir: string) => void; dataDir?: string; env?: Record<string, string> } = {},
): Promise<ServedCopy> {
  const origin = `http://localhost:${port}`;
  // Never test whatever already answers there: the example site's preview once held this port and
  // the consent tests read its pages instead of the copy's.
  const taken = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: the copy of the site needs it (set LANDFALL_PORT to move every port)`);
  // A data folder of its own, or the one a stopped server left (to serve the same database again).
  const dataDir = options.dataDir ?? join(mkdtempSync(join(tmpdir(), 'landfall-copy-db-')), 'db');
  options.beforeStart?.(dataDir);
  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', dist, '--port', String(port), '--strictPort'],
    {
      cwd: root,
      env: { ...process.env, LANDFALL_DATA_DIR: dataDir, LANDFALL_CLIENT_IP_HEADER: 'cf-connecting-ip', ...options.env },
      stdio: 'ignore',
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 240; tries++) {
    const up = await fetch(`${origin}/sitemap.xml`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, dataDir, stop };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the copy of the site did not come up on ${origin}`);
}

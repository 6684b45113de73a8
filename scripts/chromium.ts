import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How this project starts Chromium headless: Debian's /usr/bin/chromium here (npm cannot
 * download Playwright's browser on these machines), or CHROMIUM_PATH / CHROME_PATH elsewhere.
 * Without the networking flags it keeps trying to reach the internet and floods refusals.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const chromePath = chromiumPath ?? '/usr/bin/chromium';

/** Browsers still running, stopped if the benchmark is interrupted. */
const liveBrowsers = new Set<number>();
const stopLiveBrowsers = () => {
  for (const pid of liveBrowsers) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopLiveBrowsers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Starts a fresh browser with its own profile and waits for its DevTools port. */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'landfall-lh-'));
  const child: ChildProcess = spawn(chromePath, [...chromiumFlags, ...extraFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: 'ignore',
    // Its own process group, so stopping it also stops its renderer and utility processes.
    detached: true,
  });
  if (child.pid) liveBrowsers.add(child.pid);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      if (child.pid) liveBrowsers.delete(child.pid);
      done();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    // The browser's helper processes may still be closing files in the profile for a moment.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  };
  const portFile = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 200; i++) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, stop };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error(`${chromePath} did not open a DevTools port`);
}

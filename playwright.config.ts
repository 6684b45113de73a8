import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';
import { addStudioUsers } from './tests/e2e/studio-users.ts';

/**
 * Browser tests run against the BUILT site (npm test builds first). vite preview serves
 * /mansion from mansion.html, like the static hosts we target.
 *
 * LANDFALL_DIST and LANDFALL_PORT let a developer test another build folder on another port
 * while someone else's preview holds 4173.
 */
const distDir = process.env.LANDFALL_DIST ?? 'dist';
const port = Number(process.env.LANDFALL_PORT ?? 4173);
// The example site (examples/pingwell), on the next port, once it is built (scripts/test-all.sh
// builds it before the browser tests; without its build folder its project is left out).
const exampleDist = 'dist-pingwell';
// The ports after the real build's: +1 the tagged copy (consent-tags.spec.ts), +2 the experiment's
// copy (experiment.spec.ts), +3 the example. On +1 it took the tagged copy's port, and the consent
// tests read Pingwell's pages.
const examplePort = Number(process.env.LANDFALL_EXAMPLE_PORT ?? port + 3);
// On CI it is always tested: a missing build then fails the run instead of leaving its tests out.
const withExample = existsSync(exampleDist) || !!process.env.CI;
// A fresh embedded database per run (no earlier rows or rate-limit hits). Kept in the
// environment because workers load this file again and must not make their own.
process.env.LANDFALL_E2E_DATA_DIR ??= join(mkdtempSync(join(tmpdir(), 'landfall-e2e-')), 'db');
const e2eDataDir = process.env.LANDFALL_E2E_DATA_DIR;
// The studio's marketers, by the real command, while no server holds the folder yet (the
// webServer below starts only after this file is read; globalSetup would run after it).
addStudioUsers(e2eDataDir);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.LANDFALL_TEST_RESULTS ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Hang guards, not deadlines (see vite.config.ts): expect() retries until its condition holds,
  // and a busy machine only makes it retry longer.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Nobody opens a trace on CI; locally it shows what a failing test saw.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    ...(withExample
      ? [{ name: 'pingwell', testDir: 'examples/pingwell/e2e', use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${examplePort}` } }]
      : []),
  ],
  webServer: [
    {
      command: `npx vite preview --outDir ${distDir} --port ${port} --strictPort`,
      url: `http://localhost:${port}/sitemap.xml`,
      // Never test whatever happens to answer on the port (another folder's preview, an old build):
      // a busy port fails loudly instead. LANDFALL_PORT picks another one.
      reuseExistingServer: false,
      // Each test is its own visitor: the `visitor` fixture (tests/e2e/support.ts) sends
      // cf-connecting-ip, and this names that header as the client's address, as a deployment
      // behind Cloudflare would. Without it the server is the edge and every test is 127.0.0.1.
      env: {
        LANDFALL_DATA_DIR: e2eDataDir,
        LANDFALL_CLIENT_IP_HEADER: 'cf-connecting-ip',
        // studio-screens.spec.ts adds webhooks pointing at its own receiver on 127.0.0.1, which the
        // server refuses (as a private address) unless told this is a local test run.
        LANDFALL_WEBHOOKS_ALLOW_LOCAL: '1',
      },
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withExample
      ? [
          {
            command: `npx vite preview --outDir ${exampleDist} --port ${examplePort} --strictPort`,
            url: `http://localhost:${examplePort}/sitemap.xml`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});

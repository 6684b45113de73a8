import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { repoRoot } from './built-site.ts';

/**
 * `npm start` runs the same router over the files on disk: the repository's own experiment
 * (experiments/home-headline.yaml: the home page against variants/home-sumba.yaml on /). Only
 * forced arms are asserted, which hold whatever its dates say on the day the test runs.
 */

let server: ViteDevServer;
let base = '';

beforeAll(async () => {
  delete process.env.LANDFALL_VARIANTS_DIR;
  server = await createServer({ root: repoRoot, logLevel: 'silent', server: { port: 5391, strictPort: false } });
  await server.listen();
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const response = await fetch(base + path, {
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
  });
  return { response, html: await response.text() };
};

const slot = (text: string) => `<span data-param="utm_term" data-max="60">${text}</span>`;

describe('npm start: the experiment router over the files on disk', () => {
  it('serves each arm at / itself when forced, marked with its experiment and arm, and sets no cookie', async () => {
    const sumba = await get('/?variant=sumba');
    expect(sumba.response.status).toBe(200);
    expect(sumba.html).toMatch(/<body[^>]* data-experiment="home-headline" data-arm="sumba"/);
    expect(sumba.html).toContain(slot('Own land in Sumba'));
    expect(sumba.response.headers.get('set-cookie')).toBeNull();
    expect(sumba.response.headers.get('cache-control')).toBe('private, no-store');
    // Still a dev page: Vite's client is in it.
    expect(sumba.html).toContain('/@vite/client');

    const control = await get('/?variant=control');
    expect(control.html).toMatch(/<body[^>]* data-experiment="home-headline" data-arm="control"/);
    expect(control.html).not.toContain('data-param=');
  });

  it('fills the search term into the arm, escaped', async () => {
    const { html } = await get(`/?variant=sumba&utm_term=${encodeURIComponent('<b>Beach plots</b>')}`);
    expect(html).toContain(slot('&lt;b&gt;Beach plots&lt;/b&gt;'));
    expect(html).not.toContain('<b>Beach plots</b>');
  });
});

describe('npm start: the experiments manifest', () => {
  it("answers /_experiments.json as the build writes it, so the marketers' area lists the experiments in dev too", async () => {
    const response = await fetch(`${base}/_experiments.json`);
    expect(response.status).toBe(200);
    const manifest = await response.json();
    expect(manifest.experiments.map((experiment: { id: string }) => experiment.id)).toContain('home-headline');
    expect(manifest.experiments.find((experiment: { id: string }) => experiment.id === 'home-headline')).toMatchObject({
      route: '/',
      goal: 'founder-application',
      minimumDetectableEffect: 0.2,
      baselineRate: 0.03,
    });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { buildSite } from '../../scripts/build-site';
import { contentSecurityPolicy, hstsHeader, parseHeadersFile, scriptHash } from '../../scripts/security-headers';
import { repoRoot, tempDir } from './engine/variants-dir';

/**
 * Points 13 and 14 of issue 7, against a real build and a real `vite preview` of it: the host
 * files the build writes carry the policy preview serves, and every client gets the not-found
 * page for an unknown path.
 */
const supabaseUrl = 'https://abcdefgh.supabase.co';
const outDir = tempDir('dist-headers');
let server: PreviewServer;
let base: string;

beforeAll(async () => {
  // A build against a hosted project: its origin must be reachable from the pages.
  process.env.VITE_SUPABASE_URL = supabaseUrl;
  process.env.LANDFALL_DATA_DIR = 'memory';
  try {
    const result = await buildSite({ root: repoRoot, outDir, quiet: true });
    expect(result.messages).toEqual([]);
  } finally {
    delete process.env.VITE_SUPABASE_URL;
  }
  server = await preview({ root: repoRoot, logLevel: 'silent', build: { outDir }, preview: { port: 4391, strictPort: false } });
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
  delete process.env.LANDFALL_DATA_DIR;
});

const hostHeaders = () => parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
const vercelHeaders = () => {
  const config = JSON.parse(readFileSync(join(outDir, 'vercel.json'), 'utf8')) as {
    cleanUrls: boolean;
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  expect(config.cleanUrls).toBe(true);
  // The second block is the marketers' area's own (studioSecurityHeaders).
  expect(config.headers.map((h) => h.source)).toEqual(['/(.*)', '/studio(/.*)?']);
  return Object.fromEntries(config.headers[0]!.headers.map(({ key, value }) => [key, value]));
};
const served = (response: Response) => Object.fromEntries(Object.keys(hostHeaders()).map((name) => [name, response.headers.get(name)]));

describe('security headers for static hosts (was: none anywhere)', () => {
  it('_headers and vercel.json carry the same headers, HSTS included, and preview serves them without HSTS', async () => {
    const host = hostHeaders();
    expect(vercelHeaders()).toEqual(host);
    expect(host[hstsHeader]).toMatch(/^max-age=\d{8,}/);
    const { [hstsHeader]: _hostsOnly, ...withoutHsts } = host;
    for (const path of ['/', '/mansion', '/sitemap.xml', '/favicon.ico', '/does-not-exist']) {
      const response = await fetch(base + path);
      expect({ path, ...served(response) }).toEqual({ path, ...withoutHsts, [hstsHeader]: null });
    }
  });

  it('the policy allows each inline script of every built page by its hash, and no other inline script', () => {
    const csp = hostHeaders()['Content-Security-Policy'] ?? '';
    const scriptSrc = csp
      .split('; ')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1);
    const inline = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html') && !f.startsWith('studio'))
      .flatMap((f) => [...readFileSync(join(outDir, f), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!));
    expect(inline.length).toBeGreaterThan(0);
    // The loaders and the text pages' own scripts (src/render/page-script.ts), in any order.
    const [self, ...hashes] = scriptSrc;
    expect(self).toBe("'self'");
    expect(hashes.sort()).toEqual([...new Set(inline.map(scriptHash))].sort());
  });

  it('the pages may call the Supabase project named at build time, over https and wss, and frame nothing but the scheduling page', () => {
    const csp = hostHeaders()['Content-Security-Policy'];
    expect(csp).toContain(`connect-src 'self' ${supabaseUrl} wss://abcdefgh.supabase.co;`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/[^ ;']+;/);
    expect(hostHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it("a scheduling section's booking page may be framed and its widget script run, by origin and exact URL only (was: blocked by the policy)", () => {
    const csp = contentSecurityPolicy({
      inlineScripts: ['x'],
      frameUrls: ['https://book.example/team/30min'],
      scriptUrls: ['https://book.example/widget.js', 'https://book.example/widget.js'],
    });
    expect(csp).toContain('frame-src https://book.example;');
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/book\.example\/widget\.js;/);
  });

  it('a build for the embedded backend connects to its own origin only', () => {
    const csp = contentSecurityPolicy({ inlineScripts: ['x'], frameUrls: [] });
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none';");
  });
});

describe('npm run preview: an unknown path (was: an empty 404 unless the client accepts text/html)', () => {
  const notFoundPage = () => readFileSync(join(outDir, '404.html'), 'utf8');

  for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
    it(`answers 404.html with status 404 to Accept: ${accept ?? '(none)'}`, async () => {
      const response = await fetch(`${base}/no/such/page`, { headers: accept ? { accept } : {} });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(notFoundPage());
    });
  }

  it('serves a page at its clean URL to every client, as hosts do', async () => {
    const response = await fetch(`${base}/mansion`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(readFileSync(join(outDir, 'mansion.html'), 'utf8'));
  });

  it('leaves /rest/v1/ and /functions/v1/ to the backend: JSON, never the not-found page', async () => {
    for (const path of ['/rest/v1/rpc/no_such_function', '/functions/v1/no-such-function']) {
      const response = await fetch(base + path, { method: 'POST', headers: { apikey: 'x', 'content-type': 'application/json' }, body: '{}' });
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toBeTypeOf('object');
    }
  });

  it('does not answer a path outside the build folder', async () => {
    const response = await fetch(`${base}/%2e%2e/package.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(notFoundPage());
  });
});

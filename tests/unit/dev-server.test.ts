import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { makeVariantsDir, repoRoot } from './engine/variants-dir';

const header = '# yaml-language-server: $schema=../schemas/variant.schema.json';
let server: ViteDevServer;
let base: string;
const variantsDir = makeVariantsDir();

beforeAll(async () => {
  process.env.LANDFALL_VARIANTS_DIR = variantsDir;
  server = await createServer({ root: repoRoot, logLevel: 'silent', server: { port: 5391, strictPort: false } });
  await server.listen();
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
});

afterAll(async () => {
  delete process.env.LANDFALL_VARIANTS_DIR;
  await server?.close();
});

const get = async (path: string) => {
  const response = await fetch(base + path, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

describe('npm start (dev server)', () => {
  it('shows a new, edited, broken and deleted variant without a restart', async () => {
    const file = join(variantsDir, 'live.yaml');
    expect((await get('/base')).status).toBe(200);

    writeFileSync(file, `${header}\nextends: base\nroute: /live\noverrides:\n  terms: { title: First draft }\n`);
    let page = await get('/live');
    expect(page.status).toBe(200);
    expect(page.html).toContain('First draft');
    expect(page.html).toContain('/@vite/client');

    writeFileSync(file, `${header}\nextends: base\nroute: /live\noverrides:\n  terms: { title: Second draft }\n`);
    expect((await get('/live')).html).toContain('Second draft');

    writeFileSync(file, `${header}\nextends: base\nroute: /live\nlocale: fr\n`);
    page = await get('/live');
    expect(page.status).toBe(500);
    expect(page.html).toContain('variants/live.yaml:4:9 locale: Expected "en" or "es", got "fr"');
    expect(page.html).toContain('ErrorOverlay');

    rmSync(file);
    expect((await get('/base')).status).toBe(200);
    expect((await get('/live')).status).not.toBe(200);
  });
});

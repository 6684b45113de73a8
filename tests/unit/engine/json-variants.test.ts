import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/site/engine';
import { formatError } from '../../../src/engine/errors';
import { fixtures, makeVariantsDir, repoRoot } from './variants-dir';
import { VARIANTS_CHANGED } from '../../../src/site/dev-reload';

const schema = '"$schema": "../schemas/variant.schema.json"';

/** A variants folder with the valid fixtures plus these files, loaded as the build loads it. */
function load(files: Record<string, string>, only?: string[]) {
  const dir = makeVariantsDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const site = loadSite({ root: repoRoot, variantsDir: dir, only });
  return { ...site, lines: site.errors.map(formatError), dir };
}

/** base.yaml's data as JSON, with the key JSON uses instead of the schema comment. */
function baseAsJson(changes: Record<string, unknown>): string {
  const base: unknown = parse(readFileSync(join(fixtures, 'valid/base.yaml'), 'utf8'));
  if (base === null || typeof base !== 'object') throw new Error('base.yaml is not a map');
  return JSON.stringify({ $schema: '../schemas/variant.schema.json', ...base, ...changes }, null, 2);
}

describe('JSON variants', () => {
  it('build the same page data as their YAML twin', () => {
    const { pages, lines } = load({ 'twin.json': baseAsJson({ route: '/twin' }) });
    expect(lines).toEqual([]);
    const yamlPage = pages.find((p) => p.name === 'base');
    const jsonPage = pages.find((p) => p.name === 'twin');
    expect(jsonPage?.file).toBe('variants/twin.json');
    expect(jsonPage?.data).toEqual({ ...yamlPage?.data, route: '/twin' });
  });

  it('point a wrong type at its line and column in the .json file', () => {
    const text = `{\n  ${schema},\n  "extends": "base",\n  "route": "/typo",\n  "title": 5\n}\n`;
    const { lines } = load({ 'typo.json': text }, ['variants/typo.json']);
    expect(lines).toEqual(['variants/typo.json:5:12 title: Expected a string, got 5']);
  });

  it('report a trailing comma as one error at the comma', () => {
    const text = `{\n  ${schema},\n  "extends": "base",\n  "route": "/comma",\n}\n`;
    const { lines } = load({ 'comma.json': text }, ['variants/comma.json']);
    expect(lines).toEqual(['variants/comma.json:4:20: Trailing comma before "}": JSON allows none']);
  });

  it('report a missing quote as one error where the string should start', () => {
    const text = `{\n  ${schema},\n  "extends": "base",\n  "route": /quote"\n}\n`;
    const { lines } = load({ 'quote.json': text }, ['variants/quote.json']);
    expect(lines).toEqual(['variants/quote.json:4:12: Expected a value, found "/"']);
  });

  it('say what to write when "$schema" is missing or wrong, and keep it away from the strict schema', () => {
    const missing = `{\n  "extends": "base",\n  "route": "/missing"\n}\n`;
    const wrong = `{\n  "$schema": "variant.schema.json",\n  "extends": "base",\n  "route": "/wrong"\n}\n`;
    const { lines } = load({ 'missing.json': missing, 'wrong.json': wrong }, ['variants/missing.json', 'variants/wrong.json']);
    expect(lines).toEqual([
      'variants/missing.json:1:1: The data must start with: "$schema": "../schemas/variant.schema.json",',
      'variants/wrong.json:2:14: The data must start with: "$schema": "../schemas/variant.schema.json",',
    ]);
  });

  it('refuse two files for the same variant, naming both', () => {
    const { lines } = load({ 'base.json': baseAsJson({ route: '/other' }) });
    expect(lines).toEqual(['variants/base.yaml:1:1: variants/base.json and variants/base.yaml both define "base": keep one of them']);
  });

  it('extend YAML variants, and YAML variants extend them', () => {
    const { pages, lines } = load({
      'json-child.json': `{\n  ${schema},\n  "extends": "base",\n  "route": "/json-child",\n  "overrides": { "terms": { "title": "From JSON" } }\n}\n`,
      'yaml-grandchild.yaml': '# yaml-language-server: $schema=../schemas/variant.schema.json\nextends: json-child\nroute: /yaml-grandchild\n',
    });
    expect(lines).toEqual([]);
    const titleOf = (name: string) => {
      const block = pages.find((p) => p.name === name)?.data.blocks[0];
      return block && 'title' in block ? block.title : undefined;
    };
    expect(titleOf('json-child')).toBe('From JSON');
    expect(titleOf('yaml-grandchild')).toBe('From JSON');
  });

  it('are checked by npm run validate, which prints file:line:col', () => {
    const { dir } = load({ 'typo.json': `{\n  ${schema},\n  "extends": "base",\n  "route": 7\n}\n` });
    const tsxCli = join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const run = spawnSync(process.execPath, [tsxCli, 'scripts/validate.ts', '--dir', dir, 'variants/typo.json'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')[0]).toBe('variants/typo.json:4:12 route: Expected a string, got 7');
  });
});

describe('npm start with JSON variants', () => {
  it('tells the browser to reload when a .json variant is written', async () => {
    const dir = makeVariantsDir();
    process.env.LANDFALL_VARIANTS_DIR = dir;
    const server = await createServer({ root: repoRoot, logLevel: 'silent', server: { port: 5393, strictPort: false } });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/?token=${server.config.webSocketToken}`, 'vite-hmr');
      await new Promise((open) => socket.addEventListener('open', open, { once: true }));
      expect((await fetch(`${base}/base`)).status).toBe(200);
      // Without the watcher reacting to .json, no reload ever comes and the test times out.
      const reload = new Promise<void>((heard) => socket.addEventListener('message', (event) => String(event.data).includes(VARIANTS_CHANGED) && heard()));
      writeFileSync(join(dir, 'live.json'), `{\n  ${schema},\n  "extends": "base",\n  "route": "/live"\n}\n`);
      await reload;
      expect(await (await fetch(`${base}/live`, { headers: { accept: 'text/html' } })).text()).toContain('Base page');
      socket.close();
    } finally {
      delete process.env.LANDFALL_VARIANTS_DIR;
      await server.close();
    }
  });
});

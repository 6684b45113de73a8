import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePages } from '../../scripts/check-budget';
import { pageLoader } from '../../src/render/document';

/**
 * The budget CI enforces per route, on a built folder made by hand: the inline loader imports
 * the entry after load, and everything the entry imports statically is fetched before any
 * interaction. Chunks are named as the real build names them.
 */
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(chunks: Record<string, { code: string; imports?: string[] }>, body = '<div data-behaviour="ui/countdown" data-props="{}"></div>') {
  dir = mkdtempSync(join(tmpdir(), 'landfall-budget-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  const manifest: Record<string, object> = {};
  for (const [name, { code, imports }] of Object.entries(chunks)) {
    writeFileSync(join(dir, 'assets', `${name}.js`), code);
    manifest[name === 'main' ? 'src/interactive/client/main.ts' : `_${name}.js`] = {
      file: `assets/${name}.js`,
      isEntry: name === 'main',
      imports: imports?.map((i) => `_${i}.js`),
    };
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><body>${body}<script>${pageLoader('/assets/main.js')}</script></body>`);
  return measurePages(dir).pages[0]!;
}

/** Text that gzip cannot shrink much: a page's worth of random digits. */
const incompressible = (bytes: number) => Array.from({ length: bytes }, () => Math.floor(Math.random() * 36).toString(36)).join('');

describe('check:budget', () => {
  it('passes a page whose entry is small, React-free and one request', () => {
    const page = site({ main: { code: 'export const tick = 1;' } });
    expect(page.problems).toEqual([]);
    expect(page.scripts).toHaveLength(1);
    expect(page.react).toBe(false);
  });

  it('fails a page whose entry pulls React in before any interaction (was: 68 kB of React on every page)', () => {
    const page = site({ main: { code: 'import "./react.js";', imports: ['react'] }, react: { code: 'var h=globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;' } });
    expect(page.react).toBe(true);
    expect(page.problems.join('\n')).toMatch(/loads React before any interaction/);
  });

  it('fails a page over 15 kB gzip before interaction', () => {
    const page = site({ main: { code: `export const big = "${incompressible(30_000)}";` } });
    expect(page.problems.join('\n')).toMatch(/kB gzip of JavaScript before interaction is over the 15 kB budget/);
  });

  it('fails a page that makes more than 4 script requests before interaction', () => {
    const page = site({
      main: { code: '', imports: ['a', 'b', 'c', 'd'] },
      a: { code: '' },
      b: { code: '' },
      c: { code: '' },
      d: { code: '' },
    });
    expect(page.scripts).toHaveLength(5);
    expect(page.problems.join('\n')).toMatch(/5 script requests before interaction, over the budget of 4/);
  });

  it('does not count an island: its code loads on intent', () => {
    const page = site({ main: { code: '' } }, '<div data-island="site/blocks/membership-form/membership-form" data-props="{}"></div>');
    expect(page.scripts.map((s) => s.file)).toEqual(['assets/main.js']);
    expect(page.problems.join('\n')).toMatch(/island "site\/blocks\/membership-form\/membership-form" has no chunk/);
  });
});

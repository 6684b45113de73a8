import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePages, measureStudio, STUDIO_BUDGET_KB } from '../../scripts/check-budget';
import { pageLoader } from '../../src/render/document';
import { studioDocument } from '../../src/studio/document';

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

/**
 * The studio's budget, on a studio folder made by hand as scripts/build-studio.ts writes it: the
 * page's script, the chunks it preloads and their static imports are counted; route chunks are not.
 */
function studio(chunks: Record<string, { code: string; imports?: string[]; dynamicImports?: string[] }>, preloads: string[] = []) {
  dir = mkdtempSync(join(tmpdir(), 'landfall-studio-budget-'));
  const studioDir = join(dir, 'studio');
  mkdirSync(join(studioDir, '.vite'), { recursive: true });
  mkdirSync(join(studioDir, 'assets'));
  const manifest: Record<string, object> = {};
  for (const [name, { code, imports, dynamicImports }] of Object.entries(chunks)) {
    writeFileSync(join(studioDir, 'assets', `${name}.js`), code);
    manifest[name === 'studio' ? 'src/studio/main.tsx' : `_${name}.js`] = {
      file: `assets/${name}.js`,
      isEntry: name === 'studio',
      imports: imports?.map((i) => `_${i}.js`),
      dynamicImports: dynamicImports?.map((i) => `_${i}.js`),
    };
  }
  writeFileSync(join(studioDir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(studioDir, 'index.html'),
    studioDocument({ script: '/studio/assets/studio.js', stylesheets: [], preloads: preloads.map((p) => `/studio/assets/${p}.js`) }),
  );
  return measureStudio(dir)!;
}

describe('check:budget, the studio', () => {
  it('counts the entry and its static imports, and lists the route chunks without counting them', () => {
    const budget = studio(
      {
        studio: { code: 'import "./react.js";', imports: ['react'], dynamicImports: ['leads'] },
        react: { code: 'export {}' },
        leads: { code: incompressible(200_000) },
      },
      ['react'],
    );
    expect(budget.scripts.map((s) => s.file).sort()).toEqual(['assets/react.js', 'assets/studio.js']);
    expect(budget.lazy.map((s) => s.file)).toEqual(['assets/leads.js']);
    expect(budget.problems).toEqual([]);
  });

  it(`fails when the JavaScript before the first screen is over ${STUDIO_BUDGET_KB} kB gzip (was: 188 kB in one chunk)`, () => {
    const budget = studio({ studio: { code: '', imports: ['supabase'] }, supabase: { code: `export const big = "${incompressible(200_000)}";` } });
    expect(budget.gzipBytes).toBeGreaterThan(STUDIO_BUDGET_KB * 1000);
    expect(budget.problems.join('\n')).toMatch(
      /^studio: \d+\.\d kB gzip of JavaScript before the first screen \(.*assets\/supabase\.js.*\) is over the 100 kB budget/,
    );
  });

  it('is not measured when the build has no studio', () => {
    dir = mkdtempSync(join(tmpdir(), 'landfall-studio-budget-'));
    expect(measureStudio(dir)).toBeUndefined();
  });
});

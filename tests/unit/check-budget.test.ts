import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePages, measureStudio, STUDIO_BUDGET_KB } from '../../scripts/check-budget';
import { pageLoader } from '../../src/render/document';
import { studioDocument } from '../../src/studio/document';

/**
 * The budget CI enforces per route and kind of page, on a built folder made by hand: the inline
 * loader imports the entry after load, and everything the entry imports statically is fetched
 * before any interaction; inline scripts count as bytes. Chunks are named as the real build names them.
 */
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A landing page: an action button opens a dialog, so it gets the loader and the client entry. */
const dialogPage = '<button data-action="{&quot;kind&quot;:&quot;info&quot;}">More</button><div data-behaviour="ui/countdown" data-props="{}"></div>';

function site(chunks: Record<string, { code: string; imports?: string[] }>, body = dialogPage, script = pageLoader('/assets/main.js')) {
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
  writeFileSync(join(dir, 'index.html'), `<!doctype html><head><script>${script}</script></head><body>${body}</body>`);
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

  it('counts the inline loader as bytes, not as a request', () => {
    const page = site({ main: { code: 'export const tick = 1;' } });
    expect(page.kind).toBe('dialog');
    expect(page.inlineGzip).toBeGreaterThan(0);
    expect(page.gzipBytes).toBe(page.inlineGzip + page.scripts[0]!.gzip);
  });

  it('fails a landing page over its 11.25 kB gzip before interaction', () => {
    const page = site({ main: { code: `export const big = "${incompressible(22_000)}";` } });
    expect(page.problems.join('\n')).toMatch(/kB gzip of JavaScript before interaction \([\d.]+ kB inline\) is over the 11.25 kB budget of a dialog page/);
  });

  it('fails a landing page that makes more than 2 script requests before interaction', () => {
    const page = site({ main: { code: '', imports: ['a', 'b'] }, a: { code: '' }, b: { code: '' } });
    expect(page.scripts).toHaveLength(3);
    expect(page.problems.join('\n')).toMatch(/3 script requests before interaction, over the budget of 2 for a dialog page/);
  });

  it('does not count an island: its code loads on intent', () => {
    const page = site({ main: { code: '' } }, '<div data-island="site/blocks/membership-form/membership-form" data-props="{}"></div>');
    expect(page.kind).toBe('form');
    expect(page.scripts.map((s) => s.file)).toEqual(['assets/main.js']);
    expect(page.problems.join('\n')).toMatch(/island "site\/blocks\/membership-form\/membership-form" has no chunk/);
  });

  describe('text pages (no action button, form or island): 2 kB and 1 request', () => {
    const textPage = '<main>Terms</main><div data-behaviour="blocks/cookie-banner/cookie-consent" data-props="{}"></div>';
    const sendOnInput = 'addEventListener("pointerdown",function(){import("/assets/client-event-abc.js")})';

    it('passes a text page whose inline script runs its behaviours and loads its sending code on input', () => {
      const page = site({ 'client-event-abc': { code: 'export function logClientEvent(){}' } }, textPage, sendOnInput);
      expect(page.kind).toBe('text');
      expect(page.scripts).toEqual([]);
      expect(page.gzipBytes).toBe(page.inlineGzip);
      expect(page.problems).toEqual([]);
    });

    it('fails a text page whose inline script is over 2 kB gzip, naming the kind and the inline share', () => {
      const page = site({}, textPage, `var x="${incompressible(4_000)}"`);
      expect(page.problems.join('\n')).toMatch(
        /^[\d.]+ kB gzip of JavaScript before interaction \([\d.]+ kB inline\) is over the 2 kB budget of a text page$/m,
      );
    });

    it('fails a text page that loads the client entry (was: 9.4 kB in 2 requests on /terms)', () => {
      const page = site({ main: { code: 'export const tick = 1;', imports: ['preload-helper'] }, 'preload-helper': { code: '' } }, textPage);
      expect(page.kind).toBe('text');
      expect(page.problems.join('\n')).toMatch(/2 script requests before interaction, over the budget of 1 for a text page/);
    });

    it('fails a text page whose inline script imports a file the build does not have', () => {
      const page = site({}, textPage, sendOnInput);
      expect(page.problems.join('\n')).toMatch(/imports \/assets\/client-event-abc\.js on input, which is not in the build/);
    });
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

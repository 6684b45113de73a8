import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The interactive part of a page (src/interactive/) is one feature with one direction of imports:
 * the client entry starts actions, actions open dialogs and start payments, dialogs use forms,
 * and everything talks to the backend through the api client; below it all, the marketing tags
 * wait for consent (the lead context reads it). A folder may import the folders after it, never
 * those before it, and nothing in src/ imports itself round in a circle.
 */
const layers = ['client', 'actions', 'payments', 'dialogs', 'forms', 'api', 'tags'];

const src = join(import.meta.dirname, '../../src');

interface Edge {
  from: string;
  to: string;
  /** `import type` and `export type` vanish from the built code: they order layers but close no runtime cycle. */
  typeOnly: boolean;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|test-d|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile());
}

const importPattern =
  /^\s*(import|export)(\s+type)?\b[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

function importsOf(file: string): Edge[] {
  const edges: Edge[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const to = resolveImport(file, match[3] ?? match[4] ?? match[5]!);
    if (to?.startsWith(src)) edges.push({ from: file, to, typeOnly: Boolean(match[2]) });
  }
  return edges;
}

const name = (path: string) => relative(src, path);

function cyclesIn(edges: Edge[], { types = false } = {}): string[] {
  const next = new Map<string, string[]>();
  for (const { from, to, typeOnly } of edges) if (types || !typeOnly) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found = new Set<string>();
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') found.add([...stack.slice(stack.indexOf(to)), to].map(name).join(' → '));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return [...found];
}

function layerOf(path: string): number | undefined {
  const [top, folder] = name(path).split('/');
  return top === 'interactive' && folder ? layers.indexOf(folder) : undefined;
}

const edges = sourceFiles(src).flatMap(importsOf);

/** The floors of docs/developers/architecture.md, read from its table: the doc and this test cannot disagree. */
function floorsFromDoc(): Map<string, number> {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/developers/architecture.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| (\d+) \| `([a-z-]+)` \|/gm)];
  return new Map(rows.map(([, floor, folder]) => [folder!, Number(floor)]));
}

const floors = floorsFromDoc();
const folderOf = (path: string) => name(path).split('/')[0]!;

/** Arrows from a folder to another on its own floor or above: each names the files. */
function againstTheFloors(list: Edge[]): string[] {
  return list
    .filter(({ from, to }) => {
      const [a, b] = [folderOf(from), folderOf(to)];
      return a !== b && (floors.get(b) ?? Number.POSITIVE_INFINITY) >= (floors.get(a) ?? Number.NEGATIVE_INFINITY);
    })
    .map(({ from, to, typeOnly }) => `${name(from)} → ${name(to)}${typeOnly ? ' (type)' : ''}`);
}

describe('imports in src/', () => {
  it('form no cycle', () => {
    expect(cyclesIn(edges)).toEqual([]);
  });

  it('form no circle through type imports either', () => {
    expect(cyclesIn(edges, { types: true })).toEqual([]);
  });

  it('keep to the floors of docs/developers/architecture.md: every folder is on a floor, and every arrow to another folder goes down', () => {
    expect(floors.size).toBeGreaterThanOrEqual(10);
    const folders = readdirSync(src).filter((entry) => statSync(join(src, entry)).isDirectory());
    expect(folders.filter((folder) => !floors.has(folder))).toEqual([]);
    expect(againstTheFloors(edges)).toEqual([]);
  });

  it('leave the engine on its floor: it imports nothing of blocks, interactive code, experiments, the renderer or a site, even as a type', () => {
    const engineImports = edges.filter(({ from }) => folderOf(from) === 'engine').map(({ to }) => folderOf(to));
    expect(engineImports.length).toBeGreaterThan(100);
    expect([...new Set(engineImports)].sort()).toEqual(['engine', 'lib']);
  });

  it('tell a wrong arrow by its files, run-time or type-only (the check can fail)', () => {
    const wrong: Edge[] = [
      { from: join(src, 'engine/page-schema.ts'), to: join(src, 'blocks/registry.generated.ts'), typeOnly: false },
      { from: join(src, 'ui/button.tsx'), to: join(src, 'interactive/api/client.ts'), typeOnly: true },
      { from: join(src, 'blocks/hero/hero.tsx'), to: join(src, 'render/page.tsx'), typeOnly: false },
      { from: join(src, 'blocks/faq/faq.tsx'), to: join(src, 'site/blocks/zones/contrast.ts'), typeOnly: true },
    ];
    expect(againstTheFloors(wrong)).toEqual([
      'engine/page-schema.ts → blocks/registry.generated.ts',
      'ui/button.tsx → interactive/api/client.ts (type)',
      'blocks/hero/hero.tsx → render/page.tsx',
      'blocks/faq/faq.tsx → site/blocks/zones/contrast.ts (type)',
    ]);
  });

  it("keep the site's own blocks on the site's floor: src/site/blocks/ may use the library, the library never uses them", () => {
    // A folder's floor is its top folder's: src/site/blocks/ is part of `site`, above `blocks`.
    expect(folderOf(join(src, 'site/blocks/plot-board/index.ts'))).toBe('site');
    expect(floors.get('site')).toBeGreaterThan(floors.get('blocks')!);
    const siteBlocks = join(src, 'site/blocks');
    const fromSiteBlocks = edges.filter(({ from }) => from.startsWith(siteBlocks));
    expect(fromSiteBlocks.filter(({ to }) => folderOf(to) === 'blocks').length).toBeGreaterThan(0);
    const intoSiteBlocks = edges.filter(({ from, to }) => to.startsWith(siteBlocks) && !from.startsWith(siteBlocks));
    expect(intoSiteBlocks.map(({ from, to }) => `${name(from)} → ${name(to)}`)).toEqual(['site/engine.ts → site/blocks/registry.generated.ts']);
  });

  it('in src/interactive/ only go down the layers: client → actions → payments → dialogs → forms → api → tags', () => {
    expect(existsSync(join(src, 'interactive'))).toBe(true);
    const folders = readdirSync(join(src, 'interactive')).filter((entry) => statSync(join(src, 'interactive', entry)).isDirectory());
    expect(folders.filter((folder) => !layers.includes(folder))).toEqual([]);
    const upward = edges.filter(({ from, to }) => {
      const [a, b] = [layerOf(from), layerOf(to)];
      return a !== undefined && b !== undefined && b < a;
    });
    expect(upward.map(({ from, to }) => `${name(from)} → ${name(to)}`)).toEqual([]);
  });
});

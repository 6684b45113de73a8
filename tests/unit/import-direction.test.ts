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

/**
 * The one arrow that still closes a circle through type imports: the engine builds its page schema
 * from the travel site's block registry. It goes when the engine takes its blocks as an argument
 * (issue 26); every other circle, run-time or type-only, is gone and may not come back.
 */
const stillToGo = [['engine/page-schema.ts', 'blocks/registry.generated.ts']];

describe('imports in src/', () => {
  it('form no cycle', () => {
    expect(cyclesIn(edges)).toEqual([]);
  });

  it('form no circle through type imports either, but for the engine → block registry arrow still to go', () => {
    const open = edges.filter(({ from, to }) => !stillToGo.some(([a, b]) => name(from) === a && name(to) === b));
    expect(open.length).toBe(edges.length - stillToGo.length);
    expect(cyclesIn(open, { types: true })).toEqual([]);
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

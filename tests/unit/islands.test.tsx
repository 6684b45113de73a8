// @vitest-environment jsdom
/**
 * Every island and behaviour a block renders must be one the browser can find: the client looks
 * `data-island="<name>"` up as src/<name>.island.tsx (src/interactive/client/hydrate-island.ts), reads its
 * props from `data-props` and hydrates the default export as its own root; it looks
 * `data-behaviour="<name>"` up as src/<name>.behaviour.ts (src/interactive/client/enhance.ts) and runs its
 * default export on the element. Renders every valid fixture of every registered block and checks
 * each one it finds, so a misspelled name cannot ship.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocks } from '../../src/site/engine';
import { renderBlock } from '../../src/blocks/testing';
import type { BlockDefinition } from '../../src/engine/define-block';

const srcDir = resolve(import.meta.dirname, '../../src');

/** The folders src/interactive/client/main.ts globs for islands: src/blocks/<type>/, src/site/blocks/<type>/ and src/ui/. */
const islandName = /^((site\/)?blocks\/[a-z0-9-]+|ui)\/[a-z0-9-]+$/;

const islandModule = z.looseObject({
  default: z.custom<ComponentType<Record<string, unknown>>>((value) => typeof value === 'function', 'a component function'),
});
const fixturesModule = z.looseObject({ valid: z.record(z.string(), z.record(z.string(), z.unknown())) });
/** The registry's entries seen as one type (each is a BlockDefinition of its own schema). */
const blockDefinition = z.custom<BlockDefinition>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'schema' in value &&
    value.schema instanceof z.ZodObject &&
    'Component' in value &&
    typeof value.Component === 'function',
);

interface Found {
  where: string;
  name: string;
  props: string;
  /** The island's inner HTML as the page prerenders it (normalized by jsdom). */
  html: string;
  nested: boolean;
}

/** Serializes markup through jsdom, so server and standalone renders compare as DOM, not as strings. */
function normalize(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  // React hoists resource hints (like image preloads) to the front of a standalone render.
  for (const link of template.content.querySelectorAll(':scope > link[rel="preload"]')) link.remove();
  return template.innerHTML;
}

const found: Found[] = [];
const behavioursFound: { where: string; name: string; props: string }[] = [];
/** Blocks whose fixtures could not be loaded or rendered: their islands cannot be checked. */
const unrendered: { type: string; error: string }[] = [];
for (const [type, entry] of Object.entries(blocks)) {
  try {
    const block = blockDefinition.parse(entry);
    // The block's folder on its shelf: src/blocks/<type>/ (the library) or src/site/blocks/<type>/ (the site's own).
    const folder = [join(srcDir, 'blocks', type), join(srcDir, 'site/blocks', type)].find((dir) => existsSync(dir)) ?? join(srcDir, 'blocks', type);
    const { valid } = fixturesModule.parse(await import(/* @vite-ignore */ join(folder, 'fixtures.ts')));
    for (const [fixture, data] of Object.entries(valid)) {
      if (!block.schema.safeParse(data).success) continue; // block-folders.test.ts reports it
      const page = document.createElement('template');
      page.innerHTML = renderBlock(block, data);
      for (const [i, element] of page.content.querySelectorAll<HTMLElement>('[data-behaviour]').entries()) {
        behavioursFound.push({
          where: `${type} valid.${fixture} (behaviour ${i + 1})`,
          name: element.dataset.behaviour ?? '',
          props: element.dataset.props ?? '',
        });
      }
      for (const [i, element] of page.content.querySelectorAll<HTMLElement>('[data-island]').entries()) {
        found.push({
          where: `${type} valid.${fixture} (island ${i + 1})`,
          name: element.dataset.island ?? '',
          props: element.dataset.props ?? '',
          html: normalize(element.innerHTML),
          nested: element.parentElement?.closest('[data-island]') != null,
        });
      }
    }
  } catch (error) {
    unrendered.push({ type, error: error instanceof Error ? error.message : String(error) });
  }
}

const islandFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return islandFiles(path);
    return entry.name.endsWith('.island.tsx') ? [relative(srcDir, path).split(sep).join('/')] : [];
  });

describe('islands', () => {
  it('every registered block renders its valid fixtures', () => {
    expect(unrendered.map(({ type, error }) => `${type}: ${error}`).join('\n')).toBe('');
  });

  it('every *.island.tsx file sits where the client looks for islands (src/blocks/<type>/, src/site/blocks/<type>/ or src/ui/)', () => {
    const misplaced = islandFiles(srcDir).filter((file) => !islandName.test(file.replace(/\.island\.tsx$/, '')));
    expect(misplaced.join(', ')).toBe('');
  });

  it('every *.island.tsx file default-exports a component', async () => {
    for (const file of islandFiles(srcDir)) {
      const result = islandModule.safeParse(await import(/* @vite-ignore */ join(srcDir, file)));
      expect(result.success, `src/${file} has no default-exported component`).toBe(true);
    }
  });

  describe.each(found)('$name in $where', ({ name, props, html, nested }) => {
    it('names an island file that default-exports a component', async () => {
      expect(name, 'an island name is the path below src/ without .island.tsx').toMatch(islandName);
      const file = join(srcDir, `${name}.island.tsx`);
      expect(existsSync(file), `src/${name}.island.tsx does not exist`).toBe(true);
      const result = islandModule.safeParse(await import(/* @vite-ignore */ file));
      expect(result.success, `src/${name}.island.tsx has no default-exported component`).toBe(true);
    });

    it('is not inside another island (each island hydrates as its own root)', () => {
      expect(nested).toBe(false);
    });

    it('renders the same markup from its serialized props alone, as the client hydrates it', async () => {
      const parsedProps: unknown = JSON.parse(props);
      expect(parsedProps).toBeTypeOf('object');
      const { default: Component } = islandModule.parse(await import(/* @vite-ignore */ join(srcDir, `${name}.island.tsx`)));
      const standalone = renderToString(createElement(Component, z.record(z.string(), z.unknown()).parse(parsedProps)));
      expect(normalize(standalone)).toBe(html);
    });
  });

  describe.each(behavioursFound)('behaviour $name in $where', ({ name, props }) => {
    it('names a behaviour file that default-exports a function, with props the script can read', async () => {
      expect(name, 'a behaviour name is the path below src/ without .behaviour.ts').toMatch(islandName);
      const file = join(srcDir, `${name}.behaviour.ts`);
      expect(existsSync(file), `src/${name}.behaviour.ts does not exist`).toBe(true);
      const module: unknown = await import(/* @vite-ignore */ file);
      expect(module && typeof module === 'object' && 'default' in module && typeof module.default === 'function').toBe(true);
      expect(JSON.parse(props)).toBeTypeOf('object');
    });
  });
});

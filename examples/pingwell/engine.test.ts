import { describe, expect, it } from 'vitest';
import { blocks as libraryBlocks } from '../../src/blocks/registry.generated';
import { formatError } from '../../src/engine/errors';
import { blocks as ownBlocks } from './blocks';
import { engine } from './engine';

describe('the Pingwell example site', () => {
  const site = engine.loadSite({ root: import.meta.dirname });

  // Its media are checked in its own public/ folder: a missing image would be a message here.
  it('loads every variant with its own engine, without a single message', () => {
    expect(site.errors.map(formatError)).toEqual([]);
  });

  it('has each of its four pages in English, German and French, and one not-found page', () => {
    const byLocale = (locale: string) => site.pages.filter((p) => p.data.locale === locale && p.data.route !== '*').length;
    expect([byLocale('en'), byLocale('de'), byLocale('fr')]).toEqual([4, 4, 4]);
    expect(site.pages.filter((p) => p.data.route === '*')).toHaveLength(1);
  });

  it('adds its own block to the library, which keeps all of its own', () => {
    expect(engine.blockTypes).toContain('release-notes');
    expect(Object.keys(libraryBlocks).every((type) => engine.blockTypes.includes(type))).toBe(true);
    expect(Object.keys(ownBlocks).filter((type) => Object.hasOwn(libraryBlocks, type))).toEqual([]);
    expect(site.pages.some((p) => p.data.blocks.some((b) => b.type === 'release-notes'))).toBe(true);
  });
});

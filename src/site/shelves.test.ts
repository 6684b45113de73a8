import { describe, expect, it } from 'vitest';
import { blocks as libraryBlocks } from '../blocks/registry.generated';
import { blocks as siteBlocks } from './blocks/registry.generated';
import { blocks } from './engine';
import { composeShelves } from './shelves';

describe("the site's blocks from two shelves", () => {
  it('are the library and the site blocks together, sorted by type', () => {
    expect(Object.keys(blocks)).toEqual([...Object.keys(libraryBlocks), ...Object.keys(siteBlocks)].sort());
    expect(blocks.hero).toBe(libraryBlocks.hero);
    expect(blocks['plot-board']).toBe(siteBlocks['plot-board']);
  });

  it('refuse a site block with the type of a library block, naming the type and both folders', () => {
    const site = { ...siteBlocks, hero: siteBlocks.roi };
    expect(() => composeShelves(libraryBlocks, site)).toThrow(
      new Error(
        'Block type "hero" is on both shelves: src/blocks/hero/ (the library) and src/site/blocks/hero/ (this site\'s own).\n' +
          "A type names one block: rename the site's folder and its type, or remove one of the two.",
      ),
    );
  });

  it('name every clash, not only the first', () => {
    expect(() => composeShelves(libraryBlocks, { faq: siteBlocks.roi, stats: siteBlocks.roi })).toThrow(
      /"faq" is on both shelves[\s\S]*"stats" is on both shelves/,
    );
  });
});

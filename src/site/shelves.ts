import type { BlockRegistry } from '../engine/vocabulary';

/**
 * The site's vocabulary of blocks from its two shelves: the library (src/blocks/, blocks any
 * landing page may use) and the site's own (src/site/blocks/). A type is on one shelf only: a
 * site block never quietly replaces a library block of the same name, it stops the site from
 * loading. The result is sorted by type, whichever shelf a block is on.
 */
export function composeShelves<const L extends BlockRegistry, const S extends BlockRegistry>(library: L, site: S, siteFolder = 'src/site/blocks'): L & S {
  const both = Object.keys(site).filter((type) => Object.hasOwn(library, type));
  if (both.length) {
    const lines = both.map(
      (type) => `Block type "${type}" is on both shelves: src/blocks/${type}/ (the library) and ${siteFolder}/${type}/ (this site's own).`,
    );
    throw new Error(`${lines.join('\n')}\nA type names one block: rename the site's folder and its type, or remove one of the two.`);
  }
  const entries = Object.entries({ ...library, ...site }).sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries(entries) as L & S;
}

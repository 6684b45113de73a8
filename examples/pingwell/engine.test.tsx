import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Page } from '../../src/render/page';
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

  // The pricing, features and changelog pages open with a section, not a hero: that section's
  // heading is the page's one h1, the later sections' stay h2 (src/ui/section-heading.tsx, OpensPage).
  it.each(['/pricing', '/de/funktionen', '/fr/nouveautes'])('%s has one h1, the heading of the block that opens it', (route) => {
    const page = site.pages.find((p) => p.data.route === route)!.data;
    const html = renderToString(<Page page={page} site={site.site!} blocks={engine.vocabulary.blocks} />);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    const first = page.blocks[0] as { heading?: string };
    expect(html).toMatch(new RegExp(`<h1[^>]*>${first.heading}</h1>`));
    const second = page.blocks[1] as { type: string; heading?: string };
    if (second.type !== 'footer') expect(html).toMatch(new RegExp(`<h2[^>]*>${second.heading}</h2>`));
  });
});

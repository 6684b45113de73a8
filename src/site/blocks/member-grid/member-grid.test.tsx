// @vitest-environment jsdom
import { getAllByRole, getByRole, queryAllByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/** The prerendered block as a document a screen reader would read. */
function rendered(input: (typeof valid)[string], locale: 'en' | 'es' = 'en') {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input, locale);
  // Descriptions resolve their ids in the document, as a browser's accessibility tree does.
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

/** What each tile of the grid says, in order, as visible text (flags are hidden from it). */
const tiles = (container: HTMLElement) => getAllByRole(getByRole(container, 'list'), 'listitem').map((li) => li.textContent);

describe('member-grid block', () => {
  it('shows each member with a zero-padded number, the name, the zone team and the country name for screen readers', () => {
    const container = rendered(valid.founders!);
    const html = container.innerHTML;
    expect(textsOf(html, 'span').filter((t) => t?.startsWith('#'))).toEqual(['#001', '#002', '#003', '#004', '#005', '#006']);
    // The flag is an image with empty alt text; the country is text, named in the page's language.
    expect(html).toMatch(/<img data-slot="region-flag" src="\/flags\/4x3\/br.svg" alt="" width="32" height="24"[^>]*><span class="sr-only">Brazil<\/span>/);
    expect(tiles(container).slice(0, 2)).toEqual(['Brazil#001Lucas M.Team 1 · Harbour', 'Nigeria#002Amara O.Team 2 · Coral']);
    expectSectionLabelledByHeading(html);
  });

  it('numbers the open spots on from the highest member number, as placeholders with nothing to press', () => {
    const container = rendered(valid.founders!);
    expect(tiles(container).slice(4)).toEqual(['#005Your name here', '#006Your name here']);
    const spots = container.querySelectorAll('[data-slot="open-spot"]');
    expect(spots).toHaveLength(2);
    for (const spot of spots) expect(queryAllByRole(spot as HTMLElement, 'button')).toEqual([]);
    const spanish = rendered(valid.spanish!, 'es');
    // Members 1 and 7: the open spot is #008, never a number a member holds.
    expect(tiles(spanish).at(-1)).toBe('#008Tu nombre aquí');
  });

  it('with memberAction, each tile is one button named after the member and described by number, country and zone', () => {
    const container = rendered(valid.founders!);
    const buttons = getAllByRole(container, 'button').filter((b) => b.dataset.action === '{"kind":"info"}');
    expect(buttons).toHaveLength(4);
    getByRole(container, 'button', { name: 'Lucas M.', description: '#001 Brazil Team 1 · Harbour' });
    getByRole(container, 'button', { name: 'Kenji T.', description: '#004 Japan Team 1 · Harbour' });
    expect(getByRole(container, 'button', { name: 'Join EcoBeach United' }).dataset.action).toBe('{"kind":"pay"}');
  });

  it('without memberAction, the tiles are static: nothing to press, the names still read', () => {
    const container = rendered(valid.staticTiles!);
    expect(queryAllByRole(container, 'button')).toEqual([]);
    expect(tiles(container)).toEqual(['MexicoNo. 0012Ana G.Team 4 · Sunset']);
  });

  it('names the countries in the page language', () => {
    const container = rendered(valid.spanish!, 'es');
    getByRole(container, 'button', { name: 'Emma W.', description: '#007 Reino Unido Equipo 2 · Coral' });
    expect(container.textContent).toContain('Brasil');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

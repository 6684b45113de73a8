// @vitest-environment jsdom
import { getAllByRole, getByRole, queryAllByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { contrastRatio, minimumContrast } from './contrast';
import { invalid, valid } from './fixtures';

function rendered(input: (typeof valid)[string]) {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input);
  // Descriptions resolve their ids in the document, as a browser's accessibility tree does.
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

/** "rgb(29, 78, 216)" → "#1d4ed8" */
const hex = (rgb: string) =>
  `#${rgb
    .match(/\d+/g)!
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('zones block', () => {
  it('counts the zones in the list: the heading and intro say 6 when six are listed', () => {
    const container = rendered(valid.sixZones!);
    expect(getByRole(container, 'heading', { level: 2 }).textContent).toBe('6 Zones, One League');
    expect(container.textContent).toContain('Club City is split into 6 zones.');
    expect(getAllByRole(container, 'heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Harbour', 'Coral', 'Lagoon', 'Sunset', 'Jungle', 'Dunes']);
    const two = rendered({ ...valid.sixZones!, zones: valid.sixZones!.zones.slice(0, 2) });
    expect(getAllByRole(two, 'heading', { level: 2 }).at(-1)!.textContent).toBe('2 Zones, One League');
    expectSectionLabelledByHeading(container.innerHTML);
  });

  it('writes every tile in a text colour that reaches 4.5:1 on its background', () => {
    const tiles = [...rendered(valid.sixZones!).querySelectorAll<HTMLElement>('[data-slot="zone"]')];
    expect(tiles).toHaveLength(6);
    const colours = tiles.map((tile) => ({ background: hex(tile.style.backgroundColor), text: hex(tile.style.color) }));
    expect(colours.map((c) => c.background)).toEqual(['#1d4ed8', '#c2410c', '#0f766e', '#f59e0b', '#15803d', '#ebe0cc']);
    // Light tiles get dark text, dark tiles white.
    expect(colours.map((c) => c.text)).toEqual(['#ffffff', '#ffffff', '#ffffff', '#0f1d1b', '#ffffff', '#0f1d1b']);
    for (const { background, text } of colours) expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('with an action, each zone is one button named after it and described by its team and line', () => {
    const container = rendered(valid.sixZones!);
    const harbour = getByRole(container, 'button', { name: 'Harbour', description: 'Team 1 Beachfront houses beside the stadium.' });
    expect(harbour.dataset.action).toBe('{"kind":"info"}');
    getByRole(container, 'button', { name: 'Dunes', description: 'Team 6' });
    expect(getByRole(container, 'button', { name: 'Join EcoBeach United' }).dataset.action).toBe('{"kind":"pay"}');
  });

  it('without an action, the tiles are static and show the team label from YAML', () => {
    const container = rendered(valid.staticTiles!);
    expect(queryAllByRole(container, 'button')).toEqual([]);
    expect(getAllByRole(container, 'listitem').map((li) => li.textContent)).toEqual([
      'Equipo 1HarbourBeachfront houses beside the stadium.',
      'Equipo 2CoralHomes above the reef and the beach pitch.',
    ]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#c2410c', '#ffffff')).toBeCloseTo(5.18, 2);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

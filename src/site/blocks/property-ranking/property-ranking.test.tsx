// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogSchema, englishPrices } from '../../../engine/catalog';
import type { AuthorError } from '../../../engine/errors';
import { fillPrices } from '../../../engine/templates';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { squareFeet } from './area';
import { invalid, valid } from './fixtures';

/** The prerendered block as a document a test can query like a visitor's browser. */
function rendered(input = valid.ranking!, locale: 'en' | 'es' = 'en') {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input, locale);
  return container;
}

/** Text a screen reader gets from an element: aria-hidden subtrees left out, whitespace collapsed. */
function accessibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node instanceof Element) parts.push(' ');
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
    if (node instanceof Element) parts.push(' ');
  };
  walk(element);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const cards = (container: Element) => [...container.querySelectorAll('li[data-rank]')];

describe('property-ranking block', () => {
  it('squareFeet: whole square feet from square metres (the m² are data, ft² are computed)', () => {
    expect([85, 120, 95, 1, 0.5].map(squareFeet)).toEqual([915, 1292, 1023, 11, 5]);
  });

  it('search bar: a named group whose every control is a button that opens the info modal and says so', () => {
    const container = rendered();
    const group = container.querySelector('[role="group"]')!;
    expect(accessibleText(container.querySelector(`#${group.getAttribute('aria-labelledby')}`)!)).toBe('Search the ranking');
    const controls = [...group.querySelectorAll('button')];
    expect(controls.map(accessibleText)).toEqual(['Continent All continents', 'Property type Any type', 'Price range Under $20,000', 'Search']);
    for (const control of controls) {
      expect(control.getAttribute('type')).toBe('button');
      expect(JSON.parse(control.dataset.action ?? '')).toEqual({ kind: 'info' });
      expect(container.querySelector(`#${control.getAttribute('aria-describedby')}`)?.textContent).toBe(
        'Search opens with early access. Each control tells you more.',
      );
    }
    // Nothing pretends to filter: no select, no text box.
    expect(container.querySelectorAll('select, input')).toHaveLength(0);
  });

  it('top cards: rank, country from its code, place, name, prices in the page format and the area in m² and ft²', () => {
    const [first, second, third] = cards(rendered()).map(accessibleText);
    expect(first).toBe(
      '#1 Glamping Our own project Indonesia Sumba Beachfront glamping A glamping home steps from the beach, in our first destination. Price $6,500 €6,150 Area 85 m² 915 ft² Secure Spot',
    );
    expect(second).toContain('Romania Transylvania Countryside cottage');
    expect(second).toContain('Price $8,900 Area 120 m² 1,292 ft² More Info');
    expect(third).toContain('Bulgaria Sofia City apartment');
    expect(third).toContain('Price $12,500 Area 95 m² 1,023 ft²');
    const container = rendered();
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Beachfront glamping', 'Countryside cottage', 'City apartment']);
    // Flags are images with empty alt text: the country's name beside them is the text.
    const flags = [...container.querySelectorAll('li[data-rank] img[data-slot="region-flag"]')];
    expect(flags.slice(0, 3).map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/flags/4x3/id.svg', ''],
      ['/flags/4x3/ro.svg', ''],
      ['/flags/4x3/bg.svg', ''],
    ]);
  });

  it('blurred cards: nothing of the hidden home reaches a screen reader; one button named by its own words opens the info modal', () => {
    const container = rendered();
    const locked = cards(container).slice(3);
    expect(locked.map(accessibleText)).toEqual(['Unlock #4 Get early access to see this home', 'Unlock #5 Get early access to see this home']);
    for (const card of locked) {
      const hidden = card.querySelector('[aria-hidden="true"]')!;
      expect(hidden.textContent).toMatch(/Morocco|Ukraine/);
      expect(hidden.querySelectorAll('a, button, input, [tabindex], h1, h2, h3')).toHaveLength(0);
      const buttons = card.querySelectorAll('button');
      expect(buttons).toHaveLength(1);
      expect(hidden.contains(buttons[0]!)).toBe(false);
      expect(JSON.parse(buttons[0]!.dataset.action ?? '')).toEqual({ kind: 'info' });
    }
  });

  it('is a section named by its heading', () => {
    const html = renderBlock(block, valid.ranking!);
    expect(html).toContain('<section id="ranking"');
    expectSectionLabelledByHeading(html);
  });

  it('writes a card that is our own offer with the catalogue price the checkout charges', () => {
    const catalog = catalogSchema.parse(parse(readFileSync(join(import.meta.dirname, '../../../../variants/_shared/products.yaml'), 'utf8')));
    const first = { ...valid.ranking!.properties[0]!, price: '{price:founder-membership}' };
    const page = { productId: 'founder-membership', blocks: [{ ...valid.ranking!, properties: [first] }] };
    const errors: AuthorError[] = [];
    const filled = fillPrices(page, catalog, englishPrices, errors);
    expect(errors).toEqual([]);
    expect(accessibleText(cards(rendered(filled.blocks[0]!))[0]!)).toContain('Price $6,500 €6,150');
  });

  it('names countries and writes numbers in the page language', () => {
    const [first, second] = cards(rendered(valid.spanish!, 'es')).map(accessibleText);
    expect(first).toContain('Indonesia Sumba Glamping frente al mar');
    expect(first).toContain('Precio $12,500 €6,150 Superficie 85 m² 915 ft²');
    expect(second).toBe('Desbloquear #2 Accede antes para verla');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('stats block', () => {
  it('shows every figure with its label, in the YAML order, as a labelled section', () => {
    const html = renderBlock(block, valid.ranking!);
    expect(html).toContain('<section id="ranking-stats"');
    expect(html).toMatch(/<h2[^>]*>Researched Across the Globe<\/h2>/);
    expect(textsOf(html, 'dt')).toEqual(['Countries', 'Properties', 'Partners', 'Accuracy']);
    expect(textsOf(html, 'dd')).toEqual(['50+', '2,500+', '150+', '98%']);
    expect(html).toContain('Figures from our own research team');
    expectSectionLabelledByHeading(html);
  });

  it('pairs each label with its figure, so a screen reader hears "Countries, 50+"', () => {
    const html = renderBlock(block, valid.ranking!);
    expect(html).toMatch(/<dt[^>]*>Countries<\/dt><dd[^>]*>50\+<\/dd>/);
  });

  it('shows the Spanish figures as written', () => {
    expect(textsOf(renderBlock(block, valid.spanish!, 'es'), 'dd')).toEqual(['50+', '2.500+', '98%']);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const badges = (html: string) => [...html.matchAll(/>(Only \d+ slots left!)</g)].map((m) => m[1]);

describe('country-status block', () => {
  it('shows every country with a labelled progress bar and its fill', () => {
    const html = renderBlock(block, valid.eightCountries!);
    expect(html).toContain('id="country-status"');
    expect(html).toMatch(/<h2[^>]*>Live Country Status<\/h2>/);
    expect(html.match(/role="progressbar"/g)).toHaveLength(8);
    expect(html).toContain('aria-valuemin="0" aria-valuemax="100" aria-valuenow="84" aria-label="USA: 84 of 100 filled"');
    expect(html).toContain('84/100 filled');
    expect(html).toContain('width:56%');
    expect(html).not.toContain('<script');
  });

  it('warns only where more than 85 places are filled (Germany 88, UK 92)', () => {
    expect(badges(renderBlock(block, valid.eightCountries!))).toEqual(['Only 12 slots left!', 'Only 8 slots left!']);
  });

  it('uses the capacity and threshold from YAML and caps an overfull country', () => {
    const html = renderBlock(block, valid.smallCapacity!);
    expect(html).toContain('7/10 filled');
    expect(html).toContain('10/10 filled');
    expect(badges(html)).toEqual(['Only 3 slots left!', 'Only 0 slots left!']);
    expect(block.schema.parse(valid.eightCountries).threshold).toBe(85);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

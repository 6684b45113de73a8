import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, sharedContent } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = sharedContent('roi');

describe('roi block', () => {
  it('shows the figure with its caption, the points, the buttons and the small print', () => {
    const html = renderBlock(block, valid.full!);
    expect(html).toContain('<section id="investment-roi"');
    expect(html).toMatch(/<h2[^>]*>Your Home Works for You While You Travel<\/h2>/);
    expect(html).toMatch(/>20-25%<\/p>/);
    expect(html).toContain('Estimated passive rental ROI per year');
    expect(html).toContain('Hands-off rental management by the on-site team');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info</);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Invest Now</);
    expect(html).toContain('Figures are estimates and are not guaranteed.');
  });

  it('leaves out what the YAML leaves out', () => {
    const html = renderBlock(block, valid.minimal!, 'es');
    expect(html).toContain('ROI pasivo estimado por alquiler al año');
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('data-slot="button"');
    expect(html).not.toMatch(/<section[^>]* id=/);
  });

  it.each(['en', 'es'])('shared content (%s) quotes the figure from the spec', (locale) => {
    expect(block.schema.parse(shared[locale]).figure).toBe('20-25%');
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.full!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

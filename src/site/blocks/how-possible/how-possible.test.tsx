import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, sharedContent, textsOf } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = sharedContent('how-possible');

describe('how-possible block', () => {
  it('is the section the testimonials links scroll to, with its cards in order', () => {
    const html = renderBlock(block, valid.general!);
    expect(html).toContain('<section id="how-we-make-this-possible"');
    expect(html).toMatch(/<h2[^>]*>How We Make This Possible<\/h2>/);
    expect(html).toContain('<ol');
    expect(textsOf(html, 'h3')).toEqual(['Land Partnerships', 'Camping Site Alliances', 'Development Projects']);
    expect(html).toContain('Existing sites join the network.');
  });

  it('renders the mansion set with its button', () => {
    const html = renderBlock(block, valid.mansion!);
    expect(textsOf(html, 'h3')).toEqual(['Partnerships with Indonesian Developers', 'Land Partners', 'Development Projects']);
    expect(html).toMatch(/<button[^>]*>More Info<\/button>/);
  });

  it('shared content has the general set in en and es and the mansion set in mansion-en', () => {
    for (const key of ['en', 'es', 'mansion-en']) {
      const data = block.schema.parse(shared[key]);
      expect(data.anchor).toBeTruthy();
      expect(data.cards).toHaveLength(3);
    }
    expect(block.schema.parse(shared.en).cards.map((c) => c.title)).toEqual(['Land Partnerships', 'Camping Site Alliances', 'Development Projects']);
    expect(block.schema.parse(shared['mansion-en']).cards[0]!.title).toBe('Partnerships with Indonesian Developers');
    expect(block.schema.parse(shared.en).anchor).toBe('how-we-make-this-possible');
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.general!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

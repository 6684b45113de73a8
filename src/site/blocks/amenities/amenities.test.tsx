import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, sharedContent, textsOf } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const shared = sharedContent('amenities');

describe('amenities block', () => {
  it('shows the heading, intro and one titled card per amenity with a decorative icon', () => {
    const html = renderBlock(block, valid.seven!);
    expect(html).toContain('<section id="amenities"');
    expect(html).toMatch(/<h2[^>]*>Everything You Need to Live, Work and Grow<\/h2>/);
    const titles = textsOf(html, 'h3');
    expect(titles).toEqual(['Coworking', 'Weekly Events', 'Work and Grow', 'Restaurants', 'Pool and Recreation', 'Wellness', 'More to Come']);
    expect(html).toContain('Gym, yoga and spaces to recharge.');
    const svgs = html.match(/<svg[^>]*>/g)!;
    expect(svgs).toHaveLength(7);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
  });

  it('shows buttons only when the YAML has some', () => {
    expect(renderBlock(block, valid.seven!)).not.toContain('data-slot="button"');
    expect(renderBlock(block, valid.withButton!, 'es')).toMatch(
      /<button[^>]*data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>Más Información<\/button>/,
    );
  });

  it.each(['en', 'es'])('shared content (%s) has the seven amenities of the spec', (locale) => {
    const data = block.schema.parse(shared[locale]);
    expect(data.items.map((i) => i.icon)).toEqual(['laptop', 'calendar', 'trending-up', 'utensils', 'pool', 'heart-pulse', 'sparkles']);
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.seven!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('gallery block', () => {
  it('renders the construction-section anchor, heading, intro and six lazy sized photos', () => {
    const html = renderBlock(block, valid.sixPhotos!);
    expect(html).toContain('id="construction-section"');
    expect(html).toMatch(/<h2[^>]*>Construction Progress<\/h2>/);
    expect(html).toContain('Here is the latest from the site.');
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(6);
    for (const [i, img] of images.entries()) {
      expect(img).toContain(`src="/media/gallery/construction-${i + 1}.jpg"`);
      expect(img).toContain(`alt="Construction progress at the Sumba site, photo ${i + 1}"`);
      expect(img).toContain('width="1200"');
      expect(img).toContain('height="900"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
    }
  });

  it('shows each photo caption over the photo', () => {
    const html = renderBlock(block, valid.sixPhotos!);
    expect(html).toContain('>Week 4</p>');
    expect(html).toContain('>Week 24</p>');
  });

  it('crops to 4:3 on phones and 16:9 from the 768px breakpoint', () => {
    const html = renderBlock(block, valid.sixPhotos!);
    const img = html.match(/<img [^>]*>/)![0];
    expect(img).toContain('aspect-[4/3]');
    expect(img).toContain('md:aspect-video');
    expect(img).toContain('object-cover');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('testimonials block', () => {
  it('renders three stories with photo, quote, name and place', () => {
    const html = renderBlock(block, valid.threeStories!);
    expect(html).toMatch(/<h2[^>]*>What our founding members say<\/h2>/);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[2]).toContain('src="/media/testimonials/testimonial-3.jpg"');
    expect(images[0]).toMatch(/width="600" height="800"|height="800"[^>]*width="600"/);
    expect(images[0]).toContain('loading="lazy"');
    expect(html).toContain('<blockquote');
    expect(html).toContain('Quote number 2.');
    expect(html).toContain('Member 3');
    expect(html).toContain('Lisbon, Portugal');
  });

  it('rotates the audience label every second through the shared behaviour', () => {
    const html = renderBlock(block, valid.threeStories!);
    expect(html).toContain('Made for');
    const props = JSON.parse(html.match(/data-behaviour="ui\/rotating-words" data-props="([^"]*)"/)![1]!.replace(/&quot;/g, '"'));
    expect(props).toMatchObject({ words: ['nomads', 'investors', 'travellers'], intervalMs: 1000 });
    expect(html).toContain('nomads / investors / travellers');
  });

  it('on a page, shows the next audience word after the interval', async () => {
    vi.useFakeTimers();
    const { container, stop } = await mountBlock(block, valid.noLinks!, 'es');
    try {
      const label = container.querySelector<HTMLElement>('[data-rotating-word]')!;
      expect(label.querySelector('[data-rotating-current]')?.textContent).toBe('nómadas');
      vi.advanceTimersByTime(1500);
      expect(label.querySelector('[data-rotating-current]')?.textContent).toBe('inversores');
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('links to the sections that back the stories up', () => {
    const html = renderBlock(block, valid.threeStories!);
    expect(html).toContain('aria-label="See for yourself:"');
    for (const target of ['how-we-make-this-possible', 'safety-section', 'construction-section']) {
      expect(html).toContain(`href="#${target}"`);
    }
    expect(html).toContain('Your safety');
    expect(renderBlock(block, valid.noLinks!, 'es')).not.toContain('<nav');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

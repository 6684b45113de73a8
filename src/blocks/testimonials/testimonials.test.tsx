// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { fillTemplate } from '../../lib/fill-template';
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

describe('testimonial ratings', () => {
  /** Each card's stars as drawn (filled/empty) and the text screen readers get instead. */
  function ratingsOf(html: string) {
    const host = document.createElement('div');
    host.innerHTML = html;
    return [...host.querySelectorAll('figure')].map((card) => {
      const rating = card.querySelector('[data-rating]');
      if (!rating) return null;
      const drawing = rating.querySelector('[aria-hidden="true"]');
      return {
        stars: [...rating.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star')),
        starsHidden: drawing !== null && drawing.querySelectorAll('svg').length === 5,
        spoken: rating.querySelector('.sr-only')?.textContent,
      };
    });
  }

  it('shows five stars filled up to the rating, hidden from screen readers, which hear "Rated 5 out of 5"; a card without one has none', () => {
    const filled = (n: number) => [...Array(n).fill('filled'), ...Array(5 - n).fill('empty')];
    expect(ratingsOf(renderBlock(block, valid.rated!))).toEqual([
      { stars: filled(5), starsHidden: true, spoken: 'Rated 5 out of 5' },
      { stars: filled(4), starsHidden: true, spoken: 'Rated 4 out of 5' },
      null,
    ]);
  });

  it('speaks Spanish on a Spanish page: "Valoración: 4 de 5"', () => {
    expect(ratingsOf(renderBlock(block, valid.ratedSpanish!, 'es')).map((card) => card?.spoken)).toEqual(['Valoración: 4 de 5', 'Valoración: 1 de 5']);
  });

  it("takes those texts from the site's languages (site.yaml), not from the component", () => {
    const site = parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/site.yaml'), 'utf8'));
    const { locales } = z.object({ locales: z.record(z.enum(['en', 'es']), z.object({ ratingLabel: z.string() })) }).parse(site);
    expect(fillTemplate(locales.en.ratingLabel, { rating: 4, max: 5 })).toBe('Rated 4 out of 5');
    expect(fillTemplate(locales.es.ratingLabel, { rating: 4, max: 5 })).toBe('Valoración: 4 de 5');
  });
});
